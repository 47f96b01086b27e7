import { Form, useFetcher, useNavigate } from "@remix-run/react";
import type { FormAdminSlug } from "#server/db/models/form-enums.js";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { FieldDefinition, FieldType } from "#server/modules/forms/fields.js";
import { useHydrated } from "~/components/forms/use-hydrated";
import { FIELD_TYPE_LABELS, FIELD_TYPE_ORDER } from "./field-types";
import { FIELD_NAME_MAX, fieldInputSchema, isChoiceType } from "./schemas";
import { FieldPreview } from "./fields-preview";
import type { ActionData } from "./intent.server";
import { EditorButtons, IntentForm, useIntentForm } from "./intent-form";
import { refused, RowActions, useRowRemoval } from "./row-actions";
import { card, cx, hintText } from "~/components/ui/styles";
import { iconButton, LoadError } from "~/components/admin/responses-ui";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/field";
import { z } from "zod";
import type { AdminField } from "#server/modules/forms/admin.server.js";
import { fieldTextSchema, formTextSchema, localizeField, moveOptionTranslations } from "#server/modules/forms/translations.js";
import type { Locale } from "#server/modules/i18n/locales.js";
import { combinedStatus, translationStatus, type Translations } from "#server/modules/i18n/translations.js";
import {
  LanguageSwitch,
  MissingTranslations,
  TranslationInputs,
  TranslationProvider,
  useEditorLanguage,
  useLinkedFieldShown,
} from "~/components/admin/editor/translations";

/**
 * The Fields tab: the form's fields in priority order with add, edit, delete and reordering, beside a
 * live preview of the public form.
 *
 * Reordering: the up/down buttons, the drag handle with a pointer (mouse or touch), or the handle with
 * the keyboard (focus it, then ArrowUp/ArrowDown; Home/End jump to the ends). Every move is announced
 * in a live region and the whole order is saved shortly after the last move (one request, one
 * transaction renumbering 0..n-1). Without JavaScript the up/down buttons post a plain swap instead.
 */

export interface FieldDraft {
  name: string;
  fieldType: FieldType;
  required: boolean;
  options: string;
}

const TYPE_OPTIONS = FIELD_TYPE_ORDER.map((type) => ({ value: type, label: FIELD_TYPE_LABELS[type] }));
const SAVE_DELAY_MS = 600;

