import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { documentTranslationStatus } from "#server/modules/content/translation-status.server.js";
import { LOCALE_NAMES, TRANSLATED_LOCALES, type TranslatedLocale } from "#server/modules/i18n/locales.js";
import { translationInputId, type LanguageStatus } from "#server/modules/i18n/translations.js";
import { FORM_ADMIN_SLUGS } from "#server/db/models/form-enums.js";
import { formTranslationStatus } from "#server/modules/forms/admin.server.js";
import { jobTranslationStatus } from "#server/modules/jobs/admin.server.js";
import { DOCUMENT_EDITORS } from "~/components/admin/editor/editors";
import { itemNameOf, labelOf } from "~/components/admin/editor/schema-form";
import { LANGUAGE_NAMES } from "~/components/admin/editor/translations";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { card, cx, focusRing } from "~/components/ui/styles";

export const meta: MetaFunction = () => adminMeta("Translations");

type Status = Record<TranslatedLocale, LanguageStatus>;
/** A text without a translation: where it is (in words), its English, and the link to its box in its editor. */
interface MissingText {
  label: string;
  english: string;
  href: string;
}
/** One line of the page: an editable page or list, the jobs, or a form, with its status per language. */
interface StatusEntry {
  key: string;
  title: string;
  /** Its editor. */
  href: string;
  languages: Record<TranslatedLocale, { total: number; translated: number; missing: MissingText[] }>;
}

/** `base?lang=bn#i18n-bn-<path>`: the editor open in that language at that text's box. */
const boxLink = (base: string, locale: TranslatedLocale, path: string) =>
  `${base}${base.includes("?") ? "&" : "?"}lang=${locale}#${translationInputId(locale, path)}`;

/** An entry made of several records' statuses (every job; a form's name and fields), each missing text named by `describe`. */
function entryOf(
  key: string,
  title: string,
  href: string,
  parts: Array<{ status: Status; editor: string; describe(path: string): string }>,
): StatusEntry {
  const languages = Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => [
      l,
      {
        total: parts.reduce((n, p) => n + p.status[l].total, 0),
        translated: parts.reduce((n, p) => n + p.status[l].translated, 0),
        missing: parts.flatMap((p) =>
          p.status[l].missing.map((m) => ({ label: p.describe(m.path), english: m.english, href: boxLink(p.editor, l, m.path) })),
        ),
      },
    ]),
  ) as StatusEntry["languages"];
  return { key, title, href, languages };
}

/** `options[2]` → "Option 3"; `name` → "Label". */
const describeFieldPath = (path: string) => {
  const option = /^options\[(\d+)\]$/.exec(path);
  return option ? `Option ${Number(option[1]) + 1}` : "Label";
};

const FORM_PAGES = Object.entries(FORM_ADMIN_SLUGS).map(([slug, id]) => ({ slug, id }));

/**
 * Per language, how much of each page and collection is translated, and the texts still missing: the documents of the
 * content editors, then the jobs and the forms (their names, field labels and options).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const [documents, jobs, forms] = await Promise.all([
    documentTranslationStatus(
      context.services,
      DOCUMENT_EDITORS.map((e) => e.document),
    ),
    jobTranslationStatus(db),
    formTranslationStatus(db),
  ]);
  const entries: StatusEntry[] = documents.map(({ document, languages }) => {
    const editor = DOCUMENT_EDITORS.find((e) => e.document === document)!;
    return entryOf(document, editor.title, editor.path, [{ status: languages, editor: editor.path, describe: describePath }]);
  });
  const jobsPage = "/admin/forms-and-reports/apply-now?tab=jobs";
  entries.push(
    entryOf(
      "jobs",
      "Jobs",
      jobsPage,
      jobs.map((j) => ({
        status: j.languages,
        editor: `${jobsPage}&job=${j.id}`,
        describe: (path) => `${j.title} › ${path === "title" ? "Job title" : "Requirements"}`,
      })),
    ),
  );
  for (const form of forms) {
    const slug = FORM_PAGES.find((f) => f.id === form.formId)?.slug;
    if (!slug) continue;
    const fieldsTab = `/admin/forms-and-reports/${slug}?tab=fields`;
    entries.push(
      entryOf(`form:${slug}`, `Form: ${form.title}`, fieldsTab, [
        { status: form.form, editor: fieldsTab, describe: (path) => (path === "title" ? "Form name" : "Form description") },
        ...form.fields.map((f) => ({
          status: f.languages,
          editor: `${fieldsTab}&edit=${f.id}`,
          describe: (path: string) => `Field “${f.name}” › ${describeFieldPath(path)}`,
        })),
      ]),
    );
  }
  return { entries };
}

/** `sections[1].items[0].question` → "Section 2 › Item 1 › Question". */
function describePath(path: string): string {
  const parts: string[] = [];
  for (const match of path.matchAll(/([A-Za-z]+)(?:\[(\d+)\])?/g)) {
    const [, key, index] = match;
    const name = path.slice(0, (match.index ?? 0) + key!.length);
    if (index !== undefined) {
      const item = key === "sections" ? "section" : itemNameOf(key!, name);
      parts.push(`${item.charAt(0).toUpperCase()}${item.slice(1)} ${Number(index) + 1}`);
    } else parts.push(labelOf(key!, name));
  }
  return parts.join(" › ");
}

