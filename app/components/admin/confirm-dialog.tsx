import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { Form, useSubmit, type FetcherWithComponents } from "@remix-run/react";
import { useRef, useState, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { cx } from "~/components/ui/styles";
import { AlertIcon } from "./icons";

/**
 * Confirmations on Radix AlertDialog (role=alertdialog, labelled and described, focus trapped, focus starts on
 * Cancel, Escape cancels, a click outside does not, focus returns to the control that opened it).
 *
 * Two ways to use it:
 *   - `ConfirmDialog`: controlled (`open`, `onOpenChange`, `onConfirm`), for confirmations you drive
 *     yourself (e.g. a bulk delete whose selection lives in state).
 *   - `ConfirmForm`: a small form with hidden inputs and a trigger button. With JavaScript, submitting
 *     opens the dialog and only "confirm" sends the form (through `fetcher` when given, else as a
 *     navigation). Without JavaScript the trigger is a plain submit button: the form posts directly,
 *     so the action must be safe to receive without a confirmation (it is the same request).
 */

interface ConfirmDialogProps {
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
  // Opened without an AlertDialog.Trigger (controlled): remember what had focus, to give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60 backdrop-blur-[2px]" />
        <AlertDialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            // Runs before focus moves into the dialog (to Cancel).
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
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
              <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">{title}</AlertDialog.Title>
              {description ? (
                <AlertDialog.Description className="mt-1.5 text-sm text-slate-600 dark:text-slate-300">
                  {description}
                </AlertDialog.Description>
              ) : null}
            </div>
          </div>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ surface: "admin", variant: "secondary", size: "lg" })}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={buttonClass({
                surface: "admin",
                variant: tone === "danger" ? "destructive" : "primary",
                size: "lg",
              })}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

interface ConfirmFormProps extends Omit<ConfirmDialogProps, "open" | "onOpenChange" | "onConfirm"> {
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
