import { describe, expect, it } from "vitest";
import type { FieldDefinition } from "../../server/modules/forms/fields.js";
import { buildSubmissionSchema, collectSubmissionInput, fieldErrors, type UploadRef } from "../../server/modules/forms/schema.js";
import { worded } from "../support/messages.js";

let nextId = 1;
function field(fieldType: FieldDefinition["fieldType"], extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { id: nextId++, name: `${fieldType} field`, fieldType, required: false, options: [], priority: 0, ...extra };
}

const pdf: UploadRef = {
  id: "00000000-0000-4000-8000-000000000001",
  contentType: "application/pdf",
  originalName: "cv.pdf",
  size: 100,
};
const png: UploadRef = {
  id: "00000000-0000-4000-8000-000000000002",
  contentType: "image/png",
  originalName: "me.png",
  size: 100,
};

function run(fields: FieldDefinition[], body: [string, string][], files: Record<string, UploadRef> = {}) {
  const formData = new URLSearchParams(body);
  const input = collectSubmissionInput(fields, formData, { get: (name) => files[name] });
  const result = buildSubmissionSchema(fields).safeParse(input);
  if (result.success) return { ok: true as const, data: result.data };
  // each message as a visitor of the English page reads it (the schema names a message of the catalogs)
  const errors = Object.fromEntries(Object.entries(fieldErrors(result.error)).map(([name, m]) => [name, worded(m)]));
  return { ok: false as const, errors };
}

