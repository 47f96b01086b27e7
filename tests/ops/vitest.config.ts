import { defineConfig } from "vitest/config";
import base from "../../vitest.config.js";

/**
 * `npm run test:ops`: the operations suite (scale-out, backup/restore, metrics, logs, compose) against
 * the production build (`npm run build` first). .ci/run runs it after `npm test`.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/ops/**/*.test.ts"],
    // each test creates the deployment it needs (database, S3 server, Redis prefix)
    globalSetup: [],
    // one file at a time: each starts several production processes of its own
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
