/**
 * Name of the honeypot input every public form carries (app/components/forms/honeypot.tsx). People never
 * see it, so it stays empty; form-filling bots tend to fill any field called "website". Shared by the
 * component and the server check, and free of server imports so the browser bundle can use it.
 */
export const HONEYPOT_FIELD = "website";
