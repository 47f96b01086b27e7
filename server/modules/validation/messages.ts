/*
 * What a schema says when it refuses an input, without words: the id of an interface-text message
 * (app/locales/*.po) and the values of its placeholders. Schemas of the public forms put one in each issue's
 * `message`; the page that shows the issue words it in its visitor's language (app/utils/i18n.tsx, `messageText`),
 * the REST API in its own English (server/api/drf.ts). Free of imports: the browser runs the same schemas.
 */

/** A placeholder's value: text, a number, or another message (a field's name, worded in the same language). */
export type MessageValue = string | number | MessageRef;

export interface MessageRef {
  id: string;
  values?: Record<string, MessageValue>;
}

/** An id and, after a space, its values as JSON: `validation.required {"label":"Full Name"}`. */
const ENCODED = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)(?: (\{.*\}))?$/s;

/** A message as a zod issue (and a Conform reply) carries it: one string. */
export function message(id: string, values?: Record<string, MessageValue>): string {
  if (!ENCODED.test(id)) throw new Error(`Not a message id: ${id}`);
  return values && Object.keys(values).length > 0 ? `${id} ${JSON.stringify(values)}` : id;
}

/** A nested message as a placeholder's value: `{ label: field("quote.field.clientName") }`. */
export function ref(id: string, values?: Record<string, MessageValue>): MessageRef {
  return values ? { id, values } : { id };
}

function isMessageRef(value: unknown): value is MessageRef {
  return typeof value === "object" && value !== null && typeof (value as MessageRef).id === "string";
}

/** The message a string carries, or null for any other text (a sentence already worded, the browser's own error). */
export function readMessage(text: string): MessageRef | null {
  const match = ENCODED.exec(text);
  if (!match) return null;
  if (!match[2]) return { id: match[1]! };
  try {
    const values: unknown = JSON.parse(match[2]);
    if (typeof values !== "object" || values === null || Array.isArray(values)) return null;
    return { id: match[1]!, values: values as Record<string, MessageValue> };
  } catch {
    return null;
  }
}

/**
 * Words a message with `translate` (a language's message function), its nested messages first; any text that
 * carries no message comes back as it is.
 */
export function wordMessage(text: string, translate: (id: string, values?: Record<string, unknown>) => string): string {
  const found = readMessage(text);
  return found ? wordRef(found, translate) : text;
}

function wordRef(found: MessageRef, translate: (id: string, values?: Record<string, unknown>) => string): string {
  if (!found.values) return translate(found.id);
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(found.values)) {
    values[name] = isMessageRef(value) ? wordRef(value, translate) : value;
  }
  return translate(found.id, values);
}
