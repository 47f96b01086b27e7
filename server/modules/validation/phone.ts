/*
 * Phone numbers as Bangladeshi workers type them (docs/product.md, "Forms"): 01712345678, 8801712345678,
 * +880 1712-345678, ০১৭১২৩৪৫৬৭৮ (Bengali digits), with spaces, dashes, dots or brackets. Free of imports: the
 * browser and the server check alike.
 */

const BENGALI_ZERO = 0x09e6;

/** Bengali (and Arabic-Indic) digits as ASCII digits; everything else unchanged. */
export function asciiDigits(value: string): string {
  return value.replace(/[\u09e6-\u09ef\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = code >= BENGALI_ZERO ? BENGALI_ZERO : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

/**
 * A number as a visitor types it, ready for `Number()`: Bengali or Arabic-Indic digits as ASCII, the thousands
 * separators people type (space, comma, the Arabic ٬) dropped and the Arabic decimal separator ٫ as a point.
 */
export function plainNumber(value: string): string {
  return asciiDigits(value)
    .replace(/[\s,\u066c]/g, "")
    .replace(/\u066b/g, ".");
}

/** Digits with the separators people type and an optional leading + (or 00). */
const PHONE_PATTERN = /^(\+|00)?[0-9][0-9 ().-]*[0-9]$/;
const PHONE_DIGITS = { min: 6, max: 15 };
/** A Bangladeshi mobile: 01 then an operator digit 3–9 then eight digits. */
const BD_MOBILE = /^01[3-9][0-9]{8}$/;

export type PhoneCheck = { ok: true; value: string } | { ok: false; reason: "invalid" | "not_bangladeshi_mobile" };

/**
 * A phone number checked and normalised: a Bangladeshi number (starting 01, 880 or +880) must be a mobile and
 * is stored as +8801XXXXXXXXX; another country's number (+ and its code) is kept as typed, digits in ASCII.
 */
export function checkPhone(raw: string): PhoneCheck {
  const typed = asciiDigits(raw.trim());
  if (!PHONE_PATTERN.test(typed)) return { ok: false, reason: "invalid" };
  const international = /^(\+|00)/.test(typed);
  const digits = typed.replace(/\D/g, "").replace(/^00/, "");
  const national = digits.startsWith("880") ? `0${digits.slice(3)}` : international ? null : digits;
  if (national !== null && (national.startsWith("01") || digits.startsWith("880"))) {
    return BD_MOBILE.test(national) ? { ok: true, value: `+88${national}` } : { ok: false, reason: "not_bangladeshi_mobile" };
  }
  if (!international) return { ok: false, reason: "not_bangladeshi_mobile" };
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return { ok: false, reason: "invalid" };
  return { ok: true, value: typed.replace(/^00/, "+") };
}