const percent = (translated: number, total: number) => (total === 0 ? 100 : Math.floor((translated / total) * 100));

export default function Translations() {
  const { entries: documents } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Translations"
        description="How much of each page, list, job and form is translated into Bangla and Arabic. A text without a translation shows in English on that language's site; publishing is never blocked by a missing translation. Open a missing text to translate it in its editor."
      />
      {TRANSLATED_LOCALES.map((locale) => {
        const total = documents.reduce((n, d) => n + d.languages[locale].total, 0);
        const translated = documents.reduce((n, d) => n + d.languages[locale].translated, 0);
        return (
          <section key={locale} aria-labelledby={`lang-${locale}`} className={cx(card, "p-4")}>
            <h2 id={`lang-${locale}`} className="flex flex-wrap items-baseline gap-x-2 text-lg font-semibold">
              {LANGUAGE_NAMES[locale]} <span lang={locale}>({LOCALE_NAMES[locale]})</span>
              <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                {percent(translated, total)}% translated · {translated} of {total} texts
              </span>
            </h2>
            <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
              {documents.map((d) => {
                const s = d.languages[locale];
                const missing = s.total - s.translated;
                const p = percent(s.translated, s.total);
                return (
                  <li key={d.key} className="py-3" data-testid={`status-${locale}-${d.key}`}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <Link
                        to={`${d.href}${d.href.includes("?") ? "&" : "?"}lang=${locale}`}
                        className={cx(focusRing, "font-medium underline-offset-2 hover:underline")}
                      >
                        {d.title}
                      </Link>
                      <span className="text-sm text-slate-600 dark:text-slate-300">
                        {missing === 0 ? "Complete" : `${missing} missing`} · {p}%
                      </span>
                    </div>
                    <div
                      className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                      role="progressbar"
                      aria-label={`${d.title} in ${LANGUAGE_NAMES[locale]}`}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={p}
                    >
                      <div className={cx("h-full", p === 100 ? "bg-emerald-600" : "bg-sky-600")} style={{ width: `${p}%` }} />
                    </div>
                    {missing > 0 ? (
                      <details className="mt-2">
                        <summary
                          className={cx(
                            focusRing,
                            "cursor-pointer rounded text-sm font-medium text-slate-700 dark:text-slate-200",
                          )}
                        >
                          Show the {missing} missing {missing === 1 ? "text" : "texts"}
                        </summary>
                        <ul className="mt-2 space-y-1.5 text-sm">
                          {s.missing.map((m) => (
                            <li key={m.href} className="min-w-0">
                              <Link
                                to={m.href}
                                className={cx(
                                  focusRing,
                                  "font-medium text-sky-800 underline underline-offset-2 dark:text-sky-300",
                                )}
                              >
                                {m.label}
                              </Link>
                              <span className="block truncate text-slate-600 dark:text-slate-400" lang="en">
                                “{m.english}”
                              </span>
                            </li>
                          ))}
                        </ul>
                      </details>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
