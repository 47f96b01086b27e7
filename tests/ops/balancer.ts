import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createProxyServer } from "http-proxy-3";

/**
 * The deployment's front door (http-proxy-3): one public address balancing round-robin over the web
 * processes, as a deployment's proxy would. A target that refuses the connection (it stopped listening
 * while it drains) is skipped and the request goes to the next one. No keep-alive towards the targets,
 * so a draining process is never handed a new request on an old connection.
 *
 * For tests that must reach one particular process, `pinned[i]` is an address that always goes to
 * target i and presents the request as if it came through the public address (Host and Origin), as the
 * site checks both against PUBLIC_URL.
 */
export async function startBalancer() {
  const targets: string[] = [];
  const proxy = createProxyServer({ agent: new Agent({ keepAlive: false }), xfwd: true });
  const listen = async (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    const server = createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  /** Sends the request to one of `candidates`; on a delivery failure tries the others, each once. */
  const forward = (req: IncomingMessage, res: ServerResponse, candidates: string[]) => {
    const [target, ...others] = candidates;
    proxy.web(req, res, { target: target! }, (err) => {
      // Not delivered: refused, or reset before any answer (a connection the kernel accepted as the
      // listener closed). Safe to send elsewhere when nothing was answered and the method has no body.
      const code = (err as NodeJS.ErrnoException).code;
      const retryable = code === "ECONNREFUSED" || (code === "ECONNRESET" && (req.method === "GET" || req.method === "HEAD"));
      if (retryable && others.length > 0 && !res.headersSent) forward(req, res, others);
      else if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" }).end(`bad gateway: ${err.message}`);
      else res.destroy();
    });
  };
  let next = 0;
  const front = await listen((req, res) => {
    const start = next++ % targets.length;
    forward(req, res, [...targets.slice(start), ...targets.slice(0, start)]);
  });
  const servers: Server[] = [front.server];
  const pinned: string[] = [];
  return {
    /** The public address: PUBLIC_URL of every process. */
    url: front.url,
    pinned,
    /** Adds a web process; returns the address pinned to it. */
    async add(target: string) {
      targets.push(target);
      const publicHost = new URL(front.url).host;
      const pin = await listen((req, res) => {
        req.headers.host = publicHost;
        if (req.headers.origin) req.headers.origin = front.url;
        forward(req, res, [target]);
      });
      servers.push(pin.server);
      pinned.push(pin.url);
      return pin.url;
    },
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      proxy.close();
    },
  };
}
