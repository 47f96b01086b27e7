// The bounded slice of the fuzz suite that `npm test` runs (fixed seed, a few requests per family); the whole
// suite is `npm run test:fuzz`. Needs the production build (`npm test` builds before vitest).
import { afterAll, beforeAll, expect, it } from "vitest";
import { startProductServer, type ProductServer } from "../support/product-server.js";
import { formatSummary, runFuzz, settingsFromEnv, type FuzzSummary } from "./fuzz.js";

let server: ProductServer;
let summary: FuzzSummary;

beforeAll(async () => {
  server = await startProductServer({
    label: "fuzzslice",
    port: Number(process.env.FUZZ_SLICE_PORT ?? 3162),
    env: { SUBMISSION_RATE_LIMIT: "100000" },
  });
  const settings = settingsFromEnv({ seed: 1, runs: 16, hugeMb: 2, timeoutMs: 20_000 }, {});
  summary = await runFuzz(server, settings);
  console.log(formatSummary(summary));
}, 240_000);

afterAll(() => server?.stop(), 60_000);

it("answers every bad request of the slice without a 5xx, a hang or a leaked trace, SQL or path", () => {
  expect(summary.sent).toBeGreaterThan(100);
  expect(summary.failures.filter((f) => !f.problem.startsWith("refused"))).toEqual([]);
});

it("stores nothing for a refused request and leaves no orphan file", () => {
  expect(summary.failures.filter((f) => f.problem.startsWith("refused"))).toEqual([]);
  expect(summary.files).toEqual({ orphanObjects: [], missingObjects: [], unclaimed: [] });
});

it("is still ready after the slice", () => {
  expect(summary.ready).toBe(true);
});
