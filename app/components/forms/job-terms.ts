import type { BenefitTerm, EmployerCountry, PaidBy, SalaryPeriod } from "#server/db/models/job-enums.js";
import type { JobFields } from "#server/modules/jobs/jobs.server.js";
import type { Translate } from "~/utils/i18n";

/*
 * How the site words a job's structured terms (docs/product.md, "Jobs"): the jobs page's cards and summary, and the
 * job editor's choices. The values are the database's; only these words are translated. The constants below are the
 * admin area's English; the public page words them in the visitor's language with `jobTermWords`.
 */

export const BENEFIT_LABELS: Record<BenefitTerm, string> = {
  provided: "Provided",
  allowance: "Allowance",
  not_provided: "Not provided",
};

export const PAID_BY_LABELS: Record<PaidBy, string> = { employer: "Employer", worker: "Worker" };

export const PERIOD_LABELS: Record<SalaryPeriod, string> = { month: "per month", hour: "per hour" };

export const EMPLOYER_COUNTRY_NAMES: Record<EmployerCountry, string> = {
  SA: "Saudi Arabia",
  AE: "United Arab Emirates",
  QA: "Qatar",
  KW: "Kuwait",
  OM: "Oman",
  BH: "Bahrain",
  MY: "Malaysia",
  SG: "Singapore",
  JO: "Jordan",
  BD: "Bangladesh",
};

const amount = (n: number) => n.toLocaleString("en-US");

/** 'SAR 1,600 – 1,900', 'SAR 2,000', or null when the job names no salary. */
export function salaryRange(job: Pick<JobFields, "salaryMin" | "salaryMax" | "salaryCurrency">): string | null {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = job;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min !== max) return `${currency} ${amount(min)} – ${amount(max)}`;
  return `${currency} ${amount((max ?? min)!)}`;
}

/** '2 years', '18 months', '1 month'. */
export function contractLength(months: number): string {
  if (months % 12 === 0) return months === 12 ? "1 year" : `${months / 12} years`;
  return months === 1 ? "1 month" : `${months} months`;
}

/** The words of a job's terms in the visitor's language (the public jobs page), from the interface-text catalogs. */
export interface JobTermWords {
  /** 'SAR 1,600 – 1,900' in the page's digits, or null when the job names no salary. */
  salary: (job: Pick<JobFields, "salaryMin" | "salaryMax" | "salaryCurrency">) => string | null;
  period: (period: SalaryPeriod) => string;
  benefit: (term: BenefitTerm) => string;
  paidBy: (who: PaidBy) => string;
  country: (code: EmployerCountry) => string;
  contract: (months: number) => string;
}

export function jobTermWords(t: Translate, number: (n: number) => string): JobTermWords {
  return {
    salary: ({ salaryMin: min, salaryMax: max, salaryCurrency: currency }) => {
      if (min === null && max === null) return null;
      if (min !== null && max !== null && min !== max)
        return t("jobs.salaryRange", { currency, min: number(min), max: number(max) });
      return t("jobs.salaryAmount", { currency, amount: number((max ?? min)!) });
    },
    period: (period) => t(`jobs.period.${period}`),
    benefit: (term) => t(`jobs.benefit.${term}`),
    paidBy: (who) => t(`jobs.paidBy.${who}`),
    country: (code) => t(`jobs.country.${code}`),
    contract: (months) =>
      months % 12 === 0 ? t("jobs.contractYears", { years: months / 12 }) : t("jobs.contractMonths", { months }),
  };
}
