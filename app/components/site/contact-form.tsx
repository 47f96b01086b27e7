import { useForm } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { TextArea, TextInput } from "~/components/forms/controls";
import { Honeypot } from "~/components/forms/honeypot";
import { formError, type FormReply } from "~/components/forms/result";
import { Button } from "~/components/ui/button-element";
import { ErrorPanel } from "~/components/ui/error-panel";
import { useMessageText, useT } from "~/utils/i18n";
import { Icon, UI_ICONS } from "./icons";

type ContactFields = { name: string; email: string; phone: string; subject: string; message: string };

/**
 * The contact form on Conform: a plain POST to the page's action (works without JavaScript), submitted in place
 * when scripts run. The action checks it (the browser only applies the inputs' own constraints) and answers with
 * Conform's reply: the messages per input and the visitor's text, which a failed submission gives back.
 */
export function ContactForm({ result }: { result: FormReply | undefined }) {
  const t = useT();
  const wording = useMessageText();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const [form, fields] = useForm<ContactFields>({ id: "contact", lastResult: result, shouldValidate: "onSubmit" });

  if (result?.status === "success") {
    return (
      <div
        role="status"
        className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100"
      >
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-emerald-600 text-white">
            <Icon path={UI_ICONS.check} className="size-5" />
          </span>
          <h3 className="text-lg font-bold">{t("contact.sent.title")}</h3>
        </div>
        <p className="mt-3">{t("contact.sent.body")}</p>
        <a href="?" className="mt-4 inline-block font-semibold text-emerald-800 underline dark:text-emerald-200">
          {t("contact.sent.another")}
        </a>
      </div>
    );
  }

  const failed = result?.status === "error" ? (wording(formError(result)) ?? t("contact.form.checkFields")) : undefined;
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} className="relative space-y-5">
      {failed ? <ErrorPanel title={t("contact.form.notSent")} message={failed} /> : null}
      <Honeypot />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput field={fields.name} label={t("contact.form.name")} autoComplete="name" maxLength={120} />
        <TextInput field={fields.email} label={t("contact.form.email")} type="email" autoComplete="email" />
        <TextInput
          field={fields.phone}
          label={t("contact.form.phone")}
          type="tel"
          autoComplete="tel"
          maxLength={40}
          required={false}
        />
        <TextInput field={fields.subject} label={t("contact.form.subject")} required={false} />
      </div>
      <TextArea field={fields.message} label={t("contact.form.message")} rows={6} minLength={10} maxLength={5000} />
      <Button type="submit" variant="primary" size="lg" disabled={sending} className="w-full sm:w-auto">
        {sending ? t("contact.form.sending") : t("contact.form.send")}
      </Button>
    </Form>
  );
}
