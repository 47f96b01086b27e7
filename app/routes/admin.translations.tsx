import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { documentTranslationStatus } from "#server/modules/content/translation-status.server.js";
import { LOCALE_NAMES, TRANSLATED_LOCALES, type TranslatedLocale } from "#server/modules/i18n/locales.js";
import { translationInputId } from "#server/modules/i18n/translations.js";
import { DOCUMENT_EDITORS } from "~/components/admin/editor/editors";
import { itemNameOf, labelOf } from "~/components/admin/editor/schema-form";
import { LANGUAGE_NAMES } from "~/components/admin/editor/translations";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { card, cx, focusRing } from "~/components/ui/styles";

export const meta: MetaFunction = () => adminMeta("Translations");

/** Per language, how much of each page and collection is translated, and the texts still missing. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const status = await documentTranslationStatus(
    context.services,
    DOCUMENT_EDITORS.map((e) => e.document),
  );
  return {
    documents: status.map(({ document, languages }) => {
      const editor = DOCUMENT_EDITORS.find((e) => e.document === document)!;
      return {
        document,
        title: editor.title,
        path: editor.path,
        languages: Object.fromEntries(
          TRANSLATED_LOCALES.map((l) => [
            l,
            {
              total: languages[l].total,
              translated: languages[l].translated,
              missing: languages[l].missing,
            },
          ]),
        ) as Record<TranslatedLocale, { total: number; translated: number; missing: { path: string; english: string }[] }>,
      };
    }),
  };
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
  const { documents } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Translations"
        description="How much of each page and list is translated into Bangla and Arabic. A text without a translation shows in English on that language's site; publishing is never blocked by a missing translation. Open a missing text to translate it in its editor."
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
                  <li key={d.document} className="py-3" data-testid={`status-${locale}-${d.document}`}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <Link
                        to={`${d.path}?lang=${locale}`}
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
                            <li key={m.path} className="min-w-0">
                              <Link
                                to={`${d.path}?lang=${locale}#${translationInputId(locale, m.path)}`}
                                className={cx(
                                  focusRing,
                                  "font-medium text-sky-800 underline underline-offset-2 dark:text-sky-300",
                                )}
                              >
                                {describePath(m.path)}
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
