import { connect } from "node:net";

export interface RawResponse {
  status: number;
  head: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as given (no Host fixing, any method or version) and reads the answer until the
 * server closes or `timeoutMs` passes. For requests fetch() will not send.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const head = end === -1 ? text : text.slice(0, end);
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      if (!status) return reject(new Error(`no HTTP response: ${JSON.stringify(text.slice(0, 200))}`));
      const headers: Record<string, string> = {};
      for (const line of head.split("\r\n").slice(1)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status, head, headers, body: end === -1 ? "" : text.slice(end + 4) });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      // Enough to judge once the head is in and the body (if any) has started, for keep-alive answers.
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, end))?.[1];
      if (end !== -1 && length !== undefined && text.length - end - 4 >= Number(length)) finish();
    });
    socket.on("end", finish);
    socket.on("error", (err) => (chunks.length > 0 ? finish() : reject(err)));
    socket.write(request);
  });
}
