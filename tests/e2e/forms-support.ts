import type { BrowserContext } from "@playwright/test";
import { baseURL } from "../../playwright.config.js";

export async function chooseCountry(context: BrowserContext, country: "bangladesh" | "saudiarabia") {
  await context.addCookies([{ name: "country", value: country, url: baseURL }]);
}

/** The smallest file the upload module's sniffing recognises as a PDF. */
export function pdf(name: string) {
  return { name, mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n") };
}
