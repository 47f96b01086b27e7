/**
 * The fixed values of a job's structured columns (database checks), free of imports so that browser code (the
 * job editor, the jobs page's filters and cards) can use them without pulling in the models. Each is a value,
 * never a sentence: the pages word them.
 */

/** Currencies a salary is offered in: the Gulf's and Bangladesh's, and US dollars. */
export const SALARY_CURRENCIES = ["SAR", "AED", "QAR", "KWD", "OMR", "BHD", "MYR", "BDT", "USD"] as const;
export type SalaryCurrency = (typeof SALARY_CURRENCIES)[number];

export const SALARY_PERIODS = ["month", "hour"] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** Food and accommodation: given by the employer, paid as an allowance, or the worker's own. */
export const BENEFIT_TERMS = ["provided", "allowance", "not_provided"] as const;
export type BenefitTerm = (typeof BENEFIT_TERMS)[number];

/** Who pays the visa and the air ticket. */
export const PAID_BY = ["employer", "worker"] as const;
export type PaidBy = (typeof PAID_BY)[number];

/** ISO 3166-1 alpha-2 codes of the employers' countries the office recruits for. */
export const EMPLOYER_COUNTRIES = ["SA", "AE", "QA", "KW", "OM", "BH", "MY", "SG", "JO", "BD"] as const;
export type EmployerCountry = (typeof EMPLOYER_COUNTRIES)[number];