describe("buildSubmissionSchema", () => {
  it("requires required fields of every type, with the field's name in the message", () => {
    const name = field("text", { name: "Full Name", required: true });
    const notes = field("textarea", { name: "Notes", required: true });
    const country = field("select", { name: "Country", required: true, options: ["Bangladesh", "Qatar"] });
    const trades = field("checkbox", { name: "Trades", required: true, options: ["Mason", "Welder"] });
    const gender = field("radio", { name: "Shift", required: true, options: ["Day", "Night"] });
    const cv = field("file", { name: "CV", required: true });
    const result = run([name, notes, country, trades, gender, cv], [[`field_${name.id}`, "   "]]);
    expect(result).toEqual({
      ok: false,
      errors: {
        [`field_${name.id}`]: "Full Name is required.",
        [`field_${notes.id}`]: "Notes is required.",
        [`field_${country.id}`]: "Country is required.",
        [`field_${trades.id}`]: "Please choose at least one option for Trades.",
        [`field_${gender.id}`]: "Shift is required.",
        [`file_${cv.id}`]: "Please upload CV.",
      },
    });
  });

  it("accepts optional fields left empty", () => {
    const fields = [
      field("text"),
      field("email"),
      field("phone"),
      field("select", { options: ["A"] }),
      field("checkbox", { options: ["A"] }),
      field("file"),
    ];
    const result = run(fields, [[`field_${fields[1]!.id}`, ""]]);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data[`field_${fields[0]!.id}`]).toBe("");
      expect(result.data[`field_${fields[4]!.id}`]).toEqual([]);
      expect(result.data[`file_${fields[5]!.id}`]).toBeUndefined();
    }
  });

  it("checks email format and phone pattern", () => {
    const email = field("email", { required: true });
    const phone = field("phone", { required: true });
    const bad = run(
      [email, phone],
      [
        [`field_${email.id}`, "not-an-email"],
        [`field_${phone.id}`, "call me"],
      ],
    );
    expect(bad).toEqual({
      ok: false,
      errors: {
        [`field_${email.id}`]: "Please enter a valid email address.",
        [`field_${phone.id}`]: "Please enter a valid phone number.",
      },
    });
    for (const number of ["+880 1712-345678", "01712345678", "+966 (55) 123 4567"]) {
      expect(run([phone], [[`field_${phone.id}`, number]]).ok).toBe(true);
    }
    for (const number of ["12345", "+1234567890123456", "0171234567x", "--0171234567"]) {
      expect(run([phone], [[`field_${phone.id}`, number]]).ok).toBe(false);
    }
    expect(run([email], [[`field_${email.id}`, "  rahim@example.com "]])).toEqual({
      ok: true,
      data: { [`field_${email.id}`]: "rahim@example.com" },
    });
  });

  it("stores Bangladeshi mobiles as +880…, whichever way they are typed, and refuses what is not one", () => {
    const phone = field("phone", { required: true });
    const stored = (typed: string) => run([phone], [[`field_${phone.id}`, typed]]);
    for (const typed of [
      "01712345678",
      "01712-345678",
      "8801712345678",
      "+880 1712 345678",
      "00880-1712-345678",
      "০১৭১২৩৪৫৬৭৮",
    ]) {
      expect(stored(typed)).toEqual({ ok: true, data: { [`field_${phone.id}`]: "+8801712345678" } });
    }
    // another country's number is kept as typed (an agent in Riyadh)
    expect(stored("+966 55 123 4567")).toEqual({ ok: true, data: { [`field_${phone.id}`]: "+966 55 123 4567" } });
    const notMobile = "Please enter a Bangladeshi mobile number such as 01712 345678 (or a number starting with +).";
    for (const typed of ["0171234567", "01212345678", "+880 2 9123456", "1712345678"]) {
      expect(stored(typed)).toEqual({ ok: false, errors: { [`field_${phone.id}`]: notMobile } });
    }
  });

  it("takes Number and Date answers as plain numbers and ISO dates", () => {
    const years = field("number", { name: "Experience (years)" });
    const born = field("date", { name: "Date of Birth" });
    const ok = run(
      [years, born],
      [
        [`field_${years.id}`, " ১২ "],
        [`field_${born.id}`, "1995-03-21"],
      ],
    );
    expect(ok).toEqual({ ok: true, data: { [`field_${years.id}`]: "12", [`field_${born.id}`]: "1995-03-21" } });
    expect(run([years], [[`field_${years.id}`, "1,500.50"]])).toEqual({ ok: true, data: { [`field_${years.id}`]: "1500.5" } });
    const bad = run(
      [years, born],
      [
        [`field_${years.id}`, "five"],
        [`field_${born.id}`, "21/03/1995"],
      ],
    );
    expect(bad).toEqual({
      ok: false,
      errors: {
        [`field_${years.id}`]: "Experience (years) must be a number, such as 5 or 2.5.",
        [`field_${born.id}`]: "Date of Birth must be a date (YYYY-MM-DD).",
      },
    });
    expect(run([born], [[`field_${born.id}`, "2026-02-30"]]).ok).toBe(false);
  });

  it("requires select and radio values to be one of the options", () => {
    const select = field("select", { name: "Country", options: ["Bangladesh", "Saudi Arabia"] });
    const radio = field("radio", { name: "Shift", options: ["Day", "Night"] });
    expect(
      run(
        [select, radio],
        [
          [`field_${select.id}`, "Narnia"],
          [`field_${radio.id}`, "Evening"],
        ],
      ),
    ).toEqual({
      ok: false,
      errors: {
        [`field_${select.id}`]: "Please choose one of the listed options for Country.",
        [`field_${radio.id}`]: "Please choose one of the listed options for Shift.",
      },
    });
    expect(run([select], [[`field_${select.id}`, "Saudi Arabia"]])).toEqual({
      ok: true,
      data: { [`field_${select.id}`]: "Saudi Arabia" },
    });
  });

  it("treats checkboxes as a subset of the options, stored once each in option order", () => {
    const trades = field("checkbox", { name: "Trades", options: ["Mason", "Welder", "Driver"] });
    const key = `field_${trades.id}`;
    expect(
      run(
        [trades],
        [
          [key, "Driver"],
          [key, "Mason"],
          [key, "Driver"],
        ],
      ),
    ).toEqual({ ok: true, data: { [key]: ["Mason", "Driver"] } });
    expect(
      run(
        [trades],
        [
          [key, "Mason"],
          [key, "Pilot"],
        ],
      ),
    ).toEqual({ ok: false, errors: { [key]: "Please choose only the listed options for Trades." } });
  });

  it("caps text at 2,000 characters and textareas at 10,000", () => {
    const text = field("text", { name: "Name" });
    const area = field("textarea", { name: "Details" });
    expect(run([text], [[`field_${text.id}`, "x".repeat(2000)]]).ok).toBe(true);
    expect(run([text], [[`field_${text.id}`, "x".repeat(2001)]])).toEqual({
      ok: false,
      errors: { [`field_${text.id}`]: "Name must be at most 2,000 characters." },
    });
    expect(run([area], [[`field_${area.id}`, "x".repeat(10_000)]]).ok).toBe(true);
    expect(run([area], [[`field_${area.id}`, "x".repeat(10_001)]]).ok).toBe(false);
  });

  it("takes files only from the uploads, and image fields only as images", () => {
    const cv = field("file", { name: "CV", required: true });
    const photo = field("image", { name: "Photo", required: true });
    // a text field named like the file input is not a file
    expect(run([cv], [[`file_${cv.id}`, pdf.id]])).toEqual({ ok: false, errors: { [`file_${cv.id}`]: "Please upload CV." } });
    expect(run([cv], [], { [`file_${cv.id}`]: pdf })).toEqual({ ok: true, data: { [`file_${cv.id}`]: pdf } });
    expect(run([photo], [], { [`file_${photo.id}`]: pdf })).toEqual({
      ok: false,
      errors: { [`file_${photo.id}`]: "Photo must be an image (JPG, PNG or WebP)." },
    });
    expect(run([photo], [], { [`file_${photo.id}`]: png }).ok).toBe(true);
  });

  it("ignores unknown fields", () => {
    const name = field("text", { required: true });
    expect(
      run(
        [name],
        [
          [`field_${name.id}`, "Rahim"],
          ["field_999999", "extra"],
          ["is_admin", "true"],
        ],
      ),
    ).toEqual({ ok: true, data: { [`field_${name.id}`]: "Rahim" } });
  });
});
