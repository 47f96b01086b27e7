#!/usr/bin/env bash
# `npm test`: every check the project has. Static checks first, then vitest (unit + integration
# against real PostgreSQL, Redis and S3), then Playwright end-to-end on the production build.
set -uo pipefail
cd "$(dirname "$0")/.."
# not under test-results/: Playwright empties that folder when it starts
mkdir -p reports
rm -f reports/vitest.json reports/e2e.json

# each stage prints its name, and the time it took once the next one starts (and at the end)
stage_name=""
stage_start=$SECONDS
step() {
  [ -n "$stage_name" ] && printf '== %s took %ds\n' "$stage_name" $((SECONDS - stage_start))
  stage_name="$*"
  stage_start=$SECONDS
  printf '\n== %s\n' "$*"
}

step "typecheck" && npm run -s typecheck || exit 1
step "lint" && npm run -s lint || exit 1

# built before vitest too: the lifecycle tests run the production bundle as a child process
step "build"
npm run -s build || exit 1

step "vitest (unit + integration)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
vitest_status=$?

step "playwright (end-to-end, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npx playwright test --reporter=list,json
e2e_status=$?

step "summary"
node scripts/test-summary.mjs reports/vitest.json reports/e2e.json
printf '== npm test took %ds\n' "$SECONDS"
[ "$vitest_status" -eq 0 ] && [ "$e2e_status" -eq 0 ]
