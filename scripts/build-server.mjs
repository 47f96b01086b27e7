// Bundles the Koa server, the workers and the CLI scripts into dist/ (node_modules stay external).
import { build } from "esbuild";

await build({
  entryPoints: {
    "server/main": "server/main.ts",
    "scripts/admin-create": "scripts/admin-create.ts",
    "scripts/seed": "scripts/seed.ts",
    "scripts/backup": "scripts/backup.ts",
    "scripts/restore": "scripts/restore.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
