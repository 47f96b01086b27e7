// Runs after every other spec (the "logs" project depends on both others in playwright.config.ts): the server's
// log of the whole run must not hold any personal value the specs typed into the public forms.
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "./test";
import { e2eServerLog } from "./fixtures";

const PERSONAL_LABELS = /^(Full Name|Full name|Name|Contact Person|Email|Phone|Passport Number|WhatsApp.*)$/;

/** Every value the specs fill into a field with a personal label, read from the spec sources themselves. */
async function personalValuesTyped(): Promise<string[]> {
  const dir = path.resolve("tests/e2e");
  const values = new Set<string>();
  for (const file of (await readdir(dir)).filter((f) => f.endsWith(".spec.ts"))) {
    const source = await readFile(path.join(dir, file), "utf8");
    const typed = [
      // page.getByLabel("Email").fill("…")
      ...[...source.matchAll(/getByLabel\("([^"]+)"(?:, \{[^}]*\})?\)\s*\.fill\("([^"]+)"\)/g)].map((m) => [m[1]!, m[2]!]),
      // fillByLabel(page, { Email: "…", "Full Name": "…" })
      ...[...source.matchAll(/(?:"([^"]+)"|([A-Za-z]+)):\s*"([^"]+)"/g)].map((m) => [m[1] ?? m[2]!, m[3]!]),
    ];
    for (const [label, value] of typed) {
      // short values ("A", "Rahim") would match unrelated text
      if (PERSONAL_LABELS.test(label!) && value!.length >= 6) values.add(value!);
    }
  }
  return [...values];
}

test("no name, email, phone or passport number typed during the run reaches the server's log", async () => {
  const values = await personalValuesTyped();
  // the scan is only worth something if it looks for the values the forms were filled with
  expect(values).toEqual(expect.arrayContaining(["01712345678", "EB1234567", "Shahidul Islam", "rahim@example.com"]));

  const log = await readFile(e2eServerLog(process.env.E2E_PORT ?? 3111), "utf8");
  const lines = log.split("\n").filter(Boolean);
  // the log covers the run: request lines of the form submissions are there
  const posted = new Set(
    lines
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { msg?: string; method?: string; path?: string })
      .filter((l) => l.msg === "request" && l.method === "POST")
      .map((l) => l.path?.replace(/\.data$/, "")),
  );
  expect([...posted]).toEqual(expect.arrayContaining(["/worker-registration", "/agent-registration", "/quote", "/contact"]));

  const leaks = values.flatMap((value) =>
    lines.filter((line) => line.toLowerCase().includes(value.toLowerCase())).map((line) => `${value}: ${line.slice(0, 300)}`),
  );
  expect(leaks).toEqual([]);
});
