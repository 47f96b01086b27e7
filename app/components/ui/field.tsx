import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import {
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { isAllowedFile, acceptOf } from "#server/modules/files/file-types.js";
import { formatBytes, megabytes } from "./format";
import { cx, fileInput, hintText, inputBase, labelBase } from "./styles";

/**
 * The form fields of the UI kit (docs/decisions/0007-form-pipeline-and-ui-kit.md). Each takes a Conform field
 * (`useForm` → `fields.x`) and renders label, control, hint and errors wired together: the control gets Conform's
 * id/name/defaultValue/aria-invalid, and aria-describedby names the hint and the error list. The server answers with
 * `submission.reply()`, so the same errors show with and without JavaScript.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field shape: the components only read metadata
type AnyField = FieldMetadata<any, any, string[]>;

/** The errors of a field or of the whole form, announced when they appear. */
export function ErrorList({ id, errors }: { id?: string; errors?: readonly string[] | null }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} role="alert" className="mt-1.5 space-y-0.5 text-sm font-medium text-red-700 dark:text-red-300">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** Form-level errors (`submission.reply({ formErrors })`), above the fields. */
export function FormErrors({ form, className }: { form: Pick<FormMetadata, "errorId" | "errors">; className?: string }) {
  if (!form.errors?.length) return null;
  return (
    <div
      id={form.errorId}
      role="alert"
      className={cx(
        "rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200",
        className,
      )}
    >
      {form.errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

interface FrameProps {
  field: AnyField;
  label: ReactNode;
  hint?: ReactNode;
  /** Errors found in the browser before sending (FileField), shown like the server's. */
  extraErrors?: readonly string[];
  className?: string;
  labelClassName?: string;
  children: ReactNode;
}

function FieldFrame({ field, label, hint, extraErrors, className, labelClassName, children }: FrameProps) {
  const errors = [...(extraErrors ?? []), ...(field.errors ?? [])];
  return (
    <div className={className}>
      <label htmlFor={field.id} className={cx(labelBase, labelClassName)}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={field.descriptionId} className={hintText}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={errors} />
    </div>
  );
}

/** aria-describedby of a control: its error list (while invalid) and its hint. */
function describedBy(field: AnyField, hint: ReactNode, invalid = !field.valid): string | undefined {
  const ids = [invalid ? field.errorId : null, hint ? field.descriptionId : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

type InputType = "text" | "email" | "password" | "tel" | "url" | "number" | "date" | "search";

interface FieldProps extends Omit<FrameProps, "children" | "extraErrors"> {
  type?: InputType;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form" | "defaultValue">;
  inputRef?: React.Ref<HTMLInputElement>;
  inputClassName?: string;
}

/** A labelled text-like input. */
export function Field({ field, type = "text", inputProps, inputRef, inputClassName, ...frame }: FieldProps) {
  const { key, ...conform } = getInputProps(field, { type, ariaAttributes: false });
  return (
    <FieldFrame field={field} {...frame}>
      <input
        key={key}
        ref={inputRef}
        {...conform}
        {...inputProps}
        aria-invalid={!field.valid || undefined}
        aria-describedby={describedBy(field, frame.hint)}
        className={cx(inputBase, "mt-1.5", inputClassName)}
      />
    </FieldFrame>
  );
}

interface TextareaFieldProps extends Omit<FrameProps, "children" | "extraErrors"> {
  textareaProps?: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "form" | "defaultValue">;
}

export function TextareaField({ field, textareaProps, ...frame }: TextareaFieldProps) {
  const { key, ...conform } = getTextareaProps(field, { ariaAttributes: false });
  return (
    <FieldFrame field={field} {...frame}>
      <textarea
        key={key}
        rows={4}
        {...conform}
        {...textareaProps}
        aria-invalid={!field.valid || undefined}
        aria-describedby={describedBy(field, frame.hint)}
        className={cx(inputBase, "mt-1.5")}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<FrameProps, "children" | "extraErrors"> {
  options: readonly { value: string; label: string }[];
  /** Text of an empty first option ("Choose…"); none when omitted. */
  placeholder?: string;
  selectProps?: Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id" | "form" | "defaultValue">;
}

export function SelectField({ field, options, placeholder, selectProps, ...frame }: SelectFieldProps) {
  const { key, ...conform } = getSelectProps(field, { ariaAttributes: false });
  return (
    <FieldFrame field={field} {...frame}>
      <select
        key={key}
        {...conform}
        {...selectProps}
        aria-invalid={!field.valid || undefined}
        aria-describedby={describedBy(field, frame.hint)}
        className={cx(inputBase, "mt-1.5")}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** One checkbox with its label beside it (a boolean field). */
export function CheckboxField({ field, label, hint, className }: Omit<FrameProps, "children" | "extraErrors">) {
  const { key, ...conform } = getInputProps(field, { type: "checkbox", ariaAttributes: false });
  return (
    <div className={className}>
      <label className="flex items-start gap-2.5 text-sm text-slate-800 dark:text-slate-200">
        <input
          key={key}
          {...conform}
          aria-invalid={!field.valid || undefined}
          aria-describedby={describedBy(field, hint)}
          className="mt-0.5 size-4 rounded border-slate-400 accent-brand-800 dark:accent-accent-500"
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={field.descriptionId} className={hintText}>
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

interface FileFieldProps extends Omit<FrameProps, "children" | "extraErrors"> {
  /** Content types the route's upload policy accepts for this field (from server/modules/files/file-types.ts). */
  types: readonly string[];
  /** The configured size limit of the field's upload kind, in bytes (passed down by the loader). */
  maxBytes: number;
  /** What the error calls the allowed types, e.g. "a PDF, Word document, JPG or PNG". */
  typesLabel: string;
  multiple?: boolean;
  required?: boolean;
}

/**
 * A file input that checks each chosen file's type and size in the browser, against the same allow-lists and limits
 * as the upload module, and shows the problem next to the field before anything is sent (the server checks again).
 */
export function FileField({ field, types, maxBytes, typesLabel, multiple, required, ...frame }: FileFieldProps) {
  const [problems, setProblems] = useState<string[]>([]);
  const { key, ...conform } = getInputProps(field, { type: "file", ariaAttributes: false });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const found: string[] = [];
    for (const file of Array.from(event.currentTarget.files ?? [])) {
      if (!isAllowedFile(file, types)) found.push(`${file.name}: please choose ${typesLabel} file.`);
      else if (file.size > maxBytes)
        found.push(`${file.name} is ${formatBytes(file.size)}; files can be up to ${megabytes(maxBytes)} MB.`);
    }
    event.currentTarget.setCustomValidity(found.length ? found[0]! : "");
    setProblems(found);
  };
  return (
    <FieldFrame field={field} extraErrors={problems} {...frame}>
      <input
        key={key}
        {...conform}
        accept={acceptOf(types)}
        multiple={multiple}
        required={required}
        onChange={onChange}
        aria-invalid={problems.length > 0 || !field.valid || undefined}
        aria-describedby={describedBy(field, frame.hint, problems.length > 0 || !field.valid)}
        className={fileInput}
      />
    </FieldFrame>
  );
}
