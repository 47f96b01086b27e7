import type { Services } from "./services.js";
import type { UploadedFiles } from "./modules/files/stored-file.js";

/** What every Remix loader and action receives as `context`. Built per request by the Koa adapter. */
interface RequestContext {
  services: Services;
  requestId: string;
  clientIp: string;
  /** Files the upload module streamed into storage for this (multipart) request. Empty otherwise. */
  uploads: UploadedFiles;
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
declare module "@remix-run/server-runtime" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
