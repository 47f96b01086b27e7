import * as Dialog from "@radix-ui/react-dialog";
import { Form, useSubmit, type FetcherWithComponents } from "@remix-run/react";
import { useRef, useState, type ReactNode } from "react";
import { AlertIcon } from "./icons";
import { cx, focusRing } from "./ui";

/**
 * Confirmations as accessible dialogs (role=alertdialog, labelled and described, focus trapped, focus
 * starts on Cancel, Escape cancels, a click outside does not).
 *
 * Two ways to use it:
 *   - `ConfirmDialog`: controlled (`open`, `onOpenChange`, `onConfirm`), for confirmations you drive
 *     yourself (e.g. a bulk delete whose selection lives in state).
 *   - `ConfirmForm`: a small form with hidden inputs and a trigger button. With JavaScript, submitting
 *     opens the dialog and only "confirm" sends the form (through `fetcher` when given, else as a
 *     navigation). Without JavaScript the trigger is a plain submit button: the form posts directly,
 *     so the action must be safe to receive without a confirmation (it is the same request).
 */

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` (red) for deletions, `primary` otherwise. */
  tone?: "danger" | "primary";
  onConfirm: () => void;
}

const button =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold transition disabled:opacity-60";

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  onConfirm,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60 backdrop-blur-[2px]" />
        <Dialog.Content
          role="alertdialog"
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancelRef.current?.focus();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-x-3 bottom-3 z-[61] rounded-2xl bg-white p-5 shadow-2xl outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-md sm:-translate-x-1/2 sm:-translate-y-1/2 sm:p-6 dark:bg-slate-900"
        >
          <div className="flex items-start gap-4">
            <span
              className={cx(
                "flex size-10 shrink-0 items-center justify-center rounded-full",
                tone === "danger"
                  ? "bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300"
                  : "bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-accent-400",
              )}
            >
              <AlertIcon className="size-5" />
            </span>
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
                  {description}
                </Dialog.Description>
              ) : null}
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <button
                ref={cancelRef}
                type="button"
                className={cx(
                  button,
                  "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
                  focusRing,
                )}
              >
                {cancelLabel}
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
              className={cx(
                button,
                tone === "danger"
                  ? "bg-red-700 text-white hover:bg-red-800"
                  : "bg-brand-800 text-white hover:bg-brand-700 dark:bg-accent-500 dark:text-brand-900",
                focusRing,
              )}
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ConfirmFormProps extends Omit<ConfirmDialogProps, "open" | "onOpenChange" | "onConfirm"> {
  /** Hidden inputs sent with the form (e.g. `{ intent: "delete-field", fieldId: "12" }`). */
  fields: Record<string, string>;
  /** Submit through this fetcher (stays on the page); otherwise a navigation. */
  fetcher?: FetcherWithComponents<unknown>;
  action?: string;
  /** Content of the trigger button. */
  children: ReactNode;
  triggerClassName?: string;
  /** Accessible name of the trigger when its content is an icon or too short out of context. */
  triggerLabel?: string;
  disabled?: boolean;
  className?: string;
}

export function ConfirmForm({
  fields,
  fetcher,
  action,
  children,
  triggerClassName,
  triggerLabel,
  disabled,
  className,
  ...dialog
}: ConfirmFormProps) {
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const FormComponent = fetcher ? fetcher.Form : Form;

  return (
    <>
      <FormComponent
        ref={formRef}
        method="post"
        action={action}
        className={className}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={triggerClassName} aria-label={triggerLabel} disabled={disabled}>
          {children}
        </button>
      </FormComponent>
      <ConfirmDialog
        {...dialog}
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => {
          const form = formRef.current;
          if (!form) return;
          if (fetcher) fetcher.submit(form);
          else submit(form);
        }}
      />
    </>
  );
}
