import * as Tabs from "@radix-ui/react-tabs";
import { Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useId, useMemo } from "react";
import type { ReportSection } from "./formsAndReports";
import { FieldBuilder } from "./field-builder";
import { PageHeader } from "./PageHeader";
import { ExportTab } from "./responses-export";
import { JobsTab } from "./responses-jobs";
import type { ActionResult, FormManagementData } from "./responses-page.server";
import { ResponsesTab } from "./responses";
import { plural, RESPONSE_NOUN, TAB_LABELS, tabsOf, type FormTab } from "./responses-tabs";
import { hintText, InlineError, LoadError } from "./responses-ui";
import { Toaster, useNoticeToast, type Notice } from "./toast";
import { buttonPrimary, card, cx, focusRing, inputBase, labelBase } from "./ui";

/**
 * The management page shared by forms 1–4 (each route passes its form id to the shared loader and
 * action in responses-page.server.ts): tabs Responses, Fields, Export, plus Payment amount (form 2)
 * and Jobs (form 4). The tab lives in the URL (`?tab=`), so every tab is a link that works without
 * JavaScript, can be bookmarked, and loads only its own data.
 */
export function FormManagementPage({ section }: { section: ReportSection }) {
  const data = useLoaderData() as FormManagementData;
  const actionData = useActionData<ActionResult>();
  useNoticeToast(actionData?.notice);
  const loadNotice = useMemo<Notice | null>(
    () => (data.loadError ? { tone: "error", message: data.loadError, key: `load:${data.tab}:${data.loadError}` } : null),
    [data.loadError, data.tab],
  );
  useNoticeToast(loadNotice);

  const tabs = tabsOf(data.formId);
  const noun = RESPONSE_NOUN[data.formId];

  return (
    <>
      <PageHeader
        title={section.pageTitle}
        description={section.summary}
        back={{ to: "/admin/forms-and-reports", label: "Forms & Reports" }}
        actions={
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">{plural(data.totalResponses, noun)}</span>
            {data.newCount > 0 ? <>, {data.newCount.toLocaleString("en-US")} new</> : null}
          </p>
        }
      />
      <Tabs.Root value={data.tab} activationMode="manual">
        <Tabs.List
          aria-label={`${section.title} sections`}
          className="-mx-4 mb-6 flex overflow-x-auto border-b border-slate-200 px-4 sm:mx-0 sm:px-0 dark:border-slate-800"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} asChild>
              <Link
                to={`?tab=${tab}`}
                preventScrollReset
                className={cx(
                  "-mb-px inline-flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 px-2.5 text-sm font-semibold whitespace-nowrap transition sm:gap-2 sm:px-4",
                  "data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 dark:data-[state=active]:border-accent-400 dark:data-[state=active]:text-white",
                  "data-[state=inactive]:border-transparent data-[state=inactive]:text-slate-600 data-[state=inactive]:hover:text-slate-900 dark:data-[state=inactive]:text-slate-400 dark:data-[state=inactive]:hover:text-white",
                  focusRing,
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
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={data.tab} className="focus:outline-none">
          <TabBody tab={data.tab} data={data} />
        </Tabs.Content>
      </Tabs.Root>
      <Toaster fallback={actionData?.notice ?? loadNotice} />
    </>
  );
}

function TabBody({ tab, data }: { tab: FormTab; data: FormManagementData }) {
  switch (tab) {
    case "responses":
      return <ResponsesTab formId={data.formId} page={data.responses} loadError={data.loadError} filter={data.filter} />;
    case "fields":
      return (
        <FieldBuilder
          formId={data.formId}
          fields={data.fields}
          loadError={data.loadError}
          editFieldId={data.editFieldId}
          maxFileBytes={data.maxDocumentBytes}
        />
      );
    case "export":
      return (
        <ExportTab
          formId={data.formId}
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

/** Form 2's registration fee (BDT), formatted to two decimals by the server before it is saved. */
function PaymentAmountTab({ amount, loadError }: { amount: string | null; loadError: string | null }) {
  const fetcher = useFetcher<ActionResult>({ key: "update-amount" });
  const actionData = useActionData<ActionResult>();
  const result = fetcher.data ?? (actionData?.intent === "update-amount" ? actionData : undefined);
  useNoticeToast(fetcher.data?.notice);
  const idBase = useId();
  if (loadError) return <LoadError message={loadError} />;
  const error = result && !result.ok ? result.fieldErrors?.amount : undefined;
  const busy = fetcher.state !== "idle";

  return (
    <section aria-labelledby={`${idBase}-heading`} className={cx(card, "max-w-xl p-4 sm:p-6")}>
      <h2 id={`${idBase}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
        Registration fee
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        What a worker pays once, through bKash, to complete the registration. The Worker Registration page shows it at once.
      </p>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
        Current fee:{" "}
        <span className="text-xl font-bold text-brand-800 tabular-nums dark:text-white" data-testid="current-amount">
          {amount ? `${amount} BDT` : "not set (the page shows 500 BDT)"}
        </span>
      </p>
      <fetcher.Form method="post" preventScrollReset className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name="intent" value="update-amount" />
        <div className="min-w-0 flex-1">
          <label htmlFor={`${idBase}-amount`} className={labelBase}>
            New fee in BDT
          </label>
          <input
            key={amount ?? "none"}
            id={`${idBase}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            defaultValue={result && !result.ok ? (result.values?.amount ?? "") : (amount ?? "")}
            placeholder="500.00"
            className={cx(inputBase, "mt-1.5 tabular-nums")}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${idBase}-hint${error ? ` ${idBase}-error` : ""}`}
          />
          <p id={`${idBase}-hint`} className={hintText}>
            For example 500 or 750.50. It is saved with two decimals.
          </p>
          <InlineError id={`${idBase}-error`} message={error} />
        </div>
        <button type="submit" className={cx(buttonPrimary, "sm:mt-7")} disabled={busy}>
          {busy ? "Saving…" : "Save fee"}
        </button>
      </fetcher.Form>
    </section>
  );
}
