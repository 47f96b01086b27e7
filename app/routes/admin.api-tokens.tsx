import { getFormProps, useForm } from "@conform-to/react";
import { Panel } from "~/components/admin/Panel";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { rowId } from "#server/validation.js";
import { INTEGRATION_TOKEN_DAYS } from "#server/modules/auth/admin-schema.js";
import { createIntegrationToken, listIntegrationTokens, revokeIntegrationToken } from "#server/modules/auth/api-tokens.server.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { ConfirmForm } from "~/components/admin/confirm-dialog";
import { DataTable } from "~/components/admin/DataTable";
import { adminMeta } from "~/components/admin/meta";
import { CopyButton } from "~/components/admin/CopyButton";
import { PageHeader } from "~/components/admin/PageHeader";
import { ROLE_LABELS } from "~/components/admin/roles";
import { buttonClass } from "~/components/ui/button";
import { Button } from "~/components/ui/button-element";
import { Field, FormErrors, SelectField } from "~/components/ui/field";
import { StatusBadge, Time } from "~/components/ui/format";
import { redirectWithToast } from "~/utils/toast.server";

/*
 * Integration tokens for the REST API (README "REST API"): named, with an expiry, shown once, stored hashed,
 * revocable, their last use visible. Every API write made with one names it in the audit log.
 */

export const meta: MetaFunction = () => adminMeta("API tokens");

const PAGE = "/admin/api-tokens";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const tokens = (await listIntegrationTokens(context.services.db)).map((t) => ({
    id: t.id,
    name: t.name,
    createdBy: t.createdBy,
    role: t.role,
    createdAt: t.createdAt.toISOString(),
    expiresAt: t.expiresAt.toISOString(),
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    expired: t.expired,
  }));
  return { tokens };
}

const DAY_OPTIONS = INTEGRATION_TOKEN_DAYS.map((d) => ({ value: String(d), label: d === 365 ? "1 year" : `${d} days` }));

const createForm = z.object({
  intent: z.literal("create"),
  name: z
    .string({ error: "Give the token a name, e.g. the app or script that will use it." })
    .trim()
    .min(1, "Give the token a name, e.g. the app or script that will use it.")
    .max(100, "The name must be at most 100 characters."),
  days: z.enum(INTEGRATION_TOKEN_DAYS.map(String) as [string, ...string[]], { error: "Choose how long the token works." }),
  /** `creator`: the creating owner's role, whatever it becomes; `editor`: never more than an editor. */
  role: z.enum(["creator", "editor"]).default("creator"),
});

const ROLE_OPTIONS = [
  { value: "creator", label: "Everything you can do (owner)" },
  { value: "editor", label: "Editor only: content, forms, inbox" },
];

const revokeForm = z.object({ intent: z.literal("revoke"), tokenId: rowId });

export async function action({ request, context }: ActionFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  const actor = { adminUserId: admin.id, ip: context.clientIp ?? null };
  const formData = await request.formData();

  if (formData.get("intent") === "revoke") {
    const submission = parseWithZod(formData, { schema: revokeForm });
    const revoked =
      submission.status === "success" && (await revokeIntegrationToken(context.services.db, submission.value.tokenId, actor));
    return redirectWithToast(
      context,
      PAGE,
      revoked
        ? { tone: "success", message: "The token was revoked: calls with it are refused from now on.", group: "api-tokens" }
        : { tone: "error", message: "That token no longer exists.", group: "api-tokens" },
    );
  }

  const submission = parseWithZod(formData, { schema: createForm });
  if (submission.status !== "success") return data({ result: submission.reply(), created: null }, { status: 400 });
  const { name, days, role } = submission.value;
  const { token } = await createIntegrationToken(
    context.services.db,
    { name, days: Number(days) as (typeof INTEGRATION_TOKEN_DAYS)[number], role: role === "editor" ? "editor" : null },
    { ...actor, adminUserId: admin.id },
  );
  // The token itself is in this one answer only (never in a cookie, a log or the database).
  return data(
    { result: submission.reply({ resetForm: true }), created: { name, token } },
    { headers: { "Cache-Control": "no-store" } },
  );
}

function CreateToken() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    defaultValue: { days: "90", role: "creator" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createForm }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const created = navigation.state === "idle" ? actionData?.created : null;
  return (
    <Panel
      title="New token"
      description={
        <>
          An app or script sends it as <code>Authorization: Token …</code> and acts as you, with your role or a narrower one. Name
          it after what will use it.
        </>
      }
      className="p-5 sm:p-6"
    >
      {created ? (
        <div
          role="status"
          className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-700 dark:bg-emerald-950"
        >
          <p className="font-semibold text-emerald-900 dark:text-emerald-100">
            Copy the token for “{created.name}” now: it is shown only this once.
          </p>
          <label htmlFor="new-token-value" className="mt-3 block text-sm font-medium text-emerald-900 dark:text-emerald-100">
            Token
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id="new-token-value"
              readOnly
              value={created.token}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-emerald-400 bg-white px-3 py-2 font-mono text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 dark:bg-slate-900 dark:text-white"
            />
            <CopyButton value={created.token} label="Copy" copiedLabel="Copied!" accessibleName="Copy the token" />
          </div>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-5 grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="create" />
        <FormErrors form={form} />
        <Field field={fields.name} label="Name" hint="For example: Mobile app, Office report script." />
        <SelectField field={fields.days} label="Works for" options={DAY_OPTIONS} />
        <SelectField
          field={fields.role}
          label="May do"
          hint="An editor-only token cannot change accounts, forms' fees or anything else only owners may."
          options={ROLE_OPTIONS}
        />
        <div>
          <Button type="submit" surface="admin" variant="primary" disabled={busy}>
            {busy ? "Creating…" : "Create token"}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}

export default function ApiTokens() {
  const { tokens } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="API tokens"
        description="Tokens for apps and scripts that use the site's REST API. Each one works until it expires or is revoked; what it changes is recorded under its name in the audit log."
      />
      <div className="space-y-8">
        <DataTable caption="Integration tokens" columns={["Name", "Acts as", "Created", "Expires", "Last used", "Actions"]}>
          {tokens.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-4 py-6 text-center text-slate-600 dark:text-slate-300">
                No tokens yet.
              </td>
            </tr>
          ) : null}
          {tokens.map((t) => (
            <tr key={t.id} data-token={t.name} className="align-middle">
              <td className="px-4 py-3 font-semibold text-slate-900 dark:text-white">{t.name}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {t.createdBy}
                <span className="block text-xs text-slate-500 dark:text-slate-400">{ROLE_LABELS[t.role].label}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Time iso={t.createdAt} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {t.expired ? <StatusBadge tone="muted">Expired</StatusBadge> : <Time iso={t.expiresAt} />}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {t.lastUsedAt ? <Time iso={t.lastUsedAt} /> : <span className="text-slate-500 dark:text-slate-400">Never</span>}
              </td>
              <td className="px-4 py-3 text-right">
                <ConfirmForm
                  fields={{ intent: "revoke", tokenId: String(t.id) }}
                  title={`Revoke “${t.name}”?`}
                  description="Every call with this token is refused from now on. The app or script that uses it needs a new token."
                  confirmLabel="Revoke"
                  triggerClassName={buttonClass({ surface: "admin", variant: "danger", size: "sm" })}
                  triggerLabel={`Revoke ${t.name}`}
                >
                  Revoke
                </ConfirmForm>
              </td>
            </tr>
          ))}
        </DataTable>
        <CreateToken />
      </div>
    </>
  );
}
