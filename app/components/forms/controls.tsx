import { clsx } from "clsx";
import { useMessageText, useT } from "~/utils/i18n";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { acceptsFile } from "#server/modules/files/file-types.js";
import { ErrorIcon } from "~/components/ui/error-panel";
import { megabytes } from "~/components/ui/format";

/** Inputs at 16px (no zoom on phones) and at least 48px tall: comfortable on small touch screens. */
export const inputClass = (invalid?: boolean, extra?: string) =>
  clsx(
    "block w-full min-h-12 rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400",
    "focus:border-brand-600 focus:ring-2 focus:ring-(color:--focus-ring) focus:outline-none dark:focus:border-accent-400",
    "dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500",
    "[&[readonly]]:bg-slate-100 [&[readonly]]:text-slate-700 dark:[&[readonly]]:bg-slate-800 dark:[&[readonly]]:text-slate-300",
    invalid ? "border-red-600 dark:border-red-500" : "border-slate-300 dark:border-slate-600",
    extra,
  );

export function RequiredMark() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true" className="ms-0.5 text-red-600 dark:text-red-400">
        *
      </span>
      <span className="sr-only"> {t("form.requiredMark")}</span>
    </>
  );
}

export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-slate-800 sm:text-base dark:text-slate-100">
      {children}
      {required ? <RequiredMark /> : null}
    </label>
  );
}

/**
 * The message under an input; its id is what the input's aria-describedby points at. A schema's message
 * (server/modules/validation/messages.ts) shows in the page's language.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const wording = useMessageText();
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
      <ErrorIcon className="mt-0.5 size-4 shrink-0" />
      {wording(message)}
    </p>
  );
}

/** aria props tying an input to its error message. */
export function describedBy(errorId: string, message?: string) {
  return message ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
}

/** The parts of a Conform field (`useForm` → `fields.x`) a public form's control needs. */
export interface ConformField {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
}

/** What the visitor typed, from a Conform field's initial value (a failed submission re-rendered). */
export const textOf = (value: unknown) => (typeof value === "string" ? value : undefined);

/**
 * What every control of a Conform field carries: its id and name, what the visitor typed (a failed submission
 * re-rendered), its border and, when it has an error, the error's description.
 */
export function controlProps(field: ConformField, error: string | undefined, className?: string) {
  return {
    id: field.id,
    name: field.name,
    defaultValue: textOf(field.initialValue),
    className: inputClass(!!error, className),
    ...describedBy(field.errorId, error),
  };
}

/** A Conform field's label above its control and its first error under it; `control` gets that error. */
export function LabelledControl({
  field,
  label,
  required = true,
  control,
}: {
  field: ConformField;
  label: string;
  required?: boolean;
  control: (error: string | undefined) => ReactNode;
}) {
  const error = field.errors?.[0];
  return (
    <div>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      {control(error)}
      <FieldError id={field.errorId} message={error} />
    </div>
  );
}

/** A labelled text-like input for a Conform field, its first error under it. */
export function TextInput({
  field,
  label,
  type = "text",
  required = true,
  maxLength = 200,
  autoComplete,
  inputMode,
  extra,
}: {
  field: ConformField;
  label: string;
  type?: "text" | "email" | "tel" | "number";
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: "decimal" | "numeric";
  extra?: Record<string, string | number>;
}) {
  return (
    <LabelledControl
      field={field}
      label={label}
      required={required}
      control={(error) => (
        <input
          type={type}
          required={required}
          maxLength={type === "number" ? undefined : maxLength}
          autoComplete={autoComplete}
          inputMode={inputMode}
          {...extra}
          {...controlProps(field, error)}
        />
      )}
    />
  );
}

/** A labelled textarea for a Conform field, its first error under it. */
export function TextArea({
  field,
  label,
  rows,
  minLength,
  maxLength,
  placeholder,
  className,
}: {
  field: ConformField;
  label: string;
  rows: number;
  minLength?: number;
  maxLength: number;
  placeholder?: string;
  className?: string;
}) {
  return (
    <LabelledControl
      field={field}
      label={label}
      control={(error) => (
        <textarea
          rows={rows}
          required
          minLength={minLength}
          maxLength={maxLength}
          placeholder={placeholder}
          {...controlProps(field, error, className)}
        />
      )}
    />
  );
}

