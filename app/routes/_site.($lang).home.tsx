// /home is the home page under a second address (docs/product.md); its canonical URL is /.
export { loader, meta, ErrorBoundary, default } from "./_site.($lang)._index";
