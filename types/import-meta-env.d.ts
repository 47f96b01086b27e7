interface ImportMetaEnv {
  /** True in the browser half of `vite build`, which runs on Preact's compatibility layer (vite.config.ts). */
  readonly BROWSER_ON_PREACT: boolean;
}
