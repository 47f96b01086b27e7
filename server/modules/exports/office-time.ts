/**
 * Times in exports (docs/product.md, "Exports"): ISO 8601 in the office's time zone (the OFFICE_TIME_ZONE setting,
 * Asia/Dhaka by default) with its offset, `2026-11-27T14:05:09+06:00`, so a spreadsheet shows the office's clock
 * and nothing is ambiguous; and file names that say what and when, `payments-2026-11-27.csv`.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): Record<string, string> {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    });
    formats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

/** `2026-11-27T14:05:09+06:00`: the moment in `timeZone`, with its offset. */
export function isoInZone(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  // "GMT+06:00", or "GMT" for UTC itself
  const offset = p.timeZoneName === "GMT" ? "+00:00" : p.timeZoneName!.replace("GMT", "");
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** `2026-11-27`: the calendar day of `date` in `timeZone`. */
export function dayInZone(date: Date, timeZone: string): string {
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `worker-registrations-2026-11-27.csv`: what the export holds and the office's day it was made. */
export function exportFileName(what: string, at: Date, timeZone: string): string {
  return `${what}-${dayInZone(at, timeZone)}.csv`;
}
