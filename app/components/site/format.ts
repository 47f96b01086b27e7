/**
 * Service prices are stored in Bangladeshi taka (the construction business is in Bangladesh; the
 * Saudi side quotes per project). Shown as 'From BDT 4,500,000': the spec's 'From ${startingPrice}'
 * with the currency named instead of a dollar sign that would misstate it.
 */
export function formatStartingPrice(startingPrice: string): string {
  const amount = Number(startingPrice);
  const hasCents = !Number.isInteger(amount);
  return `From BDT ${amount.toLocaleString("en-US", { minimumFractionDigits: hasCents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** 'YYYY-MM-DD' → '15 November 2023' without time zones (the same text on server and client). */
export function formatDate(isoDate: string | null): string {
  if (!isoDate) return "—";
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The first `max` characters of a text, cut at a word boundary where possible, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}