export function draftToField(draft: FieldDraft, id: number, priority: number): FieldDefinition {
  return {
    id,
    name: draft.name.trim() || "Untitled field",
    fieldType: draft.fieldType,
    required: draft.required,
    options: isChoiceType(draft.fieldType) ? [...new Set(draft.options.split(/\r?\n/).map((o) => o.trim()))].filter(Boolean) : [],
    priority,
  };
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

type FocusTarget = { id: number; control: "handle" | "up" | "down" };

/** The form's own texts: its name (and the description the REST API may set) with their Bangla and Arabic. */
export interface FormTexts {
  title: string;
  description: string | null;
  translations: Translations;
}

const fieldStatus = (field: AdminField) =>
  translationStatus(fieldTextSchema, { name: field.name, options: field.options }, field.translations);
const formStatus = (form: FormTexts) =>
  translationStatus(formTextSchema, { title: form.title, description: form.description }, form.translations);

export function FieldBuilder({
  slug,
  form: formTexts,
  fields,
  loadError,
  editFieldId,
  maxFileBytes,
}: {
  slug: FormAdminSlug;
  form: FormTexts;
  fields: AdminField[] | null;
  loadError: string | null;
  editFieldId: number | null;
  maxFileBytes: number;
}) {
  const hydrated = useHydrated();
  const [locale, setLocale] = useEditorLanguage();
  useLinkedFieldShown();
  const reorder = useFetcher<ActionData>({ key: `reorder-fields-${slug}` });

  const [order, setOrder] = useState<number[] | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  const [draft, setDraft] = useState<{ fieldId: number | null; value: FieldDraft } | null>(null);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const submitted = useRef<string | null>(null);
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const dragState = useRef<{ id: number; pointerId: number; startOrder: number[] } | null>(null);
  const instructionsId = useId();

  const serverIds = useMemo(() => (fields ?? []).map((f) => f.id), [fields]);
  const byId = useMemo(() => new Map((fields ?? []).map((f) => [f.id, f])), [fields]);
  const ids = useMemo(() => {
    if (!order) return serverIds;
    // fields added meanwhile (another tab) go last; deleted ones drop out
    const known = order.filter((id) => byId.has(id));
    return [...known, ...serverIds.filter((id) => !known.includes(id))];
  }, [order, serverIds, byId]);
  const shown = ids.map((id) => byId.get(id)!);

  // A finished save: the loader has the new order (success) or the old one (failure: the toast says so).
  useEffect(() => {
    if (reorder.state !== "idle" || !reorder.data || submitted.current === null) return;
    if (refused(reorder.data)) {
      if (saveTimer.current) clearTimeout(saveTimer.current);
      submitted.current = null;
      setOrder(null);
      setAnnouncement("The new order could not be saved. The previous order is back.");
      return;
    }
    const saved = submitted.current;
    submitted.current = null;
    // a newer local order (moved again while this one was saving) stays until its own save
    setOrder((current) => (current && current.join(",") === saved ? null : current));
  }, [reorder.state, reorder.data]);

  useEffect(() => () => void (saveTimer.current && clearTimeout(saveTimer.current)), []);

  useEffect(() => {
    if (!focusTarget) return;
    const key = `${focusTarget.id}:${focusTarget.control}`;
    const element = controls.current.get(key);
    if (element && !element.disabled) element.focus();
    else if (focusTarget.control !== "handle") controls.current.get(`${focusTarget.id}:handle`)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const scheduleSave = useCallback(
    (next: number[]) => {
      if (saveTimer.current) clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => {
        saveTimer.current = null;
        submitted.current = next.join(",");
        reorder.submit({ intent: "reorder-fields", order: next.join(",") }, { method: "post" });
      }, SAVE_DELAY_MS);
    },
    [reorder],
  );

  const moveTo = (id: number, to: number, focus?: FocusTarget["control"]) => {
    const from = ids.indexOf(id);
    if (from === -1 || to < 0 || to >= ids.length || to === from) return;
    const next = move(ids, from, to);
    setOrder(next);
    setAnnouncement(`${byId.get(id)?.name ?? "Field"} moved to position ${to + 1} of ${next.length}.`);
    if (focus) setFocusTarget({ id, control: focus });
    scheduleSave(next);
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, id: number) => {
    const index = ids.indexOf(id);
    const target =
      event.key === "ArrowUp"
        ? index - 1
        : event.key === "ArrowDown"
          ? index + 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? ids.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    if (target < 0 || target >= ids.length || target === index) {
      setAnnouncement(`${byId.get(id)?.name ?? "Field"} is already ${index === 0 ? "first" : "last"}.`);
      return;
    }
    moveTo(id, target, "handle");
  };

  // Pointer dragging: the handle captures the pointer; the row goes where the pointer is among the others' midpoints.
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, id: number) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    dragState.current = { id, pointerId: event.pointerId, startOrder: ids };
    setDragging(id);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const drag = dragState.current;
    if (!drag || drag.pointerId !== event.pointerId || !listRef.current) return;
    const rows = [...listRef.current.querySelectorAll<HTMLElement>("[data-field-row]")].filter(
      (row) => Number(row.dataset.fieldRow) !== drag.id,
    );
    const to = rows.filter((row) => {
      const box = row.getBoundingClientRect();
      return box.top + box.height / 2 < event.clientY;
    }).length;
    const from = ids.indexOf(drag.id);
    if (to !== from) {
      const next = move(ids, from, to);
      setOrder(next);
    }
  };
  const endDrag = (event: PointerEvent<HTMLButtonElement>, cancelled: boolean) => {
    const drag = dragState.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    dragState.current = null;
    setDragging(null);
    if (cancelled) {
      setOrder(drag.startOrder.join(",") === serverIds.join(",") ? null : drag.startOrder);
      return;
    }
    if (ids.join(",") !== drag.startOrder.join(",")) {
      const to = ids.indexOf(drag.id);
      setAnnouncement(`${byId.get(drag.id)?.name ?? "Field"} moved to position ${to + 1} of ${ids.length}.`);
      scheduleSave(ids);
    } else if (ids.join(",") === serverIds.join(",")) setOrder(null);
  };

  const registerControl = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };

  const previewFields = useMemo(() => {
    const english = !draft
      ? shown
      : draft.fieldId === null
        ? draft.value.name.trim()
          ? [...shown, draftToField(draft.value, -1, shown.length)]
          : shown
        : shown.map((f) => (f.id === draft.fieldId ? draftToField(draft.value, f.id, f.priority) : f));
    if (locale === "en") return english;
    // an option's saved translation follows its English text while the options are being edited
    return english.map((f) => {
      const saved = byId.get(f.id);
      return localizeField(f, saved ? moveOptionTranslations(saved.translations, saved.options, f.options) : {}, locale);
    });
  }, [shown, draft, locale, byId]);

  if (!fields) return <LoadError message={loadError ?? "Failed to fetch form fields. Please try again later."} />;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="min-w-0 space-y-6">
        <LanguageSwitch
          locale={locale}
          onSwitch={setLocale}
          status={combinedStatus([formStatus(formTexts), ...fields.map(fieldStatus)])}
        />
        <FormNameEditor slug={slug} form={formTexts} locale={locale} />
        <section aria-labelledby="fields-heading" className={cx(card, "@container p-4 sm:p-6")}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="fields-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              Form fields <span className="text-sm font-normal text-slate-500 dark:text-slate-400">({shown.length})</span>
            </h2>
            {order !== null || reorder.state !== "idle" ? (
              <span className="text-xs font-medium text-slate-500 dark:text-slate-400">Saving order…</span>
            ) : null}
          </div>
          <p id={instructionsId} className={hintText}>
            Visitors see the fields in this order. Move a field with the arrows, or drag it by its handle
            {hydrated ? " (with the keyboard: focus the handle, then press the up or down arrow key)" : ""}. The order is saved
            automatically.
          </p>
          <p aria-live="assertive" className="sr-only">
            {announcement}
          </p>
          {shown.length === 0 ? (
            <p className="mt-4 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
              This form has no fields yet. Add the first one below.
            </p>
          ) : (
            <ol ref={listRef} className="mt-4 space-y-2" aria-describedby={instructionsId}>
              {shown.map((field, index) =>
                field.id === editFieldId ? (
                  <li key={field.id} data-field-row={field.id}>
                    <FieldEditor
                      mode="edit"
                      slug={slug}
                      field={field}
                      locale={locale}
                      onDraft={(value) => setDraft(value ? { fieldId: field.id, value } : null)}
                    />
                  </li>
                ) : (
                  <FieldRow
                    key={field.id}
                    field={field}
                    index={index}
                    count={shown.length}
                    slug={slug}
                    hydrated={hydrated}
                    dragging={dragging === field.id}
                    registerControl={registerControl}
                    onMove={(to, control) => moveTo(field.id, to, control)}
                    onHandleKeyDown={(e) => onHandleKeyDown(e, field.id)}
                    onPointerDown={(e) => onPointerDown(e, field.id)}
                    onPointerMove={onPointerMove}
                    onPointerUp={(e) => endDrag(e, false)}
                    onPointerCancel={(e) => endDrag(e, true)}
                  />
                ),
              )}
            </ol>
          )}
        </section>

        <FieldEditor
          mode="add"
          slug={slug}
          locale={locale}
          onDraft={(value) =>
            setDraft((current) => (value ? { fieldId: null, value } : current?.fieldId === null ? null : current))
          }
        />
      </div>

      <FieldPreview
        slug={slug}
        fields={previewFields}
        maxFileBytes={maxFileBytes}
        highlightId={draft?.fieldId ?? -1}
        locale={locale}
      />
    </div>
  );
}

