import type { ReactNode } from "react";
import { telHref, whatsappHref } from "~/components/site/office-contact";
import { buttonClass } from "~/components/ui/button";
import { card, cx } from "~/components/ui/styles";
import { ChatIcon, EnvelopeOpenIcon, MailIcon, PhoneIcon } from "../icons";
import { BulkBar, RowCheckbox, type Selection } from "../media/selection";
import { Pager } from "../Pager";

/*
 * The pieces the two inbox lists (messages, quote requests) share: a row with its checkbox and unread dot, the reply
 * links, and the bulk "Mark read" / "Mark unread" buttons. Search, status links and paging are the admin lists' own
 * (FilterBar, Pager); "Delete selected" and select-all are BulkBar's.
 */

/** The bulk form's intents the two lists answer alike. */
export const MARK_INTENTS = ["mark-read", "mark-unread"] as const;

/**
 * Reply to someone: an email with "Re: `subject`", a call and, for a number WhatsApp can reach (a Bangladeshi mobile
 * or a number with its country code), a WhatsApp chat. Each link names the person for screen readers. `inline` leaves
 * the links in the caller's own row of buttons.
 */
export function ReplyLinks({
  name,
  email,
  phone,
  subject,
  inline = false,
  className,
}: {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  inline?: boolean;
  className?: string;
}) {
  const link = buttonClass({ surface: "admin", variant: "secondary", size: "sm" });
  const whatsapp = phone ? whatsappHref(phone) : null;
  const links = (
    <>
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
    </>
  );
  return inline ? links : <div className={cx("flex flex-wrap gap-2", className)}>{links}</div>;
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

/**
 * An inbox list's card: select-all with the bulk buttons (`actions`, then "Delete selected") over the rows of this
 * page, `empty` when there are none, and the pager.
 */
export function InboxListCard({
  form,
  selection,
  noun,
  deleteDescription,
  actions,
  empty,
  label,
  page,
  pageCount,
  children,
}: {
  /** The bulk form's id (the rows' checkboxes belong to it). */
  form: string;
  selection: Selection;
  noun: string;
  deleteDescription: string;
  actions: ReactNode;
  empty: ReactNode;
  /** The list's name ("Messages"); its pages are "Messages pages". */
  label: string;
  page: number;
  pageCount: number;
  children: ReactNode;
}) {
  return (
    <div className={cx(card, "p-4 sm:p-6")}>
      <BulkBar
        id={form}
        selection={selection}
        noun={noun}
        description={deleteDescription}
        actions={actions}
        className="border-b border-slate-100 pb-4 dark:border-slate-800"
      />
      {selection.rows === 0 ? (
        empty
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={`${label}, newest first`}>
          {children}
        </ul>
      )}
      <Pager page={page} pageCount={pageCount} label={`${label} pages`} />
    </div>
  );
}
