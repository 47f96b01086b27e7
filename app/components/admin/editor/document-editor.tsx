import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useBlocker, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { translationStatus } from "#server/modules/i18n/translations.js";
import type { Locale } from "#server/modules/i18n/locales.js";
import type { z } from "zod";
import type { DocumentState } from "#server/modules/content/editing.server.js";
import { sectionSchema } from "#server/modules/content/sections.js";
import { sectionTitleOf } from "#server/modules/content/section-names.js";
import type { FixedBlock } from "./editors";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { PageHeader } from "~/components/admin/PageHeader";
import { Button } from "~/components/ui/button-element";
import { buttonClass } from "~/components/ui/button";
import { Field, FormErrors, TextareaField } from "~/components/ui/field";
import { formatDateTime } from "~/components/ui/format";
import { card, cx, focusRing } from "~/components/ui/styles";
import type { DocumentEditorReply } from "~/utils/document-editor.server";
import { ConflictNotice } from "./conflict-notice";
import { History, type HistoryProps } from "./history";
import {
  emptyValue,
  fieldListOf,
  hasProblems,
  ItemControls,
  labelOf,
  memberOf,
  SchemaFields,
  useAddedSince,
  type ImageChoice,
} from "./schema-form";
import { SECTION_LABELS } from "./differences";
import {
  EDITOR_LANGUAGE_NAMES as LANGUAGE_LABEL,
  initialEditorLocale,
  LanguageSwitch,
  TranslationInputs,
  TranslationProvider,
  useLinkedFieldShown,
} from "./translations";

/**
 * One screen for every editable document (pages, navbar, footer): the generated form, Save draft / Preview /
 * Publish, the version history with Restore, and a prompt before leaving with unsaved changes.
 */

type Jsonified<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Jsonified<T[K]> } : T;

interface DocumentEditorData extends Omit<HistoryProps, "revision" | "action" | "dirty"> {
  document: string;
  state: Jsonified<DocumentState<unknown>>;
  images: ImageChoice[];
  /** What each fixed part of the page shows now, by its id. */
  fixedContent: Record<string, string[]>;
}

const SECTION_TYPES = (sectionSchema.options as z.core.$ZodType[]).map((o) => {
  const type = (o._zod.def as unknown as { shape: { type: { _zod: { def: { values: string[] } } } } }).shape.type._zod.def
    .values[0]!;
  return type;
});

/**
 * Asks before leaving an editor whose form has unsaved changes: in-app links through a dialog (Remix's blocker),
 * closing or reloading the tab through the browser's own question (beforeunload).
 */
function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  // "Leave" closes the dialog too: that close must not cancel the navigation it just let go.
  const leaving = useRef(false);
  useEffect(() => {
    if (blocker.state === "blocked") leaving.current = false;
  }, [blocker.state]);
  // The listener stays for the editor's life and reads the latest render's answer: effects run after a paint, so
  // one added when the form turns dirty could miss a tab closed straight after typing.
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyNow.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, []);
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && !leaving.current && blocker.state === "blocked") blocker.reset();
      }}
      title="Leave without saving?"
      description="You have changes on this page that are not saved. If you leave now, they are lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave and lose changes"
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    />
  );
}

/** A localised public address: `/bn/service`, `/ar/` (the home page), English unchanged. */
function previewAddress(path: string, locale: Locale): string {
  const localized = locale === "en" ? path : `/${locale}${path}`;
  return `${localized}?preview=draft`;
}

/**
 * After a refused submit (checked in the browser or by the server), opens every closed section holding a field
 * with a problem and moves focus to the first such field, so nothing to fix stays folded away.
 */
function useProblemsShown(formId: string, lastResult: unknown) {
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const show = () => {
      const invalid = [...form.elements].filter((el) => el.getAttribute("aria-invalid") === "true");
      if (invalid.length === 0) return;
      for (const el of invalid) {
        const details = el.closest("details");
        if (details && !details.open) details.open = true;
      }
      if (!form.contains(document.activeElement) || document.activeElement?.getAttribute("aria-invalid") !== "true")
        (invalid[0] as HTMLElement).focus();
    };
    show();
    // the browser's check re-renders the fields after the submit event: look once that render is painted
    const onSubmit = () => requestAnimationFrame(show);
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, [formId, lastResult]);
}

interface DocumentEditorProps {
  title: string;
  description: string;
  schema: z.ZodType<Record<string, unknown>>;
  /** The editor's own address: forms post there even when it is also shown at /admin or /admin/layouts. */
  action: string;
  /** The public page that shows this document, previewed with the saved draft applied. */
  previewPath?: string;
  /** Parts of the page that are not sections, listed where the site shows them. */
  fixed?: readonly FixedBlock[];
}

export function DocumentEditor(props: DocumentEditorProps) {
  const { document, state } = useLoaderData<DocumentEditorData>();
  // A new revision (saved, published, restored, or reloaded after a conflict) starts the form afresh from the
  // stored content (for a collection that includes the row ids of items published just now); a refused save
  // does not load the editor again (shouldRevalidate of app/admin-editor-route.tsx), so everything typed stays.
  return <EditorAtRevision key={`${document}@${state.revision}`} {...props} />;
}

