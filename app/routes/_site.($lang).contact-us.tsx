// /contact-us is the same page as /contact (docs/product.md); its canonical URL is /contact.
export { loader, action, headers, meta, ErrorBoundary, default } from "./_site.($lang).contact";
