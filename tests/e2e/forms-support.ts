import type { Locator, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config.js";
import { samplePdf, TINY_PNG } from "../support/sample-files.js";

export const JOBS_ADMIN = "/admin/forms-and-reports/apply-now";
export const AGENT_ADMIN = "/admin/forms-and-reports/agent-registration";

/** Unique per run and project (desktop and phone share the e2e database). */
export function uniqueId(projectName: string) {
  return `${projectName.slice(0, 1).toUpperCase()}${Date.now().toString(36)}`;
}

/** Deletes what a failed run may have left behind, through the same admin action the page uses. */
export async function adminPost(page: Page, path: string, form: Record<string, string>) {
  await page.request.post(path, { form, headers: { origin: baseURL } }).catch(() => undefined);
}

/** Opens the jobs tab and fills its "New job" form (the fields not given stay empty); gives the form's region. */
export async function fillNewJob(
  page: Page,
  job: { title: string; city?: string; country: string; industry?: string; requirements: string },
): Promise<Locator> {
  await page.goto(`${JOBS_ADMIN}?tab=jobs`);
  const editor = page.getByRole("region", { name: "New job" });
  await editor.getByLabel(/Job title/).fill(job.title);
  if (job.city) await editor.getByLabel("City", { exact: true }).fill(job.city);
  await editor.getByLabel("Country", { exact: true }).fill(job.country);
  if (job.industry) await editor.getByLabel("Industry").fill(job.industry);
  await editor.getByLabel("Requirements").fill(job.requirements);
  return editor;
}

/** A small PDF the upload module's sniffing recognises, as Playwright's setInputFiles takes it. */
export function pdf(name: string) {
  return { name, mimeType: "application/pdf", buffer: samplePdf(name) };
}

/** A 1×1 PNG the upload module's sniffing recognises as an image, as Playwright's setInputFiles takes it. */
export function png(name: string) {
  return { name, mimeType: "image/png", buffer: TINY_PNG };
}

type FilePayload = ReturnType<typeof pdf>;
/** What a labelled control is given: text to type, an option to select, or files to attach. */
export type Answer = string | { option: string } | FilePayload | FilePayload[];

/** Fills a form's controls, each found by its label, in the order given (as a visitor fills them in). */
export async function fillByLabel(scope: Page | Locator, answers: Record<string, Answer>) {
  for (const [label, answer] of Object.entries(answers)) {
    const control = scope.getByLabel(label);
    if (typeof answer === "string") await control.fill(answer);
    else if ("option" in answer) await control.selectOption(answer.option);
    else await control.setInputFiles(answer);
  }
}