function EditorAtRevision({ title, description, schema, action, previewPath, fixed }: DocumentEditorProps) {
  const { document, state, versions, live, draft, comparison, restoring, images, fixedContent } =
    useLoaderData<DocumentEditorData>();
  const lastResult = useActionData<DocumentEditorReply>();
  const navigation = useNavigation();
  // The revision this form was loaded at: every save, publish and restore from it names this one until the editor
  // is loaded again, even where the page shows a newer revision (rendered after a refusal without JavaScript).
  const base = lastResult?.base ?? state.revision;
  const conflict = lastResult?.conflict;
  const [form, fields] = useForm<Record<string, unknown>, Record<string, unknown>, string[]>({
    id: `editor-${document}`,
    lastResult: navigation.state === "idle" ? lastResult : null,
    defaultValue: (state.content ?? emptyValue(schema)) as never,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const isPage = document.startsWith("page:");
  const location = useLocation();
  const [locale, setLocale] = useState<Locale>(() => initialEditorLocale(location.search));
  const [translationsDirty, setTranslationsDirty] = useState(false);
  const dirty = form.dirty || translationsDirty;
  const status = state.content ? translationStatus(schema, state.content, state.translations) : null;
  const previewUrl = previewPath ? previewAddress(previewPath, locale) : null;
  useProblemsShown(form.id, lastResult);
  useLinkedFieldShown();

  return (
    <div className="space-y-6">
      <PageHeader title={title} description={description} />
      <UnsavedChangesPrompt dirty={dirty && navigation.state === "idle"} />
      <LanguageSwitch locale={locale} onSwitch={setLocale} status={status} />
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="draft-status">
        {state.unpublished
          ? "Draft not published yet"
          : state.revision > 0
            ? "Published: the site shows this content"
            : "Not edited yet"}
        {state.updatedAt
          ? ` · last saved ${formatDateTime(state.updatedAt)}${state.updatedBy.name ? ` by ${state.updatedBy.name}` : ""}`
          : ""}
      </p>
      <Form method="post" action={action} {...getFormProps(form)} className="space-y-6">
        {/* Enter in a text box saves the draft: the first submit button is the form's default, so it must not be a
            list control (add / move / remove are submit buttons too, for the no-JavaScript path). */}
        <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
          Save draft
        </button>
        <input type="hidden" name="revision" value={base} />
        {conflict ? <ConflictNotice conflict={conflict} /> : <FormErrors form={form} />}
        <TranslationProvider value={{ locale, translations: state.translations, onChange: () => setTranslationsDirty(true) }}>
          {isPage ? (
            <>
              <div className={cx(card, "space-y-4 p-4")}>
                <div>
                  <Field field={fields.title as never} label="Page title (browser tab and search results)" />
                  <TranslationInputs path="title" label="Page title" multiline={false} />
                </div>
                <div>
                  <TextareaField field={fields.description as never} label="Search description" textareaProps={{ rows: 2 }} />
                  <TranslationInputs path="description" label="Search description" multiline />
                </div>
              </div>
              <SectionsEditor
                form={form}
                field={fields.sections as never}
                images={images}
                fixed={fixed ?? []}
                fixedContent={fixedContent}
              />
            </>
          ) : (
            <div className={cx(card, "p-4")}>
              <SchemaFields
                schema={schema}
                fieldset={fields as never}
                form={form}
                images={images}
                collection={document.startsWith("collection:")}
              />
            </div>
          )}
        </TranslationProvider>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-slate-200 bg-white px-4 py-2.5 sm:py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] dark:border-slate-700 dark:bg-slate-950">
          <Button surface="admin" type="submit" name="intent" value="save" variant="secondary">
            Save draft
          </Button>
          <Button surface="admin" type="submit" name="intent" value="publish" variant="primary">
            Publish
          </Button>
          {previewUrl ? (
            <>
              <Button surface="admin" asChild variant="ghost" size="sm">
                {/* one row on a phone: the short word there, the whole name for screen readers everywhere */}
                <a
                  href={previewUrl}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={locale === "en" ? "Preview saved draft" : `Preview saved draft in ${LANGUAGE_LABEL[locale]}`}
                >
                  <span className="sm:hidden">Preview{locale === "en" ? "" : ` (${locale})`}</span>
                  <span className="max-sm:hidden">
                    Preview saved draft{locale === "en" ? "" : ` in ${LANGUAGE_LABEL[locale]}`}
                  </span>
                </a>
              </Button>
              {/* pointless on a phone, where the preview above already is phone width */}
              <Button
                surface="admin"
                type="button"
                variant="ghost"
                size="sm"
                className="max-sm:hidden"
                onClick={() => window.open(previewUrl, "crestline-phone-preview", "width=390,height=844")}
              >
                Preview at phone width
              </Button>
            </>
          ) : null}
          {dirty ? (
            <span className="text-sm text-amber-700 max-sm:order-first max-sm:basis-full max-sm:text-xs dark:text-amber-300">
              Unsaved changes
            </span>
          ) : null}
        </div>
      </Form>
      <History
        versions={versions}
        live={live}
        draft={draft}
        comparison={comparison}
        restoring={restoring}
        revision={base}
        action={action}
        dirty={dirty}
      />
    </div>
  );
}

/** Where each fixed part goes among the sections as they stand in the form: the index of the section it precedes. */
function fixedPlaces(types: string[], fixed: readonly FixedBlock[]): Map<number, FixedBlock[]> {
  const places = new Map<number, FixedBlock[]>();
  const hero = types.indexOf("hero");
  const cta = types.lastIndexOf("cta");
  for (const block of fixed) {
    const at = block.place === "after-hero" ? hero + 1 : cta === -1 ? types.length : cta;
    places.set(at, [...(places.get(at) ?? []), block]);
  }
  return places;
}

function FixedEntry({ block, shows }: { block: FixedBlock; shows: string[] | undefined }) {
  return (
    <li
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-3 dark:border-slate-600 dark:bg-slate-900/60"
      data-testid="fixed-section"
    >
      <p className="font-semibold">
        {block.title}
        {shows && shows.length > 0 ? <span className="font-normal">: {shows.join(" · ")}</span> : null}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{block.description}</p>
      <Link to={block.link.to} className={buttonClass({ surface: "admin", variant: "secondary", size: "sm", className: "mt-2" })}>
        {block.link.label}
      </Link>
    </li>
  );
}

function SectionsEditor({
  form,
  field,
  images,
  fixed,
  fixedContent,
}: {
  form: Parameters<typeof SchemaFields>[0]["form"];
  field: Parameters<typeof fieldListOf>[0];
  images: ImageChoice[];
  fixed: readonly FixedBlock[];
  fixedContent: Record<string, string[]>;
}) {
  const sections = fieldListOf(field);
  const valueOf = (section: (typeof sections)[number]) =>
    (section as unknown as { value?: unknown; initialValue?: unknown }).value ??
    (section as unknown as { initialValue?: unknown }).initialValue;
  const types = sections.map((section) => {
    const value = valueOf(section);
    return value && typeof value === "object" && "type" in value ? String(value.type) : "";
  });
  const places = fixedPlaces(types, fixed);
  const fixedAt = (index: number) =>
    (places.get(index) ?? []).map((block) => <FixedEntry key={block.id} block={block} shows={fixedContent[block.id]} />);
  // Sections start closed (a page's form would be many screens long on a phone): a section opens by its title,
  // and one just added or with a problem to fix opens by itself.
  const isNew = useAddedSince(sections);
  return (
    <section aria-labelledby="sections-heading" className="space-y-4">
      <div>
        <h2 id="sections-heading" className="text-lg font-semibold">
          Sections (top to bottom)
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">Open a section by its title to change it.</p>
      </div>
      <FormErrors form={{ errorId: field.errorId, errors: field.errors }} />
      <ol className="space-y-4">
        {sections.map((section, index) => {
          const set = (
            section as unknown as { getFieldset(): Record<string, { initialValue?: unknown; value?: unknown }> }
          ).getFieldset();
          const type = String(set.type?.value ?? set.type?.initialValue ?? "");
          const member = memberOf(sectionSchema, type);
          // named by what it says: its heading, else its small heading or first entries (a row of figures)
          const heading = sectionTitleOf(valueOf(section));
          if (!member) return null;
          const problems = hasProblems(section);
          return [
            ...fixedAt(index),
            <li key={section.key} className={cx(card, "p-0")}>
              <details open={problems || isNew(section.key)} className="group">
                <summary className={cx(focusRing, "cursor-pointer rounded-xl px-4 py-3 font-semibold")}>
                  {SECTION_LABELS[type] ?? labelOf(type)}:{" "}
                  {heading || <span className="font-normal text-slate-600 italic dark:text-slate-300">no text yet</span>}
                  {problems ? (
                    <span className="ml-2 text-sm font-medium text-red-700 dark:text-red-300">(needs attention)</span>
                  ) : null}
                </summary>
                <div className="border-t border-slate-200 p-4 dark:border-slate-700">
                  <SchemaFields schema={member} fieldset={set as never} form={form} images={images} />
                  <ItemControls
                    form={form}
                    name={field.name}
                    index={index}
                    count={sections.length}
                    what={`section ${index + 1}`}
                  />
                </div>
              </details>
            </li>,
          ];
        })}
        {fixedAt(sections.length)}
      </ol>
      <div className={cx(card, "p-4")}>
        <p className="mb-2 text-sm font-medium">Add a section at the end</p>
        <div className="flex flex-wrap gap-2">
          {SECTION_TYPES.map((type) => (
            <Button
              surface="admin"
              type="submit"
              key={type}
              variant="secondary"
              size="sm"
              {...form.insert.getButtonProps({
                name: field.name,
                defaultValue: {
                  ...(emptyValue(memberOf(sectionSchema, type)!) as object),
                  id: `${type.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}`,
                } as never,
              })}
            >
              + {SECTION_LABELS[type] ?? labelOf(type)}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}
