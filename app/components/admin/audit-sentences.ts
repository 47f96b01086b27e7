import type { AuditAction } from "#server/modules/audit/actions.js";

/** An audit log entry as the page words it. */
export interface AuditSentenceInput {
  action: string;
  entityId: string | null;
  details: Record<string, unknown>;
}

/** What the editors call each document (server/modules/content/documents.ts). */
const DOCUMENT_NAMES: Record<string, string> = {
  "settings:navbar": "the navigation bar",
  "settings:footer": "the footer",
  gallery: "the gallery",
  "collection:services": "the services",
  "collection:projects": "the portfolio projects",
  "collection:manpower": "the manpower projects",
};
const documentName = (key: string | null) =>
  key === null ? "a page" : (DOCUMENT_NAMES[key] ?? (key.startsWith("page:") ? `the ${key.slice("page:".length)} page` : key));

/** The details of a library image an edit names (server/modules/media/library.server.ts, updateImageDetails). */
const IMAGE_DETAIL_WORDS: Record<string, string> = {
  title: "title",
  alt: "description",
  decorative: "decorative setting",
  caption: "caption",
  category: "category",
};

/** `in_review` → "In review". */
const statusWord = (value: unknown) => {
  const text = String(value ?? "").replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
};
const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
const quoted = (value: unknown) => (text(value) ? ` “${text(value)}”` : "");
const id = (e: AuditSentenceInput) => (e.entityId ? ` #${e.entityId}` : "");
/** "the earlier report", "3 earlier reports". */
const earlierReports = (count: unknown) => {
  const n = Number(count);
  return Number.isInteger(n) && n > 1 ? `${n} earlier reports` : "the earlier report";
};
/** ["bn", "ar"] → "Bangla and Arabic". */
const LANGUAGE_WORDS: Record<string, string> = { bn: "Bangla", ar: "Arabic" };
const languageList = (value: unknown) =>
  (Array.isArray(value) ? value : []).map((l) => LANGUAGE_WORDS[String(l)] ?? String(l)).join(" and ") || "translated";
const via = (e: AuditSentenceInput) => (e.details.via === "api_token" ? " through the API" : "");