function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${megabytes(bytes)} MB`;
}

/**
 * A file input that shows what was chosen: a thumbnail for images, 'Document ready' for documents.
 * Files of a type `accept` does not list, or over `maxBytes`, are refused in the browser (custom validity) before a slow upload starts.
 */
export function FileInput({
  id,
  name,
  label,
  required,
  accept,
  image,
  maxBytes,
  error,
  hint,
  chooseAgain,
}: {
  id: string;
  name: string;
  label: ReactNode;
  required?: boolean;
  accept: string;
  /** Expect an image (thumbnail preview, image types in the picker). */
  image?: boolean;
  maxBytes: number;
  error?: string;
  hint?: string;
  /** The page came back from the server with errors: a browser never keeps a chosen file across that. */
  chooseAgain?: boolean;
}) {
  const [chosen, setChosen] = useState<{ name: string; size: number; previewUrl: string | null } | null>(null);
  const t = useT();
  const [refused, setRefused] = useState<string | undefined>();
  // the server's message is about the file that was sent: choosing another one sets it aside until the next answer
  const [setAside, setSetAside] = useState<string | undefined>();
  useEffect(() => setSetAside(undefined), [error]);
  const previewRef = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setSetAside(error);
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
    if (!file) {
      setChosen(null);
      setRefused(undefined);
      input.setCustomValidity("");
      return;
    }
    // the same lists and limit as the upload module, which checks again from the bytes
    const message = !acceptsFile(accept, file)
      ? t(hint ? "upload.wrongTypeHint" : "upload.wrongType", { name: file.name, hint })
      : file.size > maxBytes
        ? t("upload.tooLarge", { megabytes: megabytes(maxBytes) })
        : undefined;
    input.setCustomValidity(message ?? "");
    setRefused(message);
    const previewUrl = file.type.startsWith("image/") && !message ? URL.createObjectURL(file) : null;
    previewRef.current = previewUrl;
    setChosen({ name: file.name, size: file.size, previewUrl });
  };

  const errorId = `${id}-error`;
  const shown = refused ?? (error !== setAside ? error : undefined);
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {/*
       * The browser words its own file control ("Choose File", "No file chosen") in the language of its menus, not the
       * page's: once the page is hydrated the control is kept for keyboards and screen readers only (its focus shows on
       * the box) and a box worded from the catalog stands for it on screen; until then, and without JavaScript, the
       * browser's control shows.
       */}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required}
        onChange={onChange}
        {...describedBy(errorId, shown)}
        className={clsx(
          "peer block w-full cursor-pointer rounded-lg border border-dashed bg-slate-50 p-2 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-200 [[data-hydrated]_&]:sr-only",
          "file:me-3 file:min-h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-800 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-700",
          shown ? "border-red-600" : "border-slate-300 dark:border-slate-600",
        )}
      />
      <div
        aria-hidden="true"
        data-file-box=""
        onClick={() => inputRef.current?.click()}
        className={clsx(
          "hidden w-full cursor-pointer items-center gap-3 rounded-lg border border-dashed bg-slate-50 p-2 text-sm text-slate-700 dark:bg-slate-900 dark:text-slate-200 [[data-hydrated]_&]:flex",
          "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-ring)",
          shown ? "border-red-600" : "border-slate-300 dark:border-slate-600",
        )}
      >
        <span className="inline-flex min-h-10 shrink-0 items-center rounded-md bg-brand-800 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("upload.choose")}
        </span>
        <span className="min-w-0 truncate">{chosen ? <bdi>{chosen.name}</bdi> : t("upload.noFile")}</span>
      </div>
      {hint ? <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
      {chooseAgain && !chosen && !shown ? (
        <p className="mt-1.5 text-sm font-medium text-amber-800 dark:text-amber-300">{t("upload.chooseAgain")}</p>
      ) : null}
      {chosen && !shown ? (
        <div
          className="mt-2 flex items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-2.5 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200"
          aria-live="polite"
        >
          {chosen.previewUrl ? (
            <img
              src={chosen.previewUrl}
              alt={t("upload.preview", { name: chosen.name })}
              className="size-16 shrink-0 rounded-md object-cover"
              width={64}
              height={64}
            />
          ) : (
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              className="size-8 shrink-0"
              aria-hidden="true"
            >
              <path
                d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9l-6-6zM14 3v6h6M9 15l2 2 4-4"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
          <span className="min-w-0">
            <span className="block font-semibold">
              {t(chosen.previewUrl || image ? "upload.imageReady" : "upload.documentReady")}
            </span>
            <span className="block truncate text-emerald-800 dark:text-emerald-300">
              {chosen.name} · {fileSize(chosen.size)}
            </span>
          </span>
        </div>
      ) : null}
      <FieldError id={errorId} message={shown} />
    </div>
  );
}
