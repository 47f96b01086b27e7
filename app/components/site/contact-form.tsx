import { Form, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { Honeypot } from "~/components/forms/honeypot";
import { Button } from "~/components/ui/button";
import { ErrorPanel } from "~/components/ui/error-panel";
import { Icon, UI_ICONS } from "./icons";

export type ContactActionData =
  | { ok: true }
  | {
      ok: false;
      message: string;
      fieldErrors: Partial<Record<ContactField, string>>;
      values: Partial<Record<ContactField, string>>;
    };

type ContactField = "name" | "email" | "phone" | "subject" | "message";

const inputClass = (invalid: boolean) =>
  clsx(
    "mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm",
    "placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none",
    "dark:bg-slate-900 dark:text-slate-100",
    invalid ? "border-red-500" : "border-slate-300 dark:border-slate-700",
  );

function Field({
  name,
  label,
  error,
  required,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`contact-${name}`} className="block text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
        {required ? (
          <span className="text-red-600" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`contact-${name}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The contact form: a plain POST to the page's action (works without JavaScript), submitted in place
 * when scripts run. Values survive a failed submission because the form is not reset.
 */
export function ContactForm({ result }: { result: ContactActionData | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";

  if (result?.ok) {
    return (
      <div
        role="status"
        className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100"
      >
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-emerald-600 text-white">
            <Icon path={UI_ICONS.check} className="size-5" />
          </span>
          <h3 className="text-lg font-bold">Message sent!</h3>
        </div>
        <p className="mt-3">Thank you for contacting Crestline. The right person will reply within one working day.</p>
        <a href="?" className="mt-4 inline-block font-semibold text-emerald-800 underline dark:text-emerald-200">
          Send another message
        </a>
      </div>
    );
  }

  const errors = result && !result.ok ? result.fieldErrors : {};
  // Without JavaScript the page is re-rendered after a failed POST: give the visitor their text back.
  const values = result && !result.ok ? result.values : {};
  const describe = (name: keyof typeof errors) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `contact-${name}-error` } : {};
  const textField = (
    name: Exclude<ContactField, "message">,
    label: string,
    input: { type?: "email" | "tel"; autoComplete?: string; required?: boolean; maxLength: number },
  ) => (
    <Field name={name} label={label} error={errors[name]} required={input.required}>
      <input
        id={`contact-${name}`}
        name={name}
        defaultValue={values[name]}
        {...input}
        className={inputClass(!!errors[name])}
        {...describe(name)}
      />
    </Field>
  );
  return (
    <Form method="post" className="relative space-y-5">
      {result && !result.ok ? <ErrorPanel title="Your message was not sent" message={result.message} /> : null}
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        {textField("name", "Full name", { autoComplete: "name", required: true, maxLength: 120 })}
        {textField("email", "Email", { type: "email", autoComplete: "email", required: true, maxLength: 200 })}
        {textField("phone", "Phone", { type: "tel", autoComplete: "tel", maxLength: 40 })}
        {textField("subject", "Subject", { maxLength: 200 })}
      </div>
      <Field name="message" label="Message" error={errors.message} required>
        <textarea
          id="contact-message"
          name="message"
          defaultValue={values.message}
          rows={6}
          required
          minLength={10}
          maxLength={5000}
          className={inputClass(!!errors.message)}
          {...describe("message")}
        />
      </Field>
      <Button type="submit" variant="primary" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