/** The rest of the sentence after the person's name, one per action the code writes. */
const WORDING: Record<AuditAction, (e: AuditSentenceInput) => string> = {
  "auth.login": (e) => `signed in${via(e)}`,
  "auth.logout": (e) => `signed out${via(e)}`,
  "admin_user.create": (e) => `created the admin account${quoted(e.details.username)} (${text(e.details.role) || "editor"})`,
  "admin_user.disable": (e) => `disabled the admin account${quoted(e.details.username)}`,
  "admin_user.enable": (e) => `enabled the admin account${quoted(e.details.username)}`,
  "admin_user.remove": (e) => `removed the admin account${quoted(e.details.username)}`,
  "admin_user.role_change": (e) =>
    `changed the role of${quoted(e.details.username)} from ${text(e.details.from)} to ${text(e.details.to)}`,
  "admin_user.password_change": () => "changed their password",
  "admin_user.rename": (e) => `renamed their account from${quoted(e.details.from)} to${quoted(e.details.to)}`,
  "api_token.create": (e) => `created the API token${quoted(e.details.name)}`,
  "api_token.revoke": (e) => `revoked the API token${quoted(e.details.name)}`,
  "content.save_draft": (e) => `saved a draft of ${documentName(e.entityId)}`,
  "content.publish": (e) =>
    `published ${documentName(e.entityId)}${e.details.version ? ` (version ${text(e.details.version)})` : ""}`,
  "content.restore": (e) =>
    `restored version ${text(e.details.version)} of ${documentName(e.entityId)} as a draft${
      e.details.replacedDraft ? ", replacing an unpublished draft" : ""
    }`,
  "contact_message.read": (e) => `marked message${id(e)} as read`,
  "contact_message.unread": (e) => `marked message${id(e)} as unread`,
  "contact_message.update": (e) => `edited message${id(e)}`,
  "contact_message.delete": (e) => `deleted message${id(e)}`,
  "quote_request.status": (e) => `changed quote${id(e)} to ${statusWord(e.details.to)}`,
  "quote_request.delete": (e) => `deleted quote${id(e)}`,
  "form.create": (e) => `created the form${quoted(e.details.title)}`,
  "form.delete": (e) => `deleted the form${quoted(e.details.title)}${id(e)}`,
  "form.title.update": (e) => `renamed form${id(e)} to${quoted(e.details.after)}`,
  "form.description.update": (e) => `changed the description of form${id(e)}`,
  "form.translations.update": (e) => `changed the ${languageList(e.details.languages)} name of form${id(e)}`,
  "form.payment_amount.update": (e) =>
    `changed the fee of form${id(e)} to ${e.details.after == null ? "none" : `BDT ${text(e.details.after)}`}`,
  "form_field.create": (e) => `added the field${quoted(e.details.name)} to form #${text(e.details.formId)}`,
  "form_field.update": (e) =>
    `changed the field${quoted((e.details.after as { name?: unknown } | undefined)?.name ?? (e.details.before as { name?: unknown } | undefined)?.name)} of form #${text(e.details.formId)}`,
  "form_field.delete": (e) => `deleted the field${quoted(e.details.name)} of form #${text(e.details.formId)}`,
  "form_field.reorder": (e) => `reordered the fields of form${id(e)}`,
  "form_field.file": (e) => (e.details.fileId == null ? `removed the file of field${id(e)}` : `attached a file to field${id(e)}`),
  "form_response.update": (e) => {
    const status = e.details.status as { after?: unknown } | undefined;
    return status ? `changed response${id(e)} to ${statusWord(status.after)}` : `edited the notes of response${id(e)}`;
  },
  "form_response.delete": (e) => `deleted response${id(e)}`,
  "form_response.move": (e) => `moved response${id(e)} to form #${text(e.details.after)}`,
  "form_response.duplicate_check": (e) =>
    e.details.notDuplicate
      ? `marked registration${id(e)} as not a duplicate`
      : `flagged registration${id(e)} as a possible duplicate again`,
  "form_response.stage": (e) => {
    const stage = e.details.stage as { before?: unknown; after?: unknown } | undefined;
    const note = e.details.publicNote;
    const moved =
      stage && stage.before !== stage.after
        ? `moved registration${id(e)} from ${statusWord(stage.before)} to ${statusWord(stage.after)}`
        : `changed the note for the worker on registration${id(e)}`;
    if (note === undefined) return moved;
    return text(note) ? `${moved}, noting “${text(note)}”` : `${moved} and removed the note for the worker`;
  },
  "export.create": (e) => `exported the responses of form #${text(e.details.formId)}`,
  "image.upload": (e) => `uploaded the image${quoted(e.details.originalName)}${id(e)}`,
  "image.update": (e) => {
    const changed = Array.isArray(e.details.changed) ? e.details.changed.filter((c) => typeof c === "string") : [];
    // entries written before images had titles: a category change only
    if (changed.length === 0) return `moved image${id(e)} to the category${quoted(e.details.to)}`;
    const words = changed.map((c) => IMAGE_DETAIL_WORDS[c] ?? c);
    const list = words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : words[0];
    return `changed the ${list} of the image${quoted(e.details.title)}${id(e)}`;
  },
  "image.replace": (e) =>
    e.details.originalName
      ? `replaced the file of the image${quoted(e.details.title)}${id(e)} with${quoted(e.details.originalName)}`
      : `replaced the file of image${id(e)}`,
  "image.delete": (e) => `deleted the image${quoted(e.details.title || e.details.originalName)}${id(e)}`,
  "job.create": (e) => `posted the job${quoted(e.details.title)}`,
  "job.update": (e) => `edited the job${quoted(e.details.title)}${id(e)}`,
  "job.delete": (e) => `deleted the job${quoted(e.details.title)}`,
  "medical_report.create": (e) => `uploaded a medical report for passport ${text(e.details.passportNumber)}`,
  // a new upload for a passport with a report; entries written before earlier reports were kept have no count
  "medical_report.replace": (e) =>
    e.details.earlierCount === undefined
      ? `replaced the medical report for passport ${text(e.details.passportNumber)}`
      : `uploaded a new medical report for passport ${text(e.details.passportNumber)}, keeping ${earlierReports(e.details.earlierCount)}`,
  "medical_report.delete": (e) =>
    `deleted the medical report for passport ${text(e.details.passportNumber)}${
      Number(e.details.earlierCount) > 0 ? ` and ${earlierReports(e.details.earlierCount)}` : ""
    }`,
};

/** "rina.akter changed quote #2 to Read"; an action recorded before it had wording reads by its name. */
export function auditSentence(who: string | null, entry: AuditSentenceInput): string {
  const word = (WORDING as Record<string, ((e: AuditSentenceInput) => string) | undefined>)[entry.action];
  const rest = word ? word(entry) : `${entry.action.replaceAll(/[._]/g, " ")}${id(entry)}`;
  return `${who ?? "The system"} ${rest}`;
}

export const isWorded = (action: string) => Object.hasOwn(WORDING, action);
