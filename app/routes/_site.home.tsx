// /home is the home page under a second address (SPEC §2); its canonical URL is /.
export { loader, meta, ErrorBoundary, default } from "./_site._index";
