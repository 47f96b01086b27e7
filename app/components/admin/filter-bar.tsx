import { Form, Link, useLocation, useSearchParams } from "@remix-run/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { SearchIcon } from "./icons";
import { card, cx, focusRing, inputBase, labelBase } from "~/components/ui/styles";

/*
 * The filter bar of an admin list (payments, a form's responses): a GET search form, so the address keeps the
 * selection and it works without JavaScript, and the list's statuses as links with their counts. Links change part
 * of the query and keep the rest (`useListHref`).
 */

/** Changes of a list's query: a value sets a parameter, null (or "") removes it. */
export type QueryChanges = Record<string, string | null>;

/**
 * The address of this list with `changes` made to its query: every other parameter (a tab, the other filters) stays;
 * the page number starts again unless `changes` names it.
 */
export function useListHref(): (changes: QueryChanges) => string {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  return (changes) => {
    const next = new URLSearchParams(params);
    next.delete("page");
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}

/** A labelled input of a filter form (the search, a day). */
export function FilterInput({
  label,
  id,
  className,
  ...input
}: { label: string; id: string; className?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={cx("min-w-0", className)}>
      <label htmlFor={id} className={labelBase}>
        {label}
      </label>
      <input id={id} className={cx(inputBase, "mt-1.5")} {...input} />
    </div>
  );
}

/**
 * The search input of a list's GET form (`q`) with its submit button beside it: the button shows `button` or, without
 * it, only the magnifier (named by `label`). `hideLabel` keeps the label for screen readers only.
 */
export function SearchBox({
  id,
  label,
  hideLabel = false,
  value,
  button,
  className,
  ...input
}: {
  id: string;
  label: string;
  hideLabel?: boolean;
  value: string;
  button?: string;
  className?: string;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "placeholder" | "maxLength" | "autoCapitalize">) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : labelBase}>
        {label}
      </label>
      <div className={cx("flex gap-2", !hideLabel && "mt-1.5")}>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={value}
          // a new value from the loader (back button, links) remounts the uncontrolled input
          key={value}
          className={cx(inputBase, "min-w-0 flex-1")}
          {...input}
        />
        <button
          type="submit"
          className={buttonClass({ surface: "admin", variant: "secondary" })}
          aria-label={button ? undefined : label}
        >
          <SearchIcon className="size-4" />
          {button}
        </button>
      </div>
    </div>
  );
}

/** A status link's look (and any other filter link of a list): a pill, filled for the one shown. */
export const statusLink = (current: boolean) =>
  cx(
    "inline-flex min-h-9 items-center gap-1 rounded-full px-3.5 text-sm font-medium ring-1 ring-inset",
    current
      ? "bg-brand-800 text-white ring-brand-800 dark:bg-accent-500 dark:text-brand-900 dark:ring-accent-500"
      : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700",
    focusRing,
  );

export function FilterBar<S extends string>({
  id,
  search,
  keep,
  filters,
  clear,
  statuses,
  note,
  className,
}: {
  /** Prefix of the bar's element ids. */
  id: string;
  search: { label: string; placeholder: string; value: string };
  /** Parameters the search form sends on unchanged (the open tab, the chosen status). */
  keep: Record<string, string | null>;
  /** More inputs of the search form (days). */
  filters?: ReactNode;
  /** The parameters "Clear" removes, when any of them is set. */
  clear: QueryChanges;
  statuses: {
    /** The status links' name ("Filter payments by status"). */
    label: string;
    current: S | null;
    counts: Record<S, number>;
    order: readonly S[];
    names: Record<S, string>;
    /** What else a status link changes besides the status (e.g. leaves a single response). */
    changes?: QueryChanges;
  };
  note?: ReactNode;
  className?: string;
}) {
  const hrefWith = useListHref();
  const all = Object.values<number>(statuses.counts).reduce((a, b) => a + b, 0);
  const links: Array<{ status: S | null; name: string; count: number }> = [
    { status: null, name: "All", count: all },
    ...statuses.order.map((s) => ({ status: s, name: statuses.names[s], count: statuses.counts[s] })),
  ];
  const cleared = Object.fromEntries(Object.keys(clear).map((key) => [key, null]));
  return (
    <div className={cx(card, "space-y-4 p-4", className)}>
      <Form method="get" role="search" preventScrollReset className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <FilterInput
          id={`${id}-q`}
          label={search.label}
          type="search"
          name="q"
          defaultValue={search.value}
          maxLength={100}
          placeholder={search.placeholder}
          className="flex-1 sm:min-w-64"
        />
        {filters}
        <div className="flex gap-2">
          <button type="submit" className={buttonClass({ surface: "admin" })}>
            Search
          </button>
          {Object.values(clear).some(Boolean) ? (
            <Link to={hrefWith(cleared)} preventScrollReset className={buttonClass({ surface: "admin", variant: "secondary" })}>
              Clear
            </Link>
          ) : null}
        </div>
        {note ? <p className="text-xs text-slate-600 sm:basis-full dark:text-slate-400">{note}</p> : null}
      </Form>
      <nav aria-label={statuses.label} className="flex flex-wrap gap-2">
        {links.map((link) => {
          const current = statuses.current === link.status;
          return (
            <Link
              key={link.name}
              to={hrefWith({ ...statuses.changes, status: link.status })}
              preventScrollReset
              aria-current={current ? "true" : undefined}
              className={statusLink(current)}
            >
              {link.name} <span className="tabular-nums opacity-80">({link.count})</span>
            </Link>
          );
        })}
      </nav>
    </div>
  );
}
