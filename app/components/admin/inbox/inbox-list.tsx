import type { ReactNode } from "react";
import { telHref, whatsappHref } from "~/components/site/office-contact";
import { buttonClass } from "~/components/ui/button";
import { cx } from "~/components/ui/styles";
import { ChatIcon, EnvelopeOpenIcon, MailIcon, PhoneIcon } from "../icons";
import { RowCheckbox, type Selection } from "../media/selection";

/*
 * The pieces the two inbox lists (messages, quote requests) share: a row with its checkbox and unread dot, the reply
 * links, and the bulk "Mark read" / "Mark unread" buttons. Search, status links and paging are the admin lists' own
 * (FilterBar, Pager); "Delete selected" and select-all are BulkBar's.
 */

/** The bulk form's intents the two lists answer alike. */
export const MARK_INTENTS = ["mark-read", "mark-unread"] as const;

/**
 * Reply to someone: an email with "Re: `subject`", a call and, for a number WhatsApp can reach (a Bangladeshi mobile
 * or a number with its country code), a WhatsApp chat. Each link names the person for screen readers.
 */
export function ReplyLinks({
  name,
  email,
  phone,
  subject,
  className,
}: {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  className?: string;
}) {
  const link = buttonClass({ surface: "admin", variant: "secondary", size: "sm" });
  const whatsapp = phone ? whatsappHref(phone) : null;
  return (
    <div className={cx("flex flex-wrap gap-2", className)}>
      <a href={`mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`} className={link} aria-label={`Email ${name}`}>
        <MailIcon className="size-4" />
        Email
      </a>
      {phone ? (
        <a href={telHref(phone)} className={link} aria-label={`Call ${name}`}>
          <PhoneIcon className="size-4" />
          Call
        </a>
      ) : null}
      {whatsapp ? (
        <a href={whatsapp} target="_blank" rel="noreferrer" className={link} aria-label={`WhatsApp ${name}`}>
          <ChatIcon className="size-4" />
          WhatsApp
        </a>
      ) : null}
    </div>
  );
}

/** "Mark read" and "Mark unread" of a list's bulk form (its checkboxes say which rows). */
export function MarkButtons() {
  const button = buttonClass({ surface: "admin", variant: "secondary" });
  return (
    <>
      <button type="submit" name="intent" value="mark-read" className={button}>
        <EnvelopeOpenIcon className="size-4" />
        Mark read
      </button>
      <button type="submit" name="intent" value="mark-unread" className={button}>
        <MailIcon className="size-4" />
        Mark unread
      </button>
    </>
  );
}

/**
 * One row of an inbox list: its checkbox (in the bulk form `form`), a dot and bold text while unread (said to screen
 * readers too), and the row's content.
 */
export function InboxRow({
  id,
  name,
  noun,
  unread,
  selection,
  form,
  testId,
  children,
}: {
  id: number;
  name: string;
  /** What the row is ("message", "quote request"), for the checkbox's label. */
  noun: string;
  unread: boolean;
  selection: Selection;
  form: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <li
      data-testid={testId}
      data-read={!unread}
      className={cx("flex gap-3 py-3.5", selection.has(id) && "-mx-2 rounded-lg bg-brand-50/70 px-2 dark:bg-brand-900/40")}
    >
      <div className="pt-0.5">
        <RowCheckbox id={id} selection={selection} form={form} label={`Select the ${noun} from ${name}`} />
      </div>
      <span
        aria-hidden="true"
        className={cx("mt-2 size-2.5 shrink-0 rounded-full", unread ? "bg-accent-500" : "bg-transparent")}
      />
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}

/** A row's name line: bold while unread, with "unread"/"read" for screen readers. */
export function InboxName({ name, unread, children }: { name: string; unread: boolean; children?: ReactNode }) {
  return (
    <p
      className={cx(
        "truncate text-sm",
        unread ? "font-bold text-slate-900 dark:text-white" : "font-medium text-slate-800 dark:text-slate-200",
      )}
    >
      {name}
      <span className="sr-only">{unread ? ", unread" : ", read"}</span>
      {children}
    </p>
  );
}
