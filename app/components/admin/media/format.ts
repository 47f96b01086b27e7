/**
 * Dates are shown in Bangladesh time with the offset spelled out, identically on the server and in
 * the browser (no hydration mismatch whatever the viewer's time zone).
 */
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Dhaka",
});

const dateOnly = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "Asia/Dhaka" });
const timeOnly = new Intl.DateTimeFormat("en-GB", { timeStyle: "short", timeZone: "Asia/Dhaka" });

export function formatDateTime(iso: string | Date): string {
  return `${dateTime.format(new Date(iso))} GMT+6`;
}

/** Date and time apart, for narrow table columns. */
export function formatDateAndTime(iso: string | Date): { date: string; time: string } {
  const d = new Date(iso);
  return { date: dateOnly.format(d), time: `${timeOnly.format(d)} GMT+6` };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

/** "1 report", "3 reports". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}
