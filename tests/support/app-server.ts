import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { createApp } from "../../server/http/app.js";
import type { Services } from "../../server/services.js";

/** The Remix server build of `npm run build`. */
const BUILD = "build/server/index.js";
export interface AppServer {
  base: string;
  host: string;
  server: Server;
  close: () => Promise<void>;
}

/**
 * The whole Koa app (edges, upload module, API, Remix with the production build) in this process on
 * a free loopback port, over the given services. Faster than the bundle and lets a test vary config.
 */
export async function startAppServer(services: Services): Promise<AppServer> {
  const build = (await import(pathToFileURL(path.resolve(BUILD)).href)) as ServerBuild;
  const app = createApp(services, { build, clientDir: path.resolve("build/client"), isDraining: () => false });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