function FieldRow({
  field,
  index,
  count,
  slug,
  hydrated,
  dragging,
  registerControl,
  onMove,
  onHandleKeyDown,
  onPointerDown,
  onPointerMove,
  onPointerUp,
  onPointerCancel,
}: {
  field: AdminField;
  index: number;
  count: number;
  slug: FormAdminSlug;
  hydrated: boolean;
  dragging: boolean;
  registerControl: (key: string) => (element: HTMLButtonElement | null) => void;
  onMove: (to: number, control: "up" | "down") => void;
  onHandleKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLButtonElement>) => void;
}) {
  const removal = useRowRemoval(`delete-field-${slug}-${field.id}`);
  const deleting = removal.removing;
  const first = index === 0;
  const last = index === count - 1;

  const moveButton = (direction: "up" | "down") => {
    const disabled = direction === "up" ? first : last;
    const label = `Move ${field.name} ${direction}`;
    return (
      <Form
        method="post"
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          onMove(direction === "up" ? index - 1 : index + 1, direction);
        }}
      >
        <input type="hidden" name="intent" value="move-field" />
        <input type="hidden" name="fieldId" value={field.id} />
        <input type="hidden" name="direction" value={direction} />
        <button
          ref={registerControl(`${field.id}:${direction}`)}
          type="submit"
          className={iconButton}
          disabled={disabled}
          aria-label={label}
          title={label}
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
            {direction === "up" ? (
              <path d="M10 4.5 4.5 10l1.06 1.06 3.69-3.69V16h1.5V7.37l3.69 3.69L15.5 10 10 4.5Z" />
            ) : (
              <path d="M10 15.5 15.5 10l-1.06-1.06-3.69 3.69V4h-1.5v8.63l-3.69-3.69L4.5 10l5.5 5.5Z" />
            )}
          </svg>
        </button>
      </Form>
    );
  };

  return (
    <li
      data-field-row={field.id}
      aria-busy={deleting || undefined}
      className={cx(
        "flex flex-wrap items-center gap-3 rounded-xl border bg-white p-3 transition @xl:flex-nowrap dark:bg-slate-900",
        dragging
          ? "relative z-10 border-brand-400 shadow-lg ring-2 ring-brand-400/40 dark:border-accent-400"
          : "border-slate-200 dark:border-slate-700",
        deleting && "opacity-50",
      )}
    >
      {hydrated ? (
        <button
          ref={registerControl(`${field.id}:handle`)}
          type="button"
          aria-label={`Reorder ${field.name}, position ${index + 1} of ${count}`}
          aria-roledescription="drag handle"
          title="Drag to reorder, or use the arrow keys"
          onKeyDown={onHandleKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          className={cx(iconButton, "cursor-grab touch-none border-transparent active:cursor-grabbing")}
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
            <circle cx="7" cy="5" r="1.5" />
            <circle cx="13" cy="5" r="1.5" />
            <circle cx="7" cy="10" r="1.5" />
            <circle cx="13" cy="10" r="1.5" />
            <circle cx="7" cy="15" r="1.5" />
            <circle cx="13" cy="15" r="1.5" />
          </svg>
        </button>
      ) : null}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span data-field-name className="font-semibold break-words text-slate-900 dark:text-white">
            {field.name}
          </span>
          {field.required ? (
            <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-semibold text-red-700 dark:bg-red-950 dark:text-red-300">
              Required
            </span>
          ) : (
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              Optional
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
          {FIELD_TYPE_LABELS[field.fieldType]}
          {field.options.length > 0 ? (
            <span className="block truncate text-xs" title={field.options.join(", ")}>
              Options: {field.options.join(", ")}
            </span>
          ) : null}
        </p>
        <MissingTranslations
          status={fieldStatus(field)}
          hrefFor={(l) => `?tab=fields&edit=${field.id}&lang=${l}`}
          className="mt-1"
        />
      </div>
      <div className="flex w-full items-center justify-end gap-2 @xl:w-auto">
        {moveButton("up")}
        {moveButton("down")}
        <RowActions kind="field" id={field.id} name={field.name} removal={removal} />
      </div>
    </li>
  );
}

/** The form's current values as a draft of the field, for the live preview. */
function draftOf(value: Record<string, unknown> | undefined): FieldDraft {
  const type = value?.fieldType as FieldType;
  return {
    name: typeof value?.name === "string" ? value.name : "",
    fieldType: FIELD_TYPE_ORDER.includes(type) ? type : "text",
    required: value?.required === "on",
    options: typeof value?.options === "string" ? value.options : "",
  };
}

/** The add form (below the list) and the inline edit form share this editor. */
function FieldEditor({
  mode,
  slug,
  field,
  locale,
  onDraft,
}: {
  mode: "add" | "edit";
  slug: FormAdminSlug;
  field?: AdminField;
  locale: Locale;
  onDraft: (draft: FieldDraft | null) => void;
}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const idBase = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const onDraftRef = useRef(onDraft);
  onDraftRef.current = onDraft;
  const intent = mode === "add" ? "add-field" : "update-field";
  const options = {
    intent,
    // the add form takes any add-field answer: a new field's id is not known before it exists
    target: mode === "add" ? undefined : field?.id,
    id: `field-${field?.id ?? "new"}`,
    fetcherKey: `${intent}-${slug}-${field?.id ?? "new"}`,
    // the add form empties for the next field (the reply resets it); the edit form closes
    onSaved: () => {
      onDraftRef.current(null);
      if (mode === "add") nameRef.current?.focus();
      else navigate("?tab=fields", { replace: true, preventScrollReset: true });
    },
  } as const;
  const editor = useIntentForm(
    options,
    fieldInputSchema,
    field
      ? {
          name: field.name,
          fieldType: field.fieldType,
          required: field.required ? "on" : undefined,
          options: field.options.join("\n"),
        }
      : { fieldType: "text" },
  );
  const { form, fields, busy } = editor;
  const draft = draftOf(form.value);
  // the options as typed so far: each gets its Bangla and Arabic box, its saved translation following its text
  const draftOptions = isChoiceType(draft.fieldType) ? draftToField(draft, field?.id ?? -1, 0).options : [];
  const translations = useMemo(
    () => (field ? moveOptionTranslations(field.translations, field.options, draftOptions) : {}),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options as text: a new array each render
    [field, draftOptions.join("\n")],
  );

  // What is typed shows in the live preview (nothing while the form is as it started).
  const draftKey = form.dirty ? JSON.stringify(draft) : "";
  useEffect(() => onDraftRef.current(draftKey ? (JSON.parse(draftKey) as FieldDraft) : null), [draftKey]);

  const heading = mode === "add" ? "Add a field" : `Edit “${field!.name}”`;
  const headingId = `${idBase}-heading`;

  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        card,
        "@container",
        mode === "edit" ? "border-brand-300 p-4 ring-2 ring-brand-200 dark:ring-brand-800" : "p-4 sm:p-6",
      )}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {heading}
      </h2>
      <TranslationProvider value={{ locale, translations, onChange: () => {}, ...(mode === "add" ? { idPrefix: "new-" } : {}) }}>
        <IntentForm editor={editor} intent={intent} hidden={{ fieldId: field?.id }} className="mt-4 grid gap-4 @lg:grid-cols-2">
          <div className="@lg:col-span-2">
            <Field
              field={fields.name}
              label={
                <>
                  Field name <span className="font-normal text-slate-500 dark:text-slate-400">(the label visitors see)</span>
                </>
              }
              inputRef={nameRef}
              inputProps={{ maxLength: FIELD_NAME_MAX, required: true, placeholder: "e.g. Passport Number", autoComplete: "off" }}
            />
            <TranslationInputs path="name" label="Field name" multiline={false} />
          </div>
          <SelectField field={fields.fieldType} label="Type of answer" options={TYPE_OPTIONS} />
          <CheckboxField field={fields.required} label="Visitors must answer (required)" className="flex items-end" />
          {isChoiceType(draft.fieldType) || !hydrated ? (
            <TextareaField
              field={fields.options}
              className="@lg:col-span-2"
              label={
                <>
                  Options <span className="font-normal text-slate-500 dark:text-slate-400">(one per line)</span>
                </>
              }
              hint={`Needed for dropdown lists, radio buttons and checkboxes${hydrated ? "" : " (ignored for other types)"}.`}
              textareaProps={{ placeholder: "e.g.\nDhaka\nChattogram\nSylhet" }}
            />
          ) : null}
          <OptionTranslations options={draftOptions} locale={locale} />
          <EditorButtons
            busy={busy}
            label={mode === "add" ? "Add field" : "Save changes"}
            cancel={mode === "edit" ? { to: "?tab=fields", onClick: () => onDraft(null) } : undefined}
            className="@lg:col-span-2"
          />
        </IntentForm>
      </TranslationProvider>
    </section>
  );
}

