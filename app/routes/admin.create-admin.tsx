import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { createAdminFormSchema } from "#server/modules/auth/admin-schema.js";
import { ROLES } from "#server/modules/auth/roles.js";
import { ROLE_LABELS } from "~/components/admin/roles";
import { createAdminAudited, type CreateAdminRefusal } from "#server/modules/auth/admins.server.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/Notice";
import { PageHeader } from "~/components/admin/PageHeader";
import { Field } from "~/components/ui/field";
import { card, cx, labelBase } from "~/components/ui/styles";
import { buttonClass } from "~/components/ui/button";

export const meta: MetaFunction = () => adminMeta("Create Admin");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

const SECRET_FIELDS = ["password", "confirmPassword"];
const PASSWORD_FIELDS = [
  { name: "password", label: "Password", hint: "At least 10 characters." },
  { name: "confirmPassword", label: "Confirm password", hint: undefined },
] as const;

/** createAdmin's refusals, next to their field (the form's schema states the rules first). */
const REFUSALS: Record<CreateAdminRefusal, [field: "username" | "password", message: string]> = {
  taken: ["username", "That username is already taken."],
  invalid_username: ["username", "Username may contain only letters, digits, dots, underscores and hyphens (3 to 32)."],
  invalid_password: ["password", "Password must be 10 to 256 characters."],
};

export async function action({ request, context }: ActionFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: createAdminFormSchema });
  if (submission.status !== "success") return { result: submission.reply({ hideFields: SECRET_FIELDS }), created: null };
  const outcome = await createAdminAudited(context.services.db, submission.value, {
    adminUserId: admin.id,
    ip: context.clientIp,
  });
  if (outcome.ok) return { result: submission.reply({ resetForm: true }), created: outcome.admin.username };
  const [field, message] = REFUSALS[outcome.reason];
  return { result: submission.reply({ fieldErrors: { [field]: [message] }, hideFields: SECRET_FIELDS }), created: null };
}

export default function CreateAdmin() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/admin/create-admin";
  const [form, fields] = useForm({
    id: "create-admin",
    lastResult: actionData?.result,
    constraint: getZodConstraint(createAdminFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createAdminFormSchema }),
  });

  return (
    <>
      <PageHeader
        title="Create Admin"
        description="Give a colleague their own sign-in to the Dynamic Website Editor, as an owner or an editor."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,28rem)_1fr]">
        <section className={cx(card, "p-6")} aria-labelledby="create-admin-heading">
          <h2 id="create-admin-heading" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
            New admin account
          </h2>
          {actionData?.created ? (
            <Notice tone="success" className="mb-5">
              Admin account “{actionData.created}” created. They can sign in now.
            </Notice>
          ) : null}
          <Form method="post" {...getFormProps(form)} className="space-y-5">
            <Field
              field={fields.username}
              label="Username"
              hint="3–32 characters: letters, digits, dots, underscores or hyphens. Stored in lower case."
              inputProps={{ autoComplete: "off", autoCapitalize: "none", spellCheck: false }}
            />
            {PASSWORD_FIELDS.map(({ name, label, hint }) => (
              <Field
                key={name}
                field={fields[name]}
                type="password"
                label={label}
                hint={hint}
                inputProps={{ autoComplete: "new-password" }}
              />
            ))}
            <fieldset>
              <legend className={labelBase}>Role</legend>
              <div className="mt-2 space-y-2">
                {ROLES.map((role) => (
                  <label
                    key={role}
                    className="flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
                  >
                    <input
                      type="radio"
                      name={fields.role.name}
                      value={role}
                      defaultChecked={role === "editor"}
                      className="mt-0.5"
                    />
                    <span>
                      <span className="font-semibold text-slate-900 dark:text-white">{ROLE_LABELS[role].label}</span>
                      <span className="block text-slate-600 dark:text-slate-300">{ROLE_LABELS[role].description}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" disabled={busy} className={buttonClass({ surface: "admin" })}>
              {busy ? "Creating…" : "Create admin"}
            </button>
          </Form>
        </section>
        <aside className="text-sm text-slate-600 dark:text-slate-300">
          <div className={cx(card, "p-6")}>
            <h2 className="mb-2 font-semibold text-slate-900 dark:text-white">Good to know</h2>
            <ul className="list-disc space-y-2 pl-5">
              <li>Share the password in person or through a password manager, never by e-mail.</li>
              <li>After five wrong passwords in 15 minutes, sign-in for that username is paused until the 15 minutes are up.</li>
              <li>Every account creation is recorded in the audit log with who created it.</li>
            </ul>
          </div>
        </aside>
      </div>
    </>
  );
}
