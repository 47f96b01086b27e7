import { z } from "zod";
import { text as freeText } from "../validation/text.js";
import { BENEFIT_TERMS, EMPLOYER_COUNTRIES, PAID_BY, SALARY_CURRENCIES, SALARY_PERIODS } from "../../db/models/job-enums.js";

/*
 * What a job accepts, from the admin jobs tab and the REST API alike (one rule, two doors). Free of server
 * imports; each door words the issues for its readers (the tab's sentences here, DRF's defaults in the API).
 */

const JOB_TITLE_MAX = 200;
const JOB_TEXT_MAX = 200;
const JOB_REQUIREMENTS_MAX = 10_000;

const text = (label: string, max: number) =>
  freeText()
    .trim()
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`)
    .default("");

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/** An empty form field (or an API `null`) is "not given". */
const blankToNull = (v: unknown) => (v === "" || v === undefined || v === null ? null : v);

const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z.coerce
      .number({ error: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min.toLocaleString("en-US")}.`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")}.`)
      .nullable(),
  );

const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(blankToNull, z.enum(values, { error: `Choose one of the offered values for ${label}.` }).nullable());

const withDefault = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (v) => blankToNull(v) ?? undefined,
    z.enum(values, { error: `Choose one of the offered values for ${label}.` }).default(values[0]),
  );

/** The largest salary figure accepted (whole units of any listed currency). */
export const SALARY_MAX = 10_000_000;

/** The structured terms of a job (docs/product.md, "Jobs"): numbers and fixed values, never free text. */
const jobTerms = {
  salaryMin: wholeNumber("Lowest salary", 0, SALARY_MAX),
  salaryMax: wholeNumber("Highest salary", 0, SALARY_MAX),
  salaryCurrency: withDefault(SALARY_CURRENCIES, "currency"),
  salaryPeriod: withDefault(SALARY_PERIODS, "salary period"),
  food: choice(BENEFIT_TERMS, "food"),
  accommodation: choice(BENEFIT_TERMS, "accommodation"),
  contractMonths: wholeNumber("Contract length", 1, 120),
  hoursPerDay: wholeNumber("Working hours per day", 1, 16),
  openings: wholeNumber("Openings", 1, 100_000),
  closesOn: z.preprocess(blankToNull, z.iso.date({ error: "Closing date must be a date (YYYY-MM-DD)." }).nullable()),
  visaPaidBy: choice(PAID_BY, "visa paid by"),
  ticketPaidBy: choice(PAID_BY, "ticket paid by"),
  employerCountry: choice(EMPLOYER_COUNTRIES, "employer's country"),
  employerCity: text("Employer's city", JOB_TEXT_MAX),
};

/** The lowest salary cannot be above the highest. */
export function salaryRangeIssue(value: { salaryMin: number | null; salaryMax: number | null }, ctx: z.RefinementCtx): void {
  if (value.salaryMin !== null && value.salaryMax !== null && value.salaryMin > value.salaryMax) {
    ctx.addIssue({ code: "custom", path: ["salaryMax"], message: "Highest salary must not be below the lowest." });
  }
}

/**
 * The job form without its cross-field rule (so a door can add fields of its own, then `salaryRangeIssue`):
 * title required; the rest optional; `isActive` = "on" shows it on the jobs page.
 */
export const jobInputObject = z.object({
  title: freeText({ error: "Job title is required." })
    .trim()
    .min(1, "Job title is required.")
    .max(JOB_TITLE_MAX, `Job title must be at most ${JOB_TITLE_MAX} characters.`),
  city: text("City", JOB_TEXT_MAX),
  country: text("Country", JOB_TEXT_MAX),
  industry: text("Industry", JOB_TEXT_MAX),
  requirements: text("Requirements", JOB_REQUIREMENTS_MAX).transform((v) => v.replace(/\r\n/g, "\n")),
  ...jobTerms,
  isActive: checkbox,
  removePoster: checkbox,
});

export const jobInputSchema = jobInputObject.superRefine(salaryRangeIssue);
