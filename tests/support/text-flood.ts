import { request } from "node:http";

const MB = 1024 * 1024;

export interface FloodAnswer {
  status: number;
  contentType: string | undefined;
  body: string;
  /** Bytes the client had handed to the socket when the answer came (or when it stopped). */
  sent: number;
  /** Highest resident set size seen while the request ran, over the one before it (this process). */
  rssGrowth: number;
  ms: number;
}

/**
 * Posts a multipart body of `parts` text fields of just under 1 MB each (no files), streamed from one buffer so
 * the client holds none of it, and stops sending once the server answers. The server under test runs in this
 * process: the RSS sampled meanwhile is what the server held.
 */
export function postTextFlood(url: string, parts: number, headers: Record<string, string> = {}): Promise<FloodAnswer> {
  const boundary = "----text-flood";
  const value = Buffer.alloc(MB - 1024, "a");
  const partHead = (i: number) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n`);
  const tail = Buffer.from(`--${boundary}--\r\n`);
  let length = tail.length;
  for (let i = 0; i < parts; i++) length += partHead(i).length + value.length + 2;

  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = Date.now();
  let sent = 0;
  return new Promise<FloodAnswer>((resolve, reject) => {
    const req = request(url, {
      method: "POST",
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(length) },
    });
    let answered = false;
    req.on("response", (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        resolve({
          status: res.statusCode!,
          contentType: res.headers["content-type"],
          body: Buffer.concat(chunks).toString(),
          sent: sentWhenAnswered,
          rssGrowth: peak - before,
          ms: Date.now() - started,
        });
      });
    });
    // the server cuts the connection once it has drained its share of a refused body
    req.on("error", (err) => {
      if (answered) return;
      clearInterval(sampler);
      reject(err);
    });
    void (async () => {
      for (let i = 0; i < parts && !answered && !req.destroyed; i++) {
        for (const chunk of [partHead(i), value, Buffer.from("\r\n")]) {
          sent += chunk.length;
          if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
        }
      }
      if (!answered && !req.destroyed) req.end(tail);
    })().catch(() => undefined);
  });
}
