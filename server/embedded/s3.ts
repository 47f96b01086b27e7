import { mkdir } from "node:fs/promises";
import path from "node:path";
import { freePort } from "./ports.js";

/** An S3-compatible server in this process (s3rver), data under `dir`. Development and tests only. */
export async function startS3rver(dir: string) {
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  // Loaded on demand: production images do not ship the embedded server.
  const { default: S3rver } = await import("s3rver");
  const server = new S3rver({ address: "127.0.0.1", port, directory: path.resolve(dir), silent: true });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accessKey: "S3RVER",
    secretKey: "S3RVER",
    stop: () => server.close(),
  };
}
