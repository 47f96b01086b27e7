// /contact-us is the same page as /contact (SPEC §2); its canonical URL is /contact.
export { loader, action, meta, ErrorBoundary, default } from "./_site.contact";
