// The structured terms of a job offer (migrations/0017_structured_jobs.ts), as the jobs table and the REST API name them.

/** A typical offer to a worker in Saudi Arabia; a test overrides what it checks. */
export const SAUDI_JOB_TERMS = {
  salary_min: 1600,
  salary_max: 1900,
  salary_currency: "SAR",
  salary_period: "month",
  food: "allowance",
  accommodation: "provided",
  contract_months: 24,
  hours_per_day: 8,
  openings: 25,
  closes_on: "2099-12-31",
  visa_paid_by: "employer",
  ticket_paid_by: "worker",
  employer_country: "SA",
  employer_city: "Riyadh",
};
