// `npm start`: builds when the build is missing or older than the sources, then runs web + worker in this process,
// as production ("embedded production": production React build and error handling, services on this machine unless
// configured; see server/config and docs/decisions/0004-zero-config-embedded-services.md).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";
process.env.EMBEDDED_SERVICES ??= "true";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outputs = ["build/server/index.js", "dist/server/main.js"].map((f) => path.join(root, f));
const sources = ["app", "server", "workers", "migrations", "public", "package.json", "vite.config.ts"];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < changedAt) {
  console.log("Building the site (first start or sources changed)...");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(path.join(root, "dist/server/main.js"));
