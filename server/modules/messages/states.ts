/** A contact message is unread until an admin opens it or marks it read (the messages list filters by these). */
export const MESSAGE_STATES = ["unread", "read"] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
