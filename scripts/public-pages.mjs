// The public pages the benchmarks weigh: every page a visitor can open from the menus and the footer.
export const publicPages = [
  "/",
  "/about",
  "/services",
  "/project",
  "/gallery",
  "/man-power",
  "/apply-jobs-now",
  "/training",
  "/contact",
  "/quote",
  "/worker-registration",
  "/agent-registration",
  "/demand-submission",
];
