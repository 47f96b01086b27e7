import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { reportSections } from "~/components/admin/formsAndReports";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { card, cx, focusRing } from "~/components/admin/ui";

export const meta: MetaFunction = () => adminMeta("Forms & Reports");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return null;
}

export default function FormsAndReportsHub() {
  return (
    <>
      <PageHeader
        title="Forms & Reports"
        description="The public forms, the submissions they collect and workers' medical reports."
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {reportSections.map((section) => (
          <li key={section.slug}>
            <Link
              to={section.slug}
              prefetch="intent"
              className={cx(
                card,
                "group flex h-full flex-col gap-3 p-5 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md dark:hover:border-brand-600",
                focusRing,
              )}
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600 transition group-hover:bg-accent-500 group-hover:text-brand-900 dark:bg-brand-900 dark:text-accent-400">
                <section.icon className="size-6" />
              </span>
              <span className="text-base font-semibold text-slate-900 dark:text-white">{section.title}</span>
              <span className="text-sm text-slate-600 dark:text-slate-300">{section.summary}</span>
              <span className="mt-auto pt-1 text-sm font-medium text-brand-600 group-hover:underline dark:text-accent-400">
                Open <span aria-hidden="true">→</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
