import { z } from "zod";
import { text as freeText } from "../validation/text.js";

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

/** The job form: title required; the rest optional text; `isActive` = "on" shows it on the jobs page. */
export const jobInputSchema = z.object({
  title: freeText({ error: "Job title is required." })
    .trim()
    .min(1, "Job title is required.")
    .max(JOB_TITLE_MAX, `Job title must be at most ${JOB_TITLE_MAX} characters.`),
  city: text("City", JOB_TEXT_MAX),
  country: text("Country", JOB_TEXT_MAX),
  industry: text("Industry", JOB_TEXT_MAX),
  requirements: text("Requirements", JOB_REQUIREMENTS_MAX).transform((v) => v.replace(/\r\n/g, "\n")),
  isActive: checkbox,
  removePoster: checkbox,
});
