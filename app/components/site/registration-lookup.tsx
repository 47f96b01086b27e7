import type { ReactNode } from "react";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "@remix-run/react";
import { z } from "zod";
import { message, ref } from "#server/modules/validation/messages.js";
import { publicText } from "#server/modules/validation/text.js";
import { TextInput } from "~/components/forms/controls";
import { buttonClass } from "~/components/ui/button";
import { ErrorPanel } from "~/components/ui/error-panel";
import { useMessageText, useT } from "~/utils/i18n";

/**
 * A registration reference and the phone number it was paid with: what opens the receipt and the status page. Its
 * refusals are messages of the catalogs (server/modules/validation/messages.ts), worded where they are shown.
 */
export const lookupSchema = z.object({
  reference: publicText({ error: message("lookup.referenceRequired") })
    .trim()
    .min(1, message("lookup.referenceRequired"))
    .max(20, message("validation.tooLong", { label: ref("lookup.reference"), max: 20 })),
  phone: publicText({ error: message("lookup.phoneRequired") })
    .trim()
    .min(1, message("lookup.phoneRequired"))
    .max(40, message("validation.tooLong", { label: ref("lookup.phone"), max: 40 })),
});

/** The receipt's and the status page's lookup card: a heading, a line of introduction, the form, and `children` below it. */
export function RegistrationLookupCard({
  title,
  intro,
  lastResult,
  submitLabel,
  children,
}: {
  title: string;
  intro: string;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-3xl font-extrabold text-brand-800 dark:text-white">{title}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{intro}</p>
      <RegistrationLookupForm lastResult={lastResult} submitLabel={submitLabel} />
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{children}</p>
    </div>
  );
}

/** The reference and phone form of the receipt and the status page (posts to its own page; works without JavaScript). */
export function RegistrationLookupForm({
  lastResult,
  submitLabel,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const t = useT();
  const wording = useMessageText();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: lookupSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <>
      {form.errors?.length ? <ErrorPanel className="mt-5" message={wording(form.errors[0])} /> : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <TextInput
          field={fields.reference}
          label={t("lookup.reference")}
          maxLength={20}
          autoComplete="off"
          extra={{ placeholder: "CR-7K3Q9", autoCapitalize: "characters", dir: "ltr" }}
        />
        <TextInput
          field={fields.phone}
          label={t("lookup.phone")}
          type="tel"
          maxLength={40}
          autoComplete="tel"
          extra={{ placeholder: "01712 345678", dir: "ltr" }}
        />
        <button type="submit" className={buttonClass({ variant: "primary", size: "lg", className: "w-full" })}>
          {submitLabel}
        </button>
      </Form>
    </>
  );
}
