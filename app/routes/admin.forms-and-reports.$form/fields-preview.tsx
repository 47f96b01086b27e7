import { useEffect, useMemo, useRef } from "react";
import type { FormAdminSlug } from "#server/db/models/form-enums.js";
import { isJobField, type FieldDefinition } from "#server/modules/forms/fields.js";
import { DynamicForm } from "~/components/forms/dynamic-form";
import { useHydrated } from "~/components/forms/use-hydrated";
import { ExternalIcon } from "~/components/admin/icons";
import { PUBLIC_PAGES } from "./field-types";
import { toast } from "~/components/admin/toast";
import { localeDirection, localizePath, type Locale } from "#server/modules/i18n/locales.js";
import { card, cx } from "~/components/ui/styles";

/**
 * The public form as visitors see it (the same DynamicForm the public pages render), updated while the
 * admin types a new field or edits one. Submitting it sends nothing. Without JavaScript it is shown
 * disabled: the preview then only reflects saved fields. In Bangla or Arabic (the language the Fields tab edits)
 * the labels and options are their saved translations, English where one is missing.
 */
export function FieldPreview({
  slug,
  fields,
  maxFileBytes,
  highlightId,
  locale,
}: {
  slug: FormAdminSlug;
  /** The language the fields are shown in (already localised by the caller). */
  locale: Locale;
  fields: FieldDefinition[];
  maxFileBytes: number;
  /** The field being added (-1) or edited, outlined in the preview. */
  highlightId: number;
}) {
  const hydrated = useHydrated();
  const page = PUBLIC_PAGES[slug];
  const publicPath = localizePath(locale, page.path);
  const jobField = useMemo(() => (slug === "apply-now" ? fields.find(isJobField) : undefined), [slug, fields]);
  const containerRef = useRef<HTMLDivElement>(null);

  // Outlines the field being added or edited (DynamicForm renders each field as one child of the form).
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    container.querySelectorAll("[data-preview-highlight]").forEach((el) => el.removeAttribute("data-preview-highlight"));
    const input = container.querySelector(`[name="field_${highlightId}"], [name="file_${highlightId}"]`);
    input?.closest("form > *")?.setAttribute("data-preview-highlight", "");
  }, [highlightId, fields]);

  return (
    <aside aria-labelledby="preview-heading" className="min-w-0 xl:sticky xl:top-20 xl:self-start">
      <div className={cx(card, "overflow-hidden")}>
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-800/50">
          <h2 id="preview-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
            Live preview
          </h2>
          <a
            href={publicPath}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline dark:text-accent-400"
          >
            Open {publicPath}
            <ExternalIcon className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        <p className="px-4 pt-3 text-xs text-slate-600 dark:text-slate-400">
          Exactly what visitors see. Try it out: nothing you enter here is sent.
        </p>
        <div
          ref={containerRef}
          lang={locale}
          dir={localeDirection(locale)}
          className="max-h-[70vh] overflow-x-hidden overflow-y-auto px-4 pt-3 pb-5 [&_[data-preview-highlight]]:rounded-lg [&_[data-preview-highlight]]:outline-2 [&_[data-preview-highlight]]:outline-offset-4 [&_[data-preview-highlight]]:outline-accent-500 [&_[data-preview-highlight]]:outline-dashed"
          onSubmitCapture={(event) => {
            event.preventDefault();
            toast.success("This is only a preview: nothing was sent.");
          }}
        >
          {fields.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">Add a field to see the form.</p>
          ) : (
            <fieldset disabled={!hydrated} className="min-w-0">
              <legend className="sr-only">Preview of the public form</legend>
              <DynamicForm
                fields={fields}
                submitLabel={page.submitLabel}
                maxFileBytes={maxFileBytes}
                prefilled={jobField ? { fieldId: jobField.id, value: "Steel Fixer in Saudi Arabia" } : undefined}
              />
            </fieldset>
          )}
        </div>
      </div>
    </aside>
  );
}
