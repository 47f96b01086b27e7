import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useMemo, useState } from "react";
import { z } from "zod";
import { loadAdminList } from "~/utils/admin-list.server";
import {
  deleteContactMessages,
  listContactMessages,
  messageIdsSchema,
  messageListQuerySchema,
  setMessageRead,
  setMessagesRead,
} from "#server/modules/messages/admin.server.js";
import { MESSAGE_STATES, type MessageState } from "#server/modules/messages/states.js";
import { FilterBar } from "~/components/admin/filter-bar";
import { telHref } from "~/components/site/office-contact";
import { InboxListCard, InboxName, InboxRow, MarkButtons, ReplyLinks } from "~/components/admin/inbox/inbox-list";
import { ConfirmForm } from "~/components/admin/confirm-dialog";
import { EmptyState } from "~/components/admin/EmptyState";
import { EnvelopeOpenIcon, InboxIcon, MailIcon, TrashIcon } from "~/components/admin/icons";
import { formatDateTime, plural } from "~/components/ui/format";
import { useSelection, type Selection } from "~/components/admin/media/selection";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { notice, ToastFallback, useNoticeToast } from "~/components/admin/toast";
import { adminSubmission, doneWithToast, refuseWithToast } from "~/utils/admin-action.server";
import { cx, focusRing } from "~/components/ui/styles";
import { Modal, ModalClose } from "~/components/ui/modal";
import { buttonClass } from "~/components/ui/button";
import { rowId } from "#server/validation.js";

export const meta: MetaFunction = () => adminMeta("Messages");

const BULK_FORM = "messages-bulk";
const FETCH_FAILED = "Failed to fetch messages. Please try again.";

export async function loader(args: LoaderFunctionArgs) {
  const { query, list, failed } = await loadAdminList(args, messageListQuerySchema, (s, q) => listContactMessages(s.db, q), {
    counts: { unread: 0, read: 0 },
  });
  const { items, ...pager } = list;
  return {
    ...pager,
    status: query.status ?? null,
    q: query.q,
    messages: items.map((m) => ({
      ...m.toJSON(),
      readAt: m.readAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
    })),
    loadError: failed ? notice("error", FETCH_FAILED) : null,
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), id: rowId, read: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("mark-read"), ids: messageIdsSchema }),
  z.object({ intent: z.literal("mark-unread"), ids: messageIdsSchema }),
  z.object({ intent: z.literal("delete"), ids: messageIdsSchema }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await adminSubmission(request, context, actionSchema);
  if (parsed.invalid) return parsed.invalid;
  const { submission, actor } = parsed;
  const { db, logger } = context.services;
  const { value } = submission;
  if (value.intent !== "read" && value.ids.length === 0) {
    const message = value.intent === "delete" ? "No messages selected for deletion." : "No messages selected.";
    return refuseWithToast(context, submission.reply, message, 400);
  }
  try {
    if (value.intent === "read") {
      const found = await setMessageRead(db, value.id, value.read === "true", actor);
      if (!found) return refuseWithToast(context, submission.reply, "This message no longer exists.", 404);
      return { result: submission.reply() };
    }
    if (value.intent === "delete") {
      const deleted = await deleteContactMessages(db, value.ids, actor);
      return doneWithToast(context, request, deleted === 1 ? "Message deleted." : `${plural(deleted, "message")} deleted.`);
    }
    const read = value.intent === "mark-read";
    const { found } = await setMessagesRead(db, value.ids, read, actor);
    if (found === 0) return refuseWithToast(context, submission.reply, "The selected messages no longer exist.", 404);
    return doneWithToast(context, request, `${plural(found, "message")} marked as ${read ? "read" : "unread"}.`);
  } catch (err) {
    logger.error({ err }, "contact message update failed");
    const message = value.intent === "delete" ? "Failed to delete the messages." : "Failed to update the messages.";
    return refuseWithToast(context, submission.reply, message, 500);
  }
}

const STATE_NAMES: Record<MessageState, string> = { unread: "Unread", read: "Read" };
const replySubject = (message: { subject: string | null }) => message.subject ?? "Your message to Crestline";

type Message = ReturnType<typeof useLoaderData<typeof loader>>["messages"][number];

