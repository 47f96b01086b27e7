// `npm run test:load`: mixed load against the production build (README "Reliability suites"): public pages,
// public forms with and without files, and admin list pages with a signed-in session. Every submission carries
// a unique marker; afterwards each marker answered 2xx must be stored exactly once and nothing else stored.
// Settings: LOAD_DURATION (s, 60), LOAD_CONNECTIONS (100), LOAD_PORT (3163), LOAD_TIMEOUT (s, 30).
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { signIn, startProductServer } from "../support/product-server.js";
import { fileState, settledFileProblems } from "../support/stored-state.js";
import { formAnswers } from "../support/form-answers.js";
import { multipartBody, samplePng, urlencodedBody } from "../support/sample-files.js";

const duration = Number(process.env.LOAD_DURATION ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const port = Number(process.env.LOAD_PORT ?? 3163);
const timeout = Number(process.env.LOAD_TIMEOUT ?? 30);

type Kind = "contact" | "agent" | "quote";
interface Sent {
  kind: Kind;
  /** status of the answer; undefined while none came (in flight when the run stopped, or timed out) */
  status?: number;
}

const run = randomBytes(4).toString("hex");
const sent = new Map<string, Sent>();
let counter = 0;
const nextMarker = (kind: Kind) => {
  const marker = `load-${run}-${kind}-${++counter}`;
  sent.set(marker, { kind });
  return marker;
};

const server = await startProductServer({
  label: "load",
  port,
  env: { SUBMISSION_RATE_LIMIT: "100000", REGISTRATION_RATE_LIMIT: "100000" },
});
let ok = false;
try {
  const db = server.db;
  const origin = `http://localhost:${port}`;
  const cookie = await signIn(server);
  const png = await samplePng();
  const agent = await formAnswers(db, 1, png, "marker");
  const markerField = agent.markerField;
  if (!markerField) throw new Error("form 1 has no text field to carry the marker");
  const agentBody = (marker: string) =>
    multipartBody(
      agent.fields.map(([k, v]): [string, string] => [k, k === markerField ? marker : v]),
      agent.files,
    );
  const headers = { origin, host: `localhost:${port}` };
  const remember = (status: number, context: Record<string, unknown>) => {
    const entry = sent.get(context.marker as string);
    if (entry) entry.status = status;
  };
  type Req = Omit<autocannon.Request, "setupRequest"> & {
    setupRequest?: (r: autocannon.Request, c: Record<string, unknown>) => autocannon.Request;
  };
  const submission = (
    kind: Kind,
    build: (marker: string) => { body: Buffer | string; contentType: string },
    path: string,
  ): Req => ({
    method: "POST",
    path,
    setupRequest(req: autocannon.Request, context: Record<string, unknown>) {
      const marker = nextMarker(kind);
      context.marker = marker;
      const { body, contentType } = build(marker);
      return { ...req, body, headers: { ...headers, "content-type": contentType } };
    },
    onResponse: (status, _body, context) => remember(status, context as Record<string, unknown>),
  });
  const page = (path: string, admin = false): Req => ({ method: "GET", path, headers: admin ? { ...headers, cookie } : headers });

  // submissions first: with a slow server each connection gets through only a few requests of the list
  const requests: Req[] = [
    page("/"),
    submission(
      "contact",
      (marker) => ({
        body: urlencodedBody([
          ["name", "Load Tester"],
          ["email", "load@example.com"],
          ["subject", "Load"],
          ["message", marker],
        ]),
        contentType: "application/x-www-form-urlencoded",
      }),
      "/contact",
    ),
    submission("agent", agentBody, "/agent-registration"),
    submission(
      "quote",
      (marker) =>
        multipartBody(
          [
            ["mode", "subContract"],
            ["clientName", "Load Client"],
            ["projectName", "Load Tower"],
            ["projectType", "Other"],
            ["projectValue", "1000"],
            ["phone", "+966501234567"],
            ["email", "load@example.com"],
            ["description", marker],
          ],
          [{ field: "attachment", filename: "plan.png", contentType: "image/png", data: png }],
        ),
      "/quote",
    ),
    page("/about"),
    page("/apply-jobs-now"),
    page("/admin/forms-and-reports/agent-registration?tab=responses", true),
    page("/project"),
    page("/admin/messages-list", true),
    page("/admin/quotes", true),
    page("/service"),
  ];

  const filesBefore = await fileState(db, server.s3);
  console.log(`load: ${connections} connections for ${duration} s against ${server.url} (run ${run})`);
  const result = await autocannon({
    url: server.url,
    connections,
    duration,
    timeout,
    requests: requests as unknown as autocannon.Request[],
  });

  // every marker: stored how many times, in its own table
  const stored = new Map<string, number>();
  const count = (rows: Array<{ marker: string; n: number }>) =>
    rows.forEach((r) => stored.set(r.marker, (stored.get(r.marker) ?? 0) + Number(r.n)));
  const like = `load-${run}-%`;
  count(
    await db("contact_messages").select("message as marker").count("* as n").where("message", "like", like).groupBy("message"),
  );
  count(
    await db("quote_requests")
      .select("description as marker")
      .count("* as n")
      .where("description", "like", like)
      .groupBy("description"),
  );
  count(
    await db("form_answers")
      .select(db.raw("value #>> '{}' as marker"))
      .count("* as n")
      .whereRaw("value #>> '{}' like ?", [like])
      .groupByRaw("value #>> '{}'"),
  );

  const problems: string[] = [];
  const tally = { accepted: 0, refused: 0, unanswered: 0 };
  for (const [marker, s] of sent) {
    const n = stored.get(marker) ?? 0;
    if (s.status === undefined) {
      tally.unanswered++;
      if (n > 1) problems.push(`${marker}: no answer, stored ${n} times`);
    } else if (s.status >= 200 && s.status < 300) {
      tally.accepted++;
      if (n !== 1) problems.push(`${marker}: answered ${s.status}, stored ${n} times`);
    } else {
      tally.refused++;
      if (n !== 0) problems.push(`${marker}: answered ${s.status}, stored ${n} times`);
    }
  }
  for (const marker of stored.keys()) if (!sent.has(marker)) problems.push(`${marker}: stored but never sent`);
  const files = await settledFileProblems(db, server.s3, filesBefore, 30_000);
  if (files.unclaimed.length) problems.push(`${files.unclaimed.length} unclaimed files left`);
  if (files.orphanObjects.length) problems.push(`${files.orphanObjects.length} objects without a files row`);
  if (files.missingObjects.length) problems.push(`${files.missingObjects.length} files rows without an object`);

  const byKind = new Map<string, Record<string, number>>();
  for (const s of sent.values()) {
    const k = byKind.get(s.kind) ?? {};
    const cls = s.status === undefined ? "no answer" : `${Math.floor(s.status / 100)}xx`;
    k[cls] = (k[cls] ?? 0) + 1;
    byKind.set(s.kind, k);
  }
  const errors = result.errors + result.timeouts + result.non2xx - result["3xx"];
  console.log(
    [
      `requests: ${result.requests.total} in ${result.duration.toFixed(1)} s, ${result.requests.average.toFixed(1)} req/s (throughput ${(result.throughput.average / 1024).toFixed(0)} KiB/s)`,
      `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `status: 1xx ${result["1xx"]}, 2xx ${result["2xx"]}, 3xx ${result["3xx"]}, 4xx ${result["4xx"]}, 5xx ${result["5xx"]}; connection errors ${result.errors}, timeouts ${result.timeouts}`,
      `error count (4xx + 5xx + connection errors + timeouts): ${errors}`,
      `submissions: ${sent.size} sent, ${tally.accepted} accepted (2xx), ${tally.refused} refused, ${tally.unanswered} without an answer (in flight at the end)`,
      ...[...byKind].map(([kind, c]) => `  ${kind.padEnd(8)} ${JSON.stringify(c)}`),
      `stored exactly once per 2xx, nothing else: ${problems.length === 0 ? "yes" : `NO (${problems.length} problems)`}`,
      ...problems.slice(0, 20).map((p) => `  ${p}`),
    ].join("\n"),
  );
  ok = problems.length === 0 && errors === 0;
} finally {
  await server.stop();
}
process.exit(ok ? 0 : 1);
