import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { hubCounts } from "#server/modules/forms/admin.server.js";
import { reportSections } from "~/components/admin/formsAndReports";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { card, cx, focusRing } from "~/components/ui/styles";

export const meta: MetaFunction = () => adminMeta("Forms & Reports");

/** Form id of each tile (the medical reports tile counts reports instead). */
const FORM_OF: Record<string, number> = {
  "worker-registration": 2,
  "apply-now": 4,
  "agent-registration": 1,
  "demand-submission": 3,
};

const NOUNS: Record<string, [string, string]> = {
  "worker-registration": ["new registration", "new registrations"],
  "apply-now": ["new application", "new applications"],
  "agent-registration": ["new application", "new applications"],
  "demand-submission": ["new demand", "new demands"],
  "medical-reports": ["report", "reports"],
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { services } = context;
  try {
    return { counts: await hubCounts(services.db) };
  } catch (err) {
    // the tiles still lead to their pages; only the numbers are missing
    services.logger.error({ err }, "forms hub counts failed");
    return { counts: null };
  }
}

export default function FormsAndReportsHub() {
  const { counts } = useLoaderData<typeof loader>();
  const countOf = (slug: string): number | null => {
    if (!counts) return null;
    return slug === "medical-reports" ? counts.medicalReports : (counts.newResponses[FORM_OF[slug]!] ?? 0);
  };

  return (
    <>
      <PageHeader
        title="Forms & Reports"
        description="The public forms, the submissions they collect and workers' medical reports."
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {reportSections.map((section) => {
          const count = countOf(section.slug);
          const [one, many] = NOUNS[section.slug] ?? ["item", "items"];
          const isNew = section.slug !== "medical-reports" && (count ?? 0) > 0;
          return (
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
                <span className="flex items-start justify-between gap-3">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-600 transition group-hover:bg-accent-500 group-hover:text-brand-900 dark:bg-brand-900 dark:text-accent-400">
                    <section.icon className="size-6" />
                  </span>
                  {count !== null ? (
                    <span
                      data-testid={`count-${section.slug}`}
                      className={cx(
                        "rounded-full px-2.5 py-1 text-xs font-bold tabular-nums",
                        isNew
                          ? "bg-accent-500 text-brand-900"
                          : "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300",
                      )}
                    >
                      {count.toLocaleString("en-US")} {count === 1 ? one : many}
                    </span>
                  ) : null}
                </span>
                <span className="text-base font-semibold text-slate-900 dark:text-white">{section.title}</span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{section.summary}</span>
                <span className="mt-auto pt-1 text-sm font-medium text-brand-600 group-hover:underline dark:text-accent-400">
                  Open <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
