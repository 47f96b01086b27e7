import { QUOTE_STATUSES, type QuoteKind, type QuoteStatus } from "#server/db/models/quote-enums.js";
import { StatusBadge, type BadgeTone } from "~/components/ui/format";
import { ReplyLinks } from "./inbox-list";

const QUOTE_KIND_LABELS: Record<QuoteKind, string> = { sub_contract: "Sub contract", supply: "Supply" };
/** In the order an admin moves a request through them. */
export const QUOTE_STATUS_ORDER: readonly QuoteStatus[] = QUOTE_STATUSES;
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = { new: "New", read: "Read", archived: "Archived" };

export function QuoteKindBadge({ kind }: { kind: QuoteKind }) {
  return <StatusBadge tone={kind === "supply" ? "sky" : "brand"}>{QUOTE_KIND_LABELS[kind]}</StatusBadge>;
}

const STATUS_TONES: Record<QuoteStatus, BadgeTone> = { new: "amber", read: "slate", archived: "muted" };

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{QUOTE_STATUS_LABELS[status]}</StatusBadge>;
}

/** The reply links of a request (its list row, its page); the email's subject is "Re: Quote request for <project>". */
export function QuoteReplyLinks({
  quote,
  className,
}: {
  quote: { clientName: string; email: string; phone: string; projectName: string };
  className?: string;
}) {
  return (
    <ReplyLinks
      name={quote.clientName}
      email={quote.email}
      phone={quote.phone}
      subject={`Quote request for ${quote.projectName}`}
      className={className}
    />
  );
}
