import { samplePdf } from "../support/sample-files.js";

/** A small PDF the upload module's sniffing recognises, as Playwright's setInputFiles takes it. */
export function pdf(name: string) {
  return { name, mimeType: "application/pdf", buffer: samplePdf(name) };
}