export default function AdminMessagesList() {
  const { messages, counts, page, pageCount, status, q, loadError } = useLoaderData<typeof loader>();
  useNoticeToast(loadError);
  const ids = useMemo(() => messages.map((m) => m.id), [messages]);
  const selection = useSelection(ids);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = messages.find((m) => m.id === openId) ?? null;
  const readFetcher = useFetcher<typeof action>();

  const view = (message: Message) => {
    setOpenId(message.id);
    if (!message.readAt) readFetcher.submit({ intent: "read", id: String(message.id), read: "true" }, { method: "post" });
  };

  return (
    <>
      <PageHeader
        title="Messages"
        description="Messages visitors send through the contact form, newest first."
        link={{ to: "/admin/quotes", label: "Quote requests", icon: InboxIcon }}
      />
      <ToastFallback toast={loadError} />
      <FilterBar
        id="messages"
        className="mb-5"
        search={{ label: "Search", placeholder: "Name, email, phone or words of the message", value: q }}
        keep={{ status }}
        clear={{ q }}
        statuses={{ label: "Filter messages", current: status, counts, order: MESSAGE_STATES, names: STATE_NAMES }}
      />

      <InboxListCard
        form={BULK_FORM}
        selection={selection}
        noun="message"
        deleteDescription="The selected messages are deleted for good. This cannot be undone."
        actions={<MarkButtons />}
        empty={
          <EmptyState title={q || status ? "No messages match" : "No messages yet"} icon={MailIcon}>
            {q || status
              ? "Try fewer or other words, or “All”."
              : "Messages sent through the website's contact form appear here."}
          </EmptyState>
        }
        label="Messages"
        page={page}
        pageCount={pageCount}
      >
        {messages.map((message) => (
          <MessageRow key={message.id} message={message} selection={selection} onView={() => view(message)} />
        ))}
      </InboxListCard>

      <Modal
        open={open !== null}
        onOpenChange={(isOpen) => !isOpen && setOpenId(null)}
        title={open?.subject || "Message"}
        description={open ? `From ${open.name}, ${formatDateTime(open.createdAt)}` : undefined}
        size="lg"
        footer={
          open ? (
            <>
              <ConfirmForm
                fields={{ intent: "delete", ids: String(open.id) }}
                title="Delete this message?"
                description="The message is deleted for good. This cannot be undone."
                confirmLabel="Delete"
                triggerClassName={buttonClass({ surface: "admin", variant: "danger" })}
                className="mr-auto"
              >
                <TrashIcon className="size-4" />
                Delete
              </ConfirmForm>
              <ModalClose asChild>
                <button type="button" className={buttonClass({ surface: "admin" })}>
                  Close
                </button>
              </ModalClose>
            </>
          ) : null
        }
      >
        {open ? (
          <div className="space-y-4">
            <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[6rem_1fr]">
              <dt className="font-medium text-slate-500 dark:text-slate-400">Name</dt>
              <dd className="text-slate-900 dark:text-white">{open.name}</dd>
              <dt className="font-medium text-slate-500 dark:text-slate-400">Email</dt>
              <dd>
                <a href={`mailto:${open.email}`} className="text-brand-600 underline dark:text-accent-400">
                  {open.email}
                </a>
              </dd>
              {open.phone ? (
                <>
                  <dt className="font-medium text-slate-500 dark:text-slate-400">Phone</dt>
                  <dd>
                    <a href={telHref(open.phone)} className="text-brand-600 underline dark:text-accent-400">
                      {open.phone}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
            <p className="rounded-lg bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:bg-slate-800/60 dark:text-slate-100">
              {open.message}
            </p>
            <ReplyLinks name={open.name} email={open.email} phone={open.phone} subject={replySubject(open)} />
          </div>
        ) : null}
      </Modal>
    </>
  );
}

function MessageRow({ message, selection, onView }: { message: Message; selection: Selection; onView: () => void }) {
  const fetcher = useFetcher<typeof action>();
  // Shown as toggled while the change is on its way.
  const pendingRead = fetcher.formData?.get("read");
  const isRead = pendingRead ? pendingRead === "true" : message.readAt !== null;
  return (
    <InboxRow
      id={message.id}
      name={message.name}
      noun="message"
      unread={!isRead}
      selection={selection}
      form={BULK_FORM}
      testId="message-row"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <InboxName name={message.name} unread={!isRead}>
          <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">{message.email}</span>
        </InboxName>
        <time dateTime={message.createdAt} className="shrink-0 text-xs text-slate-500 dark:text-slate-400">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <button
        type="button"
        onClick={onView}
        className={cx("mt-0.5 block w-full rounded text-left", focusRing)}
        aria-label={`View the message from ${message.name}${message.subject ? `: ${message.subject}` : ""}`}
      >
        <span
          className={cx(
            "block truncate text-sm",
            isRead ? "text-slate-800 dark:text-slate-200" : "font-bold text-slate-900 dark:text-white",
          )}
        >
          {message.subject || "(no subject)"}
        </span>
        <span className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{message.message}</span>
      </button>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" onClick={onView} className={buttonClass({ surface: "admin", variant: "secondary", size: "sm" })}>
          View
        </button>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={message.id} />
          <input type="hidden" name="read" value={isRead ? "false" : "true"} />
          <button type="submit" className={buttonClass({ surface: "admin", variant: "secondary", size: "sm" })}>
            <EnvelopeOpenIcon className="size-4" />
            {isRead ? "Mark as unread" : "Mark as read"}
          </button>
        </fetcher.Form>
        <ReplyLinks name={message.name} email={message.email} phone={message.phone} subject={replySubject(message)} inline />
        <ConfirmForm
          fields={{ intent: "delete", ids: String(message.id) }}
          title="Delete this message?"
          description={`The message from ${message.name} is deleted for good. This cannot be undone.`}
          confirmLabel="Delete"
          triggerClassName={buttonClass({ surface: "admin", variant: "danger", size: "sm" })}
          triggerLabel={`Delete the message from ${message.name}`}
        >
          <TrashIcon className="size-4" />
          <span className="hidden sm:inline">Delete</span>
        </ConfirmForm>
      </div>
    </InboxRow>
  );
}
