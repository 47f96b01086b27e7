import { getFormProps, useForm } from "@conform-to/react";
import { Panel } from "~/components/admin/Panel";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { rowId } from "#server/validation.js";
import {
  changeOwnPassword,
  listAdmins,
  removeAdmin,
  setAdminDisabled,
  setAdminRole,
  type AccountRefusal,
} from "#server/modules/auth/accounts.server.js";
import { newPasswordSchema } from "#server/modules/auth/admin-schema.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { rateLimitMessage } from "~/utils/refusals";
import { ROLES } from "#server/modules/auth/roles.js";
import { ROLE_LABELS } from "~/components/admin/roles";
import { ConfirmForm } from "~/components/admin/confirm-dialog";
import { DataTable } from "~/components/admin/DataTable";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { buttonClass } from "~/components/ui/button";
import { Field, FormErrors } from "~/components/ui/field";
import { StatusBadge, Time } from "~/components/ui/format";
import { cx, inputBase } from "~/components/ui/styles";
import { dataWithToast, redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => adminMeta("Admins");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  const admins = (await listAdmins(context.services.db))
    // an editor sees only their own account here (admin-access.ts)
    .filter((a) => admin.role === "owner" || a.id === admin.id)
    .map((a) => ({
      id: a.id,
      username: a.username,
      displayName: a.displayName,
      role: a.role,
      disabled: a.disabledAt !== null,
      lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
      createdAt: a.createdAt.toISOString(),
    }));
  return { me: admin.id, myRole: admin.role, admins };
}

const accountIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["disable", "enable", "remove"]), adminId: rowId }),
  z.object({ intent: z.literal("set-role"), adminId: rowId, role: z.enum(ROLES) }),
]);

/** The change-password form's inputs, each with what it tells a password manager. */
const PASSWORD_FIELDS = [
  { name: "currentPassword", label: "Current password", hint: undefined, autoComplete: "current-password" },
  { name: "newPassword", label: "New password", hint: "At least 10 characters.", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Repeat the new password", hint: undefined, autoComplete: "new-password" },
] as const;

const passwordForm = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: z.string({ error: "Enter your current password." }).max(1024),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: "Repeat the new password." }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "The passwords do not match.", path: ["confirmPassword"] });

/** What the office team reads when an account change is refused. */
const REFUSALS: Record<AccountRefusal, string> = {
  self: "You cannot disable or remove your own account. Ask another admin to do it.",
  last_active: "This is the last active admin: the site always needs one. Create or enable another admin first.",
  last_owner: "This is the last active owner: the site always needs one. Make another admin an owner first.",
  not_found: "That admin no longer exists.",
};

/** The success message of a password change, counting the other sessions it signed out. */
function passwordChangedMessage(signedOut: number): string {
  if (signedOut <= 0) return "Your password was changed.";
  const others = signedOut === 1 ? "1 other session was" : `${signedOut} other sessions were`;
  return `Your password was changed. ${others} signed out.`;
}

const DONE = { disable: "disabled", enable: "enabled", remove: "removed" } as const;
const SECRET_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export async function action({ request, context }: ActionFunctionArgs) {
  const { admin, sessionId } = await requireAdmin(request, context);
  const { db } = context.services;
  const actor = { adminUserId: admin.id, ip: context.clientIp ?? null };
  const formData = await request.formData();

  if (formData.get("intent") === "change-password") {
    const submission = parseWithZod(formData, { schema: passwordForm });
    if (submission.status !== "success") return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 400 });
    const outcome = await changeOwnPassword(context.services, actor, { sessionId, ...submission.value });
    if (!outcome.ok) {
      // wrong current passwords count against the sign-in throttle of this account and address
      const [message, status] =
        outcome.reason === "rate_limited"
          ? [rateLimitMessage(outcome.retryAfterMs), 429]
          : ["That is not your current password.", 400];
      return data(submission.reply({ fieldErrors: { currentPassword: [message] }, hideFields: SECRET_FIELDS }), { status });
    }
    // answered in place (not redirected) so Conform's `resetForm` empties the three password boxes
    return dataWithToast(context, submission.reply({ resetForm: true }), {
      tone: "success",
      message: passwordChangedMessage(outcome.signedOut),
      group: "password",
    });
  }

  const submission = parseWithZod(formData, { schema: accountIntent });
  if (submission.status !== "success") {
    return redirectWithToast(context, "/admin/admins", {
      tone: "error",
      message: "That request was not understood.",
      group: "accounts",
    });
  }
  const value = submission.value;
  const outcome =
    value.intent === "set-role"
      ? await setAdminRole(db, actor, value.adminId, value.role)
      : value.intent === "remove"
        ? await removeAdmin(db, actor, value.adminId)
        : await setAdminDisabled(db, actor, value.adminId, value.intent === "disable");
  const done =
    value.intent === "set-role"
      ? `${outcome.ok ? outcome.account.username : ""} is now ${ROLE_LABELS[value.role].article}.`
      : `${outcome.ok ? outcome.account.username : ""} was ${DONE[value.intent]}.`;
  return redirectWithToast(
    context,
    "/admin/admins",
    outcome.ok
      ? { tone: "success", message: done, group: "accounts" }
      : { tone: "error", message: REFUSALS[outcome.reason], group: "accounts" },
  );
}

type Account = ReturnType<typeof useLoaderData<typeof loader>>["admins"][number];

