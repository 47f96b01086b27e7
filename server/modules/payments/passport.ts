import type { FieldDefinition } from "../forms/fields.js";

/*
 * Which answer of a worker registration is its passport number, and how two of them are compared (docs/product.md,
 * "Worker registration and payments", duplicate protection). Plain functions, free of server imports: the
 * registration page names the confirmation input from here too.
 */

/**
 * A passport-number field: a text field whose name says "passport" ("Passport Number", "Passport No."). Its stored
 * answers keep the name as their label, which the database's index matches the same way (label ILIKE '%passport%',
 * migrations/0023_passport_duplicates.ts). "Passport Copy" is a file field, never compared.
 */
export function isPassportField(field: Pick<FieldDefinition, "name" | "fieldType">): boolean {
  return field.fieldType === "text" && /passport/i.test(field.name);
}

/**
 * A passport number as it is compared: without any white space (inside too: "AB 123 4567"), upper-case. The SQL twin
 * is PASSPORT_KEY_SQL (duplicates.server.ts). "" when there is none.
 */
export function passportKey(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/gu, "").toUpperCase() : "";
}

/** The form input by which a worker confirms registering again under a passport number already registered. */
export const CONFIRM_PASSPORT_INPUT = "confirm_passport";
