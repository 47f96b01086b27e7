import { useForm } from "@conform-to/react";
import { useT } from "~/utils/i18n";
import { Form, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { useEffect, useId, useRef, type ReactNode } from "react";
import {
  DOCUMENT_ACCEPT,
  IMAGE_ACCEPT,
  fieldLabel,
  inputName,
  maxLengthOf,
  optionLabel,
  type FieldDefinition,
} from "#server/modules/forms/fields.js";
import { fallbackLang } from "#server/modules/i18n/fallback";
import { Button } from "~/components/ui/button-element";
import { Spinner } from "~/components/ui/spinner";
import { FieldError, FieldLabel, FileInput, RequiredMark, describedBy, inputClass } from "./controls";
import { Honeypot } from "./honeypot";
import type { FormReply } from "./result";
import { useHydrated } from "./use-hydrated";

interface DynamicFormProps {
  fields: readonly FieldDefinition[];
  submitLabel: string;
  /** Largest file the upload module accepts for this form's file fields. */
  maxFileBytes: number;
  /** A field shown read-only with a fixed value (form 4's Job field); the server sets its real value. */
  prefilled?: { fieldId: number; value: string };
  /** Extra hidden inputs (e.g. the job applied for). */
  hiddenFields?: Record<string, string>;
  /** The last answer of the action (Conform's reply): per-field errors and, without JavaScript, the typed values. */
  result?: FormReply | null;
  /** Where to post; the current URL when omitted. */
  action?: string;
  /** Rendered above the submit button (e.g. a consent note). */
  footer?: ReactNode;
  /** The form cannot be sent yet (e.g. until a rate limit's wait is over): the submit button is disabled. */
  disabled?: boolean;
  className?: string;
}

const choiceLabel =
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-800 " +
  "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:has-[:checked]:bg-brand-900/40";

/** A field's label as the visitor reads it, marked English where its translation is missing. */
function LabelText({ field }: { field: FieldDefinition }) {
  return <span lang={fallbackLang(field, "name")}>{fieldLabel(field)}</span>;
}

/** Short options sit two to a row even on a phone, so a long list stays one thumb-scroll long. */
function optionGrid(options: readonly string[]): string {
  return clsx("grid gap-2", options.every((o) => o.length <= 16) ? "grid-cols-2" : "sm:grid-cols-2");
}

/** Browsers cannot require "at least one" of a checkbox group natively; the first box carries that rule. */
function useAtLeastOne(required: boolean) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const t = useT();
  useEffect(() => {
    const group = ref.current;
    if (!required || !group) return;
    const update = () => {
      const boxes = [...group.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
      boxes[0]?.setCustomValidity(boxes.some((b) => b.checked) ? "" : t("validation.atLeastOneOption"));
    };
    update();
    group.addEventListener("change", update);
    return () => group.removeEventListener("change", update);
  }, [required, t]);
  return ref;
}

/** Checkboxes (any number chosen) or radios (one chosen) for a field's options. */
function ChoiceGroup({
  type,
  field,
  id,
  name,
  values,
  error,
}: {
  type: "checkbox" | "radio";
  field: FieldDefinition;
  id: string;
  name: string;
  values: string[];
  error?: string;
}) {
  const ref = useAtLeastOne(type === "checkbox" && field.required);
  const errorId = `${id}-error`;
  const checked = type === "checkbox" ? values : values.slice(0, 1);
  return (
    <fieldset ref={ref} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-slate-800 sm:text-base dark:text-slate-100">
        <LabelText field={field} />
        {field.required ? <RequiredMark /> : null}
      </legend>
      <div className={optionGrid(field.options)}>
        {field.options.map((option, i) => (
          <label key={option} className={choiceLabel}>
            <input
              type={type}
              name={name}
              value={option}
              id={i === 0 ? id : undefined}
              required={type === "radio" ? field.required : undefined}
              defaultChecked={checked.includes(option)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span lang={fallbackLang(field, `options[${i}]`)}>{optionLabel(field, i)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

const TEXT_TYPES = { text: "text", email: "email", phone: "tel", date: "date" } as const;
/** The keypad a phone opens: digits for numbers (typed as text, so Bengali digits are accepted too). */
const INPUT_MODES: Partial<Record<FieldDefinition["fieldType"], "numeric" | "decimal" | "tel">> = {
  number: "decimal",
  phone: "tel",
};
/** What a worker sees as the expected shape (a date input without a picker shows it as text): a message id. */
const HINTS: Partial<Record<FieldDefinition["fieldType"], string>> = {
  phone: "form.hint.phone",
  date: "form.hint.date",
};
const AUTOCOMPLETE: Partial<Record<FieldDefinition["fieldType"], string>> = { email: "email", phone: "tel" };

function DynamicField({
  field,
  idPrefix,
  values,
  error,
  maxFileBytes,
  prefilled,
  chooseAgain,
}: {
  field: FieldDefinition;
  idPrefix: string;
  values: string[];
  error?: string;
  maxFileBytes: number;
  prefilled?: string;
  chooseAgain: boolean;
}) {
  const t = useT();
  const id = `${idPrefix}-${field.id}`;
  const name = inputName(field);
  const errorId = `${id}-error`;
  const value = values[0];
  const hintId = prefilled === undefined ? HINTS[field.fieldType] : undefined;
  const hint = hintId ? t(hintId) : undefined;
  // what the select, textarea and text inputs share
  const control = { id, name, required: field.required, ...describedBy(errorId, error) };

  switch (field.fieldType) {
    case "file":
    case "image":
      return (
        <FileInput
          id={id}
          name={name}
          label={<LabelText field={field} />}
          required={field.required}
          image={field.fieldType === "image"}
          accept={field.fieldType === "image" ? IMAGE_ACCEPT : DOCUMENT_ACCEPT}
          hint={t(field.fieldType === "image" ? "upload.imageTypes" : "upload.documentTypes")}
          maxBytes={maxFileBytes}
          error={error}
          chooseAgain={chooseAgain}
        />
      );
    case "checkbox":
    case "radio":
      return <ChoiceGroup type={field.fieldType} field={field} id={id} name={name} values={values} error={error} />;
    case "select":
      return (
        <Labelled field={field} id={id} errorId={errorId} error={error}>
          <select {...control} defaultValue={value ?? ""} className={inputClass(!!error)}>
            <option value="">{t("form.selectPlaceholder", { label: fieldLabel(field) })}</option>
            {field.options.map((option, i) => (
              <option key={option} value={option} lang={fallbackLang(field, `options[${i}]`)}>
                {optionLabel(field, i)}
              </option>
            ))}
          </select>
        </Labelled>
      );
    case "textarea":
      return (
        <Labelled field={field} id={id} errorId={errorId} error={error}>
          <textarea
            {...control}
            rows={5}
            maxLength={maxLengthOf(field)}
            defaultValue={value}
            className={inputClass(!!error, "min-h-32")}
          />
        </Labelled>
      );
    default:
      return (
        <Labelled field={field} id={id} errorId={errorId} error={error}>
          <input
            {...control}
            type={TEXT_TYPES[field.fieldType as keyof typeof TEXT_TYPES] ?? "text"}
            maxLength={maxLengthOf(field)}
            autoComplete={AUTOCOMPLETE[field.fieldType]}
            inputMode={INPUT_MODES[field.fieldType]}
            placeholder={field.fieldType === "date" ? "YYYY-MM-DD" : undefined}
            {...(prefilled !== undefined ? { readOnly: true, value: prefilled, "aria-readonly": true } : { defaultValue: value })}
            className={inputClass(!!error)}
            {...(hint && !error ? { "aria-describedby": `${id}-hint` } : {})}
          />
          {hint ? (
            <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {hint}
            </p>
          ) : null}
        </Labelled>
      );
  }
}

/** A field's control under its label, with the field's error below it. */
function Labelled({
  field,
  id,
  errorId,
  error,
  children,
}: {
  field: FieldDefinition;
  id: string;
  errorId: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} required={field.required}>
        <LabelText field={field} />
      </FieldLabel>
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A typed value as a list (a checkbox group sends several, other inputs one). */
function listOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
}

/**
 * A configurable form (docs/product.md) as a plain multipart POST: values as field_<id>, files as file_<id>.
 * Works without JavaScript (the server re-renders it with errors and the typed values); with it the
 * submit button shows 'Processing...' and is disabled while sending.
 */
export function DynamicForm({
  fields,
  submitLabel,
  maxFileBytes,
  prefilled,
  hiddenFields,
  result,
  action,
  footer,
  disabled = false,
  className,
}: DynamicFormProps) {
  const idPrefix = useId();
  const t = useT();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const sending = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  // Conform keeps the reply's errors and typed values per input; the browser's own checks stay on (no client schema).
  const [, conform] = useForm<Record<string, unknown>>({ id: `${idPrefix}-form`, lastResult: result ?? undefined });
  const metaOf = (field: FieldDefinition) => conform[inputName(field)]!;

  return (
    <Form method="post" encType="multipart/form-data" action={action} className={clsx("relative space-y-5", className)}>
      <Honeypot />
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => (
        <DynamicField
          key={field.id}
          field={field}
          idPrefix={idPrefix}
          values={listOf(metaOf(field).initialValue)}
          error={metaOf(field).errors?.[0]}
          maxFileBytes={maxFileBytes}
          prefilled={prefilled?.fieldId === field.id ? prefilled.value : undefined}
          chooseAgain={!hydrated && result?.status === "error"}
        />
      ))}
      {footer}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="w-full sm:w-auto"
        disabled={sending || disabled}
        aria-disabled={sending || disabled}
      >
        {sending ? (
          <>
            <Spinner label="" />
            {t("form.processing")}
          </>
        ) : (
          submitLabel
        )}
      </Button>
    </Form>
  );
}