/**
 * The Bangla and Arabic of each option, under the options, shown while a translation language is chosen (in English
 * they stay in the form, hidden, so one save keeps them). `i18nOption` names the option each `options[i]` box
 * translates: the server keeps each translation with its option even when the options changed in the same save.
 */
function OptionTranslations({ options, locale }: { options: string[]; locale: Locale }) {
  if (options.length === 0) return null;
  return (
    <fieldset hidden={locale === "en"} className="@lg:col-span-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-white">Translated options</legend>
      <p className={hintText}>Visitors read the translation; the answer is saved as the English option.</p>
      <ul className="mt-2 space-y-3">
        {options.map((option, i) => (
          <li key={option}>
            <input type="hidden" name="i18nOption" value={option} />
            <p lang="en" className="text-sm font-medium break-words text-slate-800 dark:text-slate-100">
              {option}
            </p>
            <TranslationInputs path={`options[${i}]`} label={option} multiline={false} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const noInput = z.object({});

/** The form's name (and description) in Bangla and Arabic; the English name is the form's own (set in the REST API). */
function FormNameEditor({ slug, form, locale }: { slug: FormAdminSlug; form: FormTexts; locale: Locale }) {
  const editor = useIntentForm({ intent: "save-form-name", target: null, id: `form-name-${slug}` }, noInput, {});
  return (
    <section aria-labelledby="form-name-heading" hidden={locale === "en"} className={cx(card, "@container p-4 sm:p-6")}>
      <h2 id="form-name-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Form name
      </h2>
      <TranslationProvider value={{ locale, translations: form.translations, onChange: () => {} }}>
        <IntentForm editor={editor} intent="save-form-name" className="mt-3 grid gap-4">
          <div>
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
              English: <span className="font-semibold text-slate-900 dark:text-white">{form.title}</span>
            </p>
            <TranslationInputs path="title" label="Form name" multiline={false} />
          </div>
          {form.description ? (
            <div>
              <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
                Description: <span className="text-slate-900 dark:text-white">{form.description}</span>
              </p>
              <TranslationInputs path="description" label="Form description" multiline />
            </div>
          ) : null}
          <EditorButtons busy={editor.busy} label="Save name translations" />
        </IntentForm>
      </TranslationProvider>
    </section>
  );
}
