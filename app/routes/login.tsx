import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { text } from "#server/modules/validation/text.js";
import { requireSameOrigin, getAdminFromRequest, signIn } from "#server/modules/auth/auth.server.js";
import { rateLimitMessage } from "~/utils/refusals";
import { DEFAULT_NAVBAR, getNavbar } from "#server/modules/content/settings.server.js";
import { LogoMark } from "~/components/site/logo";
import { Field, FormErrors } from "~/components/ui/field";
import { cx } from "~/components/ui/styles";
import { safeRedirect } from "~/utils/redirect";
import { retryAfterHeaders, throttledPageHeaders } from "~/utils/retry-after";

export const meta: MetaFunction = () => [
  { title: "Sign in · Crestline Builders & Manpower" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/admin");
  if (await getAdminFromRequest(request, context)) throw redirect(redirectTo);
  // the same logo as the site header: the published navbar logo, else the built-in one
  const { services } = context;
  const navbar = await getNavbar(services).catch((err: unknown) => {
    services.logger.error({ err }, "navbar content failed to load");
    return DEFAULT_NAVBAR;
  });
  return { redirectTo, logo: navbar.logo, companyName: navbar.companyName };
}

const credentials = z.object({
  username: text({ error: "Please enter your username." }).trim().min(1).max(64),
  password: text({ error: "Please enter your password." }).min(1).max(1024),
  redirectTo: z.string().optional(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: credentials });
  if (submission.status !== "success") {
    return data(submission.reply({ formErrors: ["Please enter your username and password."], hideFields: ["password"] }), {
      status: 400,
    });
  }
  const { redirectTo, ...input } = submission.value;
  const result = await signIn(context.services, { ...input, ip: context.clientIp, userAgent: request.headers.get("user-agent") });
  if (result.ok) {
    return redirect(safeRedirect(redirectTo, "/admin"), { headers: { "Set-Cookie": result.setCookie } });
  }
  if (result.reason === "rate_limited") {
    return data(submission.reply({ formErrors: [rateLimitMessage(result.retryAfterMs)], hideFields: ["password"] }), {
      status: 429,
      headers: retryAfterHeaders(result.retryAfterMs),
    });
  }
  return data(submission.reply({ formErrors: ["Login failed!"], hideFields: ["password"] }), { status: 401 });
}

export default function Login() {
  const { redirectTo, logo, companyName } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/login") === true;
  const passwordRef = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    lastResult: navigation.state === "idle" ? actionData : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: credentials }),
    shouldValidate: "onSubmit",
  });

  // After a failed attempt put the caret back in the (cleared) password field.
  useEffect(() => {
    if (actionData?.status === "error" && passwordRef.current) {
      passwordRef.current.value = "";
      passwordRef.current.focus();
    }
  }, [actionData]);

  return (
    <div className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-brand-900 px-4 py-12">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-40 -right-32 size-[32rem] rounded-full bg-brand-600/40 blur-3xl" />
        <div className="absolute -bottom-48 -left-40 size-[36rem] rounded-full bg-accent-500/10 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:48px_48px]" />
      </div>

      <main className="relative w-full max-w-md">
        <div className="mb-8 flex flex-col items-center text-center">
          <span data-testid="login-logo" className="text-left">
            <LogoMark logo={logo} companyName={companyName} size="lg" eager />
          </span>
          <p className="mt-3 text-sm text-brand-200">Construction · Overseas manpower</p>
        </div>

        <div className="rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-black/5 sm:p-8 dark:bg-slate-900 dark:ring-white/10">
          <div className="mb-6 border-l-4 border-accent-500 pl-4">
            <h1 className="text-2xl font-bold text-brand-800 dark:text-white">Admin sign in</h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Sign in to the Dynamic Website Editor.</p>
          </div>

          <FormErrors form={form} className="mb-5" />

          <Form method="post" replace className="space-y-5" {...getFormProps(form)}>
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Field
              field={fields.username}
              label="Username"
              labelClassName="font-semibold"
              inputProps={{
                required: true,
                maxLength: 64,
                autoComplete: "username",
                autoCapitalize: "none",
                spellCheck: false,
                autoFocus: true,
              }}
            />
            <Field
              field={fields.password}
              type="password"
              label="Password"
              labelClassName="font-semibold"
              inputRef={passwordRef}
              inputProps={{ required: true, maxLength: 1024, autoComplete: "current-password" }}
            />
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy || undefined}
              className={cx(
                "flex w-full items-center justify-center gap-2 rounded-lg bg-accent-500 px-4 py-3 text-base font-semibold text-brand-900 shadow-sm transition",
                "hover:bg-accent-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-800 disabled:cursor-wait disabled:opacity-75",
                "dark:focus-visible:outline-accent-300",
              )}
            >
              {busy ? (
                <>
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-brand-900/30 border-t-brand-900"
                  />
                  Signing in…
                </>
              ) : (
                "Sign in"
              )}
            </button>
          </Form>
        </div>

        <p className="mt-6 text-center text-sm">
          <Link to="/" className="rounded font-medium text-brand-100 underline-offset-4 hover:text-white hover:underline">
            ← Back to the website
          </Link>
        </p>
      </main>
    </div>
  );
}

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
