import type { PriceCurrency } from "#server/db/models/content-enums.js";
import type { ReactNode } from "react";
import { INTL_LOCALES, useLocale, useT } from "~/utils/i18n";
import { cx } from "./styles";

/**
 * The one format module of the UI (docs/decisions/0007-form-pipeline-and-ui-kit.md): sizes, counts, dates, prices,
 * the `Time` element and the `StatusBadge` pill. Dates are shown in Bangladesh time, identically on the server and
 * in the browser (no hydration mismatch whatever the viewer's time zone).
 */

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A byte count as megabytes with at most one decimal ("15", "2.5"), for limits written next to "MB". */
export function megabytes(bytes: number): string {
  return String(Math.round((bytes / (1024 * 1024)) * 10) / 10);
}

/** "1 report", "3 reports"; `many` for irregular plurals, or a `{ one, many }` noun. */
export function plural(count: number, one: string | { one: string; many: string }, many?: string): string {
  const noun = typeof one === "string" ? { one, many: many ?? `${one}s` } : one;
  return `${count.toLocaleString("en-US")} ${count === 1 ? noun.one : noun.many}`;
}

/**
 * A date formatter made on its first use. Making one loads the locale's and the time zone's data: for these three,
 * about 100 ms of a page's start in Chromium with the CPU slowed down four times (a phone's speed), which every
 * page would otherwise pay, most of them without showing a single date.
 */
function formatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "Asia/Dhaka" }));
}

const dateTime = formatter({ dateStyle: "medium", timeStyle: "short" });
const dateOnly = formatter({ dateStyle: "medium" });
const timeOnly = formatter({ timeStyle: "short" });

/** "23 Nov 2026, 14:05 GMT+6". */
export function formatDateTime(iso: string | Date): string {
  return `${dateTime().format(new Date(iso))} GMT+6`;
}

/** Date and time apart, for narrow table columns. */
export function formatDateAndTime(iso: string | Date): { date: string; time: string } {
  const d = new Date(iso);
  return { date: dateOnly().format(d), time: `${timeOnly().format(d)} GMT+6` };
}

/** A point in time as a `<time>` element in Bangladesh time; a dash when there is none. */
export function Time({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-slate-500">—</span>;
  return <time dateTime={iso}>{dateTime().format(new Date(iso))}</time>;
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

/** A calendar date 'YYYY-MM-DD' → '15 November 2023' without time zones (the same text on server and client). */
export function formatDate(isoDate: string | null): string {
  if (!isoDate) return "—";
  const [y, m, d] = isoDate.split("-").map(Number);
  if (!y || !m || !d) return isoDate;
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/**
 * An amount in the currency it was entered in, the currency named by its code ('BDT 4,500,000', 'SAR 1,250.50'):
 * a symbol could be misread (a dollar sign, or ﷼ which few visitors recognise).
 */
export function formatMoney(amount: string | number, currency: PriceCurrency): string {
  const value = Number(amount);
  const hasCents = !Number.isInteger(value);
  return `${currency} ${value.toLocaleString("en-US", { minimumFractionDigits: hasCents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** A service card's price as the site shows it: 'From BDT 4,500,000' or 'From SAR 45,000', as the office entered it. */
export function formatStartingPrice(startingPrice: string, currency: PriceCurrency): string {
  return `From ${formatMoney(startingPrice, currency)}`;
}

/** `formatStartingPrice` on a public page: in the page's language and digits ('BDT ৪৫,০০,০০০ থেকে' in Bangla). */
export function useStartingPrice(): (startingPrice: string, currency: PriceCurrency) => string {
  const t = useT();
  const locale = useLocale();
  return (startingPrice, currency) => {
    const value = Number(startingPrice);
    const hasCents = !Number.isInteger(value);
    const amount = value.toLocaleString(INTL_LOCALES[locale], {
      minimumFractionDigits: hasCents ? 2 : 0,
      maximumFractionDigits: 2,
    });
    return t("services.fromPrice", { price: `${currency} ${amount}` });
  };
}

/** The first `max` characters of a text, cut at a word boundary where possible, with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

const BADGE_TONES = {
  sky: "bg-sky-100 text-sky-900 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800",
  amber: "bg-amber-100 text-amber-900 ring-amber-300 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800",
  violet: "bg-violet-100 text-violet-900 ring-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-800",
  emerald: "bg-emerald-100 text-emerald-900 ring-emerald-300 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800",
  red: "bg-red-100 text-red-900 ring-red-300 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
  slate: "bg-slate-100 text-slate-800 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600",
  muted: "bg-slate-50 text-slate-500 ring-slate-200 dark:bg-slate-900 dark:text-slate-400 dark:ring-slate-700",
  brand: "bg-brand-50 text-brand-700 ring-brand-200 dark:bg-brand-900 dark:text-brand-100 dark:ring-brand-700",
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/**
 * The one status pill: a tone and a label, optionally a spinner (work in progress) and a detail line under it
 * (e.g. why an image or a payment failed). Each domain maps its statuses to a tone and its own wording.
 */
export function StatusBadge({
  tone,
  children,
  busy = false,
  detail,
}: {
  tone: BadgeTone;
  children: ReactNode;
  busy?: boolean;
  detail?: ReactNode;
}) {
  const pill = (
    <span
      className={cx(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        BADGE_TONES[tone],
      )}
    >
      {busy ? (
        <span aria-hidden="true" className="size-2.5 animate-spin rounded-full border-2 border-current border-t-transparent" />
      ) : null}
      {children}
    </span>
  );
  if (!detail) return pill;
  return (
    <span className="inline-flex flex-col items-start gap-1">
      {pill}
      <span className="max-w-64 text-xs text-slate-600 dark:text-slate-400">{detail}</span>
    </span>
  );
}
