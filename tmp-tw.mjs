import { compile } from "@tailwindcss/node";
import { Scanner } from "@tailwindcss/oxide";
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
const base = path.resolve("app/styles");
async function build(css) {
  const compiler = await compile(css, { base, onDependency() {} });
  const sources = compiler.sources.map((s) => ({ ...s }));
  const scanner = new Scanner({ sources: compiler.root === "none" ? sources : [...sources, ...(compiler.root ? [{ base: compiler.root.base, pattern: compiler.root.pattern, negated: false }] : [{ base, pattern: "**/*", negated: false }])] });
  const candidates = scanner.scan();
  return compiler.build(candidates);
}
const full = readFileSync("app/styles/app.css", "utf8");
const all = await build(full);
const site = await build(full.replace('@import "tailwindcss";', `@import "tailwindcss" source(none);\n@source "../root.tsx";\n@source "../routes/_site*.tsx";\n@source "../routes/worker-registration.status.tsx";\n@source "../routes/manpower.tsx";\n@source "../components/site";\n@source "../components/forms";\n@source "../components/ui";\n@source "../utils";`));
console.log("all", all.length, gzipSync(all).length, "site", site.length, gzipSync(site).length);
