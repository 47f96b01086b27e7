import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { FORMS_AND_REPORTS_BACK, reportSection, reportSections } from "~/components/admin/formsAndReports";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { ToastFallback, useNoticeToast, type Notice } from "~/components/admin/toast";
import { plural } from "~/components/ui/format";
import { cx, focusRingInset } from "~/components/ui/styles";
import { TabList, tabPanelProps, tabProps } from "~/components/ui/tabs";
import { ExportTab } from "./export";
import { FieldBuilder } from "./fields";
import { JobsTab } from "./jobs";
import type { FormManagementData } from "./loader.server";
import { PaymentAmountTab } from "./payment";
import { ResponsesTab } from "./responses";
import { RESPONSE_NOUN, TAB_LABELS, tabsOf, type FormTab } from "./tabs";

export { loader } from "./loader.server";
export { action } from "./action.server";

export const meta: MetaFunction = ({ params }) =>
  adminMeta(reportSections.find((s) => s.slug === params.form)?.pageTitle ?? "Forms & Reports");

/**
 * /admin/forms-and-reports/:form — the management page of forms 1–4 (the slug → form id map is
 * FORM_ADMIN_SLUGS beside FORM_IDS): tabs Responses, Fields, Export, plus Payment amount (form 2) and
 * Jobs (form 4). The tab lives in the URL (`?tab=`), so every tab is a link that works without
 * JavaScript, can be bookmarked, and loads only its own data. The loader (loader.server.ts) reads the
 * open tab's data; the action (action.server.ts) maps each intent to its tab's handler (<tab>.server.ts).
 */
export default function FormManagementPage() {
  const data = useLoaderData() as FormManagementData;
  const section = reportSection(data.slug);
  const loadNotice = useMemo<Notice | null>(
    () => (data.loadError ? { tone: "error", message: data.loadError, key: `load:${data.tab}:${data.loadError}` } : null),
    [data.loadError, data.tab],
  );
  useNoticeToast(loadNotice);

  const tabs = tabsOf(data.slug);
  const noun = RESPONSE_NOUN[data.slug];

  return (
    <>
      <PageHeader
        title={section.pageTitle}
        description={section.summary}
        back={FORMS_AND_REPORTS_BACK}
        actions={
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">{plural(data.totalResponses, noun)}</span>
            {data.newCount > 0 ? <>, {data.newCount.toLocaleString("en-US")} new</> : null}
          </p>
        }
      />
      <TabList
        label={`${section.title} sections`}
        activation="manual"
        className="-mx-4 mb-6 flex overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
      >
        {tabs.map((tab) => (
          <Link
            key={tab}
            {...tabProps(`form-${tab}`, tab === data.tab, "form")}
            to={`?tab=${tab}`}
            preventScrollReset
            className={cx(
              "-mb-px inline-flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-2.5 text-sm font-semibold whitespace-nowrap transition sm:gap-2 sm:px-4",
              "data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 dark:data-[state=active]:border-accent-400 dark:data-[state=active]:text-white",
              "data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-600 data-[state=inactive]:hover:text-slate-900 dark:data-[state=inactive]:text-slate-400 dark:data-[state=inactive]:hover:text-white",
              focusRingInset,
            )}
          >
            {tab === "payment" ? (
              <>
                <span className="sm:hidden">Fee</span>
                <span className="hidden sm:inline">{TAB_LABELS[tab]}</span>
              </>
            ) : (
              TAB_LABELS[tab]
            )}
            {tab === "responses" && data.newCount > 0 ? (
              <span className="rounded-full bg-accent-500 px-2 py-0.5 text-xs font-bold text-brand-900 tabular-nums">
                {data.newCount}
                <span className="sr-only"> new</span>
              </span>
            ) : null}
            {tab === "fields" && data.fields ? (
              <span className="hidden rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 tabular-nums sm:inline dark:bg-slate-800 dark:text-slate-300">
                {data.fields.length}
              </span>
            ) : null}
          </Link>
        ))}
      </TabList>
      <div {...tabPanelProps("form", true, `form-${data.tab}`)} className="focus:outline-none">
        <TabBody tab={data.tab} data={data} />
      </div>
      <ToastFallback toast={loadNotice} />
    </>
  );
}

function TabBody({ tab, data }: { tab: FormTab; data: FormManagementData }) {
  switch (tab) {
    case "responses":
      return <ResponsesTab slug={data.slug} page={data.responses} loadError={data.loadError} filter={data.filter} />;
    case "fields":
      return (
        <FieldBuilder
          slug={data.slug}
          form={{ title: data.title, description: data.description, translations: data.translations }}
          fields={data.fields}
          loadError={data.loadError}
          editFieldId={data.editFieldId}
          maxFileBytes={data.maxDocumentBytes}
        />
      );
    case "export":
      return (
        <ExportTab
          slug={data.slug}
          exports={data.exports}
          loadError={data.loadError}
          filter={data.filter}
          totalResponses={data.totalResponses}
        />
      );
    case "payment":
      return <PaymentAmountTab amount={data.paymentAmount} loadError={data.loadError} />;
    case "jobs":
      return <JobsTab jobs={data.jobs} loadError={data.loadError} editJob={data.editJob} maxImageBytes={data.maxImageBytes} />;
  }
}
