/**
 * The schema.org JobPosting rules of Google's job-posting structured data
 * (developers.google.com/search/docs/appearance/structured-data/job-posting), for a test to check a posting against:
 *
 *   required    — title, description, datePosted (ISO 8601), hiringOrganization (an Organization with a name),
 *                 jobLocation (a Place with a PostalAddress giving at least its country);
 *   recommended — validThrough (ISO 8601 date-time), employmentType (Google's values), baseSalary (a MonetaryAmount in
 *                 an ISO 4217 currency whose value is a QuantitativeValue with a number or a min–max range and a
 *                 unitText of HOUR, DAY, WEEK, MONTH or YEAR), directApply (boolean).
 *
 * A recommended property that is present is always checked; `recommended: true` also requires every one of them
 * (a structured job with a salary and a closing date). Returns the paths that break the rules ([] when none).
 */
export function jobPostingProblems(posting: unknown, { recommended = false } = {}): string[] {
  const problems: string[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an arbitrary JSON document, checked member by member
  const json = JSON.parse(JSON.stringify(posting ?? {})) as Record<string, any>; // what the page's script carries
  const text = (v: unknown) => typeof v === "string" && v.trim().length > 0;
  const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2})?)?$/;
  const present = (key: string) => key in json || (recommended && (problems.push(key), false));

  if (json["@context"] !== "https://schema.org" || json["@type"] !== "JobPosting") problems.push("@type");
  if (!text(json.title)) problems.push("title");
  if (!text(json.description)) problems.push("description");
  if (!isoDate.test(json.datePosted ?? "")) problems.push("datePosted");
  const organization = json.hiringOrganization;
  if (organization?.["@type"] !== "Organization" || !text(organization?.name)) problems.push("hiringOrganization");
  const address = json.jobLocation?.address;
  if (json.jobLocation?.["@type"] !== "Place" || address?.["@type"] !== "PostalAddress" || !text(address?.addressCountry))
    problems.push("jobLocation.address");

  if (present("validThrough") && (!isoDate.test(json.validThrough ?? "") || !json.validThrough.includes("T")))
    problems.push("validThrough");
  const types = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"];
  if (present("employmentType") && ![json.employmentType].flat().every((t) => types.includes(t))) problems.push("employmentType");
  if (present("baseSalary")) {
    const salary = json.baseSalary ?? {};
    if (salary["@type"] !== "MonetaryAmount") problems.push("baseSalary.@type");
    if (!/^[A-Z]{3}$/.test(salary.currency ?? "")) problems.push("baseSalary.currency");
    const value = salary.value;
    const single = typeof value?.value === "number";
    const range = typeof value?.minValue === "number" && typeof value?.maxValue === "number" && value.minValue <= value.maxValue;
    if (
      value?.["@type"] !== "QuantitativeValue" ||
      !(single || range) ||
      !["HOUR", "DAY", "WEEK", "MONTH", "YEAR"].includes(value?.unitText)
    )
      problems.push("baseSalary.value");
  }
  if ("directApply" in json && typeof json.directApply !== "boolean") problems.push("directApply");
  return problems;
}