/** The role of another account, changed in place (the last active owner's stays, as the server insists). */
function RoleForm({ account, lastOwner }: { account: Account; lastOwner: boolean }) {
  return (
    <Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value="set-role" />
      <input type="hidden" name="adminId" value={account.id} />
      <label className="sr-only" htmlFor={`role-${account.id}`}>
        Role of {account.username}
      </label>
      <select
        id={`role-${account.id}`}
        name="role"
        defaultValue={account.role}
        disabled={lastOwner}
        title={lastOwner ? "The last active owner stays an owner." : undefined}
        className={cx(inputBase, "w-auto py-1.5 text-sm")}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role].label}
          </option>
        ))}
      </select>
      {lastOwner ? null : (
        <button type="submit" className={buttonClass({ surface: "admin", variant: "secondary", size: "sm" })}>
          Change<span className="sr-only"> the role of {account.username}</span>
        </button>
      )}
    </Form>
  );
}

function AccountActions({
  account,
  me,
  activeCount,
  lastOwner,
}: {
  account: Account;
  me: number;
  activeCount: number;
  lastOwner: boolean;
}) {
  if (account.id === me) return <span className="text-sm text-slate-500 dark:text-slate-400">You</span>;
  const lastActive = (!account.disabled && activeCount <= 1) || lastOwner;
  const small = buttonClass({ surface: "admin", variant: "secondary", size: "sm" });
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {!account.disabled ? (
        <ConfirmForm
          fields={{ intent: "disable", adminId: String(account.id) }}
          title={`Disable ${account.username}?`}
          description="They are signed out everywhere at once and cannot sign in until an admin enables the account again. Their API tokens stop working."
          confirmLabel="Disable"
          tone="primary"
          triggerClassName={small}
          triggerLabel={`Disable ${account.username}`}
          disabled={lastActive}
        >
          Disable
        </ConfirmForm>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="enable" />
          <input type="hidden" name="adminId" value={account.id} />
          <button type="submit" className={small} aria-label={`Enable ${account.username}`}>
            Enable
          </button>
        </Form>
      )}
      <ConfirmForm
        fields={{ intent: "remove", adminId: String(account.id) }}
        title={`Remove ${account.username}?`}
        description="The account is deleted for good. The audit log keeps what they did, under their username."
        confirmLabel="Remove"
        triggerClassName={buttonClass({ surface: "admin", variant: "danger", size: "sm" })}
        triggerLabel={`Remove ${account.username}`}
        disabled={lastActive}
      >
        Remove
      </ConfirmForm>
    </div>
  );
}

function ChangePassword() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "change-password";
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordForm }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Panel
      title="Change your password"
      description="Your other sessions (other browsers and devices) are signed out; this one stays signed in."
      className="p-5 sm:p-6"
    >
      <Form method="post" {...getFormProps(form)} className="mt-5 grid gap-4 sm:max-w-md">
        <input type="hidden" name="intent" value="change-password" />
        <FormErrors form={form} />
        {PASSWORD_FIELDS.map(({ name, label, hint, autoComplete }) => (
          <Field key={name} field={fields[name]} type="password" label={label} hint={hint} inputProps={{ autoComplete }} />
        ))}
        <div>
          <button type="submit" disabled={busy} className={buttonClass({ surface: "admin", variant: "primary" })}>
            {busy ? "Changing…" : "Change password"}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

export default function Admins() {
  const { me, myRole, admins } = useLoaderData<typeof loader>();
  const activeCount = admins.filter((a) => !a.disabled).length;
  const activeOwners = admins.filter((a) => !a.disabled && a.role === "owner").length;
  if (myRole !== "owner") {
    return (
      <>
        <PageHeader
          title="Your account"
          description={`You are an editor: you edit the site's pages, collections, gallery, jobs and forms. Accounts, API tokens, payments and the audit log are for owners.`}
        />
        <ChangePassword />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Admins"
        description="Everyone who can sign in to the admin area. Owners can do everything; editors edit the site's content, collections, gallery, jobs and forms. Disable an account to stop someone signing in without deleting it."
        link={{ to: "/admin/create-admin", label: "Create admin", variant: "primary" }}
      />
      <div className="space-y-8">
        <DataTable caption="Admin accounts" columns={["Admin", "Role", "Status", "Last sign-in", "Created", "Actions"]}>
          {admins.map((a) => (
            <tr key={a.id} data-admin={a.username} className="align-middle">
              <td className="px-4 py-3">
                <span className="font-semibold whitespace-nowrap text-slate-900 dark:text-white">{a.username}</span>
                {a.displayName ? <span className="block text-xs text-slate-500 dark:text-slate-400">{a.displayName}</span> : null}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {a.id === me ? (
                  ROLE_LABELS[a.role].label
                ) : (
                  <RoleForm account={a} lastOwner={!a.disabled && a.role === "owner" && activeOwners <= 1} />
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {!a.disabled ? (
                  <StatusBadge tone="emerald">Active</StatusBadge>
                ) : (
                  <StatusBadge tone="muted">Disabled</StatusBadge>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {a.lastLoginAt ? <Time iso={a.lastLoginAt} /> : <span className="text-slate-500">Never</span>}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Time iso={a.createdAt} />
              </td>
              <td className="px-4 py-3 text-right">
                <AccountActions
                  account={a}
                  me={me}
                  activeCount={activeCount}
                  lastOwner={!a.disabled && a.role === "owner" && activeOwners <= 1}
                />
              </td>
            </tr>
          ))}
        </DataTable>
        <ChangePassword />
      </div>
    </>
  );
}
