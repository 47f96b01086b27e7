// `npm run test:fuzz`: the whole fuzz suite against the production build on its own port, database and Redis
// prefix. Settings: FUZZ_SEED, FUZZ_RUNS (per family), FUZZ_HUGE_MB, FUZZ_TIMEOUT_MS, FUZZ_FAMILIES, FUZZ_PORT.
import { startProductServer } from "../support/product-server.js";
import { formatSummary, passed, runFuzz, settingsFromEnv } from "./fuzz.js";

const settings = settingsFromEnv({ seed: 20261123, runs: 150, hugeMb: 16, timeoutMs: 30_000 });
const server = await startProductServer({
  label: "fuzz",
  port: Number(process.env.FUZZ_PORT ?? 3161),
  // every request comes from one IP: the limits are tested elsewhere, here the validation behind them is
  env: { SUBMISSION_RATE_LIMIT: "100000", REGISTRATION_RATE_LIMIT: "100000" },
});
let ok = false;
try {
  const summary = await runFuzz(server, settings, (line) => console.log(line));
  console.log(`\n${formatSummary(summary)}`);
  ok = passed(summary);
} finally {
  await server.stop();
}
process.exit(ok ? 0 : 1);
