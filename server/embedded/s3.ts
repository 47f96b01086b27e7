import { randomBytes } from "node:crypto";
import { chmod, mkdir, stat } from "node:fs/promises";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import path from "node:path";
import { freePort } from "./ports.js";
import { hasValidSignature } from "./s3-auth.js";

/** s3rver's built-in account: the access key id is public, the secret is what protects the server. */
const ACCESS_KEY = "S3RVER";

/**
 * An S3-compatible server in this process (s3rver), data under `dir`, on loopback. Development and
 * tests only. s3rver serves unsigned requests and does not check V4 signatures, so every request must
 * first pass a SigV4 check (s3-auth.ts) with a secret key generated for this run: the private bucket
 * (medical reports, CVs, exports) is not readable by anyone without the key the app uses.
 *
 * On disk the data directory is the owner's alone (0700, tightened on every start for directories made before).
 * s3rver has no option for file modes: it makes bucket folders 0755 and writes objects with the process umask
 * (0644 under the usual 022). The closed top directory keeps every other user of the machine out of all of them;
 * setting the umask instead would change the modes of everything else the process writes, so it is left alone.
 */
export async function startS3rver(dir: string) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const root = path.resolve(dir);
  const port = await freePort();
  const credentials = { accessKey: ACCESS_KEY, secretKey: randomBytes(24).toString("base64url") };
  // Loaded on demand: production images do not ship the embedded server.
  const { default: S3rver } = await import("s3rver");
  const server = new S3rver({ address: "127.0.0.1", port, directory: root, silent: true });
  await server.run();
  const httpServer = (server as unknown as { httpServer: Server }).httpServer;
  const [handle] = httpServer.listeners("request") as Array<(req: IncomingMessage, res: ServerResponse) => void>;
  httpServer.removeAllListeners("request");
  httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    if (hasValidSignature(req, credentials)) {
      const bucket = headBucketName(req);
      if (bucket === undefined) return handle!(req, res);
      // HeadBucket (the client's bucketExists, /readyz's S3 check): s3rver's router answers HEAD with its GET
      // handler, which lists the bucket and reads the metadata of up to 1,000 objects, two open files each,
      // for every check. S3 answers it from the bucket alone, and so does this.
      void stat(path.join(root, bucket))
        .then(
          (s) => s.isDirectory(),
          () => false,
        )
        .then((exists) => res.writeHead(exists ? 200 : 404).end());
      return;
    }
    res.writeHead(403, { "Content-Type": "application/xml" });
    res.end(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Signed requests only.</Message></Error>',
    );
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    ...credentials,
    stop: () => server.close(),
  };
}

/** The bucket a HeadBucket request names (`HEAD /<bucket>` without a key or query); undefined for anything else. */
function headBucketName(req: IncomingMessage): string | undefined {
  if (req.method !== "HEAD" || !req.url) return undefined;
  const match = /^\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/?$/.exec(req.url);
  return match?.[1];
}
