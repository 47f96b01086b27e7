import { useNavigation } from "@remix-run/react";
import { useMessageText, useT } from "~/utils/i18n";
import { clsx } from "clsx";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button-element";
import { ErrorPanel } from "~/components/ui/error-panel";
import { LazyModal, loadModal } from "~/components/ui/lazy-modal";
import { formError, type FormReply } from "./result";
import { useHydrated } from "./use-hydrated";
import { Icon } from "~/components/site/icons";

export interface FeedbackText {
  title: string;
  description: string;
}

/**
 * The success and failure messages of a public form: a dialog once the page runs JavaScript, a box
 * above the form when it does not (the server-rendered answer to a plain POST). `detail` adds the
 * server's own reason (rate limit, missing file…) under the page's wording.
 */
export function SubmissionFeedback({
  result,
  success,
  failure,
  onSuccessClose,
  successAction,
}: {
  result: FormReply | null | undefined;
  success: FeedbackText;
  failure: FeedbackText;
  /** Runs when the success dialog's OK is pressed or the dialog is dismissed. */
  onSuccessClose: () => void;
  /** Without JavaScript: where the success box's OK goes (a link, as the page cannot reload itself). */
  successAction: { href: string; label?: string };
}) {
  const hydrated = useHydrated();
  const wording = useMessageText();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(result != null);
  }, [result]);
  // The dialog code is fetched while the form is on its way, so the answer does not wait for it.
  const submitting = useNavigation().state === "submitting";
  useEffect(() => {
    if (submitting) void loadModal();
  }, [submitting]);

  if (!result) return null;
  // the reason of a refusal (rate limit, missing file…); field errors show next to their inputs
  const detail = wording(formError(result));

  if (!hydrated) {
    return result.status === "success" ? (
      <SuccessNotice text={success} href={successAction.href} label={successAction.label} />
    ) : (
      <ErrorPanel
        className="mb-6"
        title={failure.title}
        message={<FailureText description={failure.description} detail={detail} />}
      />
    );
  }

  if (result.status === "success") {
    return (
      <OutcomeDialog
        ok
        text={success}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) onSuccessClose();
        }}
      />
    );
  }
  return <OutcomeDialog ok={false} text={failure} detail={detail} open={open} onOpenChange={setOpen} />;
}

/** The dialog that says how a submission ended; `detail` (the server's reason) stands in for the icon. */
export function OutcomeDialog({
  ok,
  text,
  detail,
  open,
  onOpenChange,
  closeLabel,
  footer,
}: {
  ok: boolean;
  text: FeedbackText;
  detail?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel?: string;
  /** Replaces the close button (e.g. a form whose button goes on instead of closing). */
  footer?: ReactNode;
}) {
  const t = useT();
  return (
    <LazyModal
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={text.description}
      size="sm"
      footer={
        footer ?? (
          <Button variant="primary" className="min-w-24" onClick={() => onOpenChange(false)}>
            {closeLabel ?? t("common.ok")}
          </Button>
        )
      }
    >
      {detail ? <p className="text-sm font-medium text-red-700 dark:text-red-400">{detail}</p> : <OutcomeIcon ok={ok} />}
    </LazyModal>
  );
}

/** The success message without JavaScript: a box above the form with a plain link onwards. */
export function SuccessNotice({ text, href, label }: { text: FeedbackText; href: string; label?: string }) {
  const t = useT();
  return (
    <SuccessBox title={text.title} description={text.description} className="mb-6">
      <a href={href} className="font-semibold text-emerald-900 underline underline-offset-2 dark:text-emerald-200">
        {label ?? t("common.ok")}
      </a>
    </SuccessBox>
  );
}

function FailureText({ description, detail }: { description: string; detail?: string }) {
  return (
    <>
      <p>{description}</p>
      {detail ? <p className="mt-1 font-medium">{detail}</p> : null}
    </>
  );
}

export function SuccessBox({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={clsx(
        "flex gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100",
        className,
      )}
    >
      <Icon path="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6" strokeWidth="2" className="mt-0.5 size-6 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="text-lg font-bold">{title}</p>
        <div className="text-sm sm:text-base">{description}</div>
        {children ? <div className="pt-2">{children}</div> : null}
      </div>
    </div>
  );
}

function OutcomeIcon({ ok }: { ok: boolean }) {
  return (
    <div className="flex justify-center py-2" aria-hidden="true">
      <span
        className={clsx(
          "inline-flex size-14 items-center justify-center rounded-full",
          ok
            ? "bg-emerald-100 text-emerald-700 dark:bg-emerald-900/60 dark:text-emerald-300"
            : "bg-red-100 text-red-700 dark:bg-red-900/60 dark:text-red-300",
        )}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" className="size-8">
          <path d={ok ? "M5 12l5 5L20 7" : "M6 6l12 12M18 6L6 18"} strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    </div>
  );
}
