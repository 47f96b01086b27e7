import * as Dialog from "@radix-ui/react-dialog";
import { useT } from "~/utils/i18n";
import * as VisuallyHidden from "@radix-ui/react-visually-hidden";
import { clsx } from "clsx";
import { useRef, type ReactNode } from "react";

export interface ModalProps {
  /** Accessible name of the dialog (rendered as its heading unless `hideTitle`). */
  title: ReactNode;
  description?: ReactNode;
  hideTitle?: boolean;
  hideDescription?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (uncontrolled use); rendered with `asChild`, so pass a button. */
  trigger?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom (e.g. a Close button wrapped in `<ModalClose asChild>`). */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
  /** Accessible label of the corner close control. */
  closeLabel?: string;
  className?: string;
}

const widths = { sm: "sm:max-w-sm", md: "sm:max-w-lg", lg: "sm:max-w-2xl", xl: "sm:max-w-4xl" };

/** Closes the surrounding Modal; use with `asChild` around a Button. */
export const ModalClose = Dialog.Close;

/**
 * Radix dialog with a focus trap, Escape and outside-click to close, a labelled title and
 * description, and a corner close button. On phones it is a bottom sheet that scrolls inside.
 */
export function Modal({
  title,
  description,
  hideTitle,
  hideDescription,
  open,
  onOpenChange,
  trigger,
  children,
  footer,
  size = "md",
  closeLabel,
  className,
}: ModalProps) {
  // Radix gives focus back to its own Trigger; a dialog opened from state (a link, a row action,
  // a lazily loaded dialog) has none, so focus goes back to whatever opened it instead.
  const t = useT();
  const opener = useRef<HTMLElement | null>(null);
  const titleNode = (
    <Dialog.Title className="pe-10 text-lg font-bold text-brand-800 sm:text-xl dark:text-white">{title}</Dialog.Title>
  );
  const descriptionNode = description ? (
    <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{description}</Dialog.Description>
  ) : null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/70 backdrop-blur-[2px]" />
        <Dialog.Content
          // Without a description Radix warns unless aria-describedby is explicitly undefined.
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            if (trigger || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          className={clsx(
            "fixed z-[61] flex max-h-[92dvh] w-full flex-col bg-white shadow-2xl outline-none dark:bg-slate-900",
            "inset-x-0 bottom-0 rounded-t-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
            "sm:w-[calc(100%-2rem)]",
            widths[size],
            className,
          )}
        >
          <div className="border-b border-slate-200 px-5 pt-5 pb-4 sm:px-6 dark:border-slate-700">
            {hideTitle ? <VisuallyHidden.Root asChild>{titleNode}</VisuallyHidden.Root> : titleNode}
            {descriptionNode && hideDescription ? (
              <VisuallyHidden.Root asChild>{descriptionNode}</VisuallyHidden.Root>
            ) : (
              descriptionNode
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4 sm:px-6">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-5 py-4 sm:px-6 dark:border-slate-700">
              {footer}
            </div>
          ) : null}
          <Dialog.Close
            aria-label={closeLabel ?? t("common.closeDialog")}
            className="absolute end-4 top-4 inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
