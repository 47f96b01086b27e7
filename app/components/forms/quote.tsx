import * as Tabs from "@radix-ui/react-tabs";
import { Form, Link, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import {
  ATTACHMENT_FIELD,
  CONTRACT_PERIODS,
  MAX_TRADE_ROWS,
  PROJECT_TYPES,
  SUPPLY_TYPES,
  TRADES,
  offersSupply,
  tradeInputName,
  type QuoteMode,
} from "#server/modules/quotes/quotes.js";
import { Button, buttonClass } from "~/components/ui/button";
import { ErrorPanel } from "~/components/ui/error-panel";
import { Spinner } from "~/components/ui/spinner";
import { FieldError, FieldLabel, FileInput, describedBy, inputClass } from "./controls";
import { Honeypot } from "./honeypot";
import type { QuoteActionResult } from "./quote-result";
import { SuccessBox } from "./submission-feedback";
import { useHydrated, useRevealOnMount } from "./use-hydrated";

/** The quote attachment: the /quote upload policy's document kind (pdf, doc, docx, jpg, png). */
const ATTACHMENT_ACCEPT =
  ".pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png";

interface FieldState {
  values: Record<string, string>;
  errors: Record<string, string>;
}

function Text({
  state,
  name,
  label,
  type = "text",
  required = true,
  autoComplete,
  inputMode,
  extra,
}: {
  state: FieldState & { idPrefix: string };
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "number";
  required?: boolean;
  autoComplete?: string;
  inputMode?: "decimal" | "numeric";
  extra?: Record<string, string | number>;
}) {
  const id = `${state.idPrefix}-${name}`;
  const error = state.errors[name];
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        maxLength={type === "number" ? undefined : 200}
        defaultValue={state.values[name]}
        autoComplete={autoComplete}
        inputMode={inputMode}
        className={inputClass(!!error)}
        {...extra}
        {...describedBy(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function Choice({
  state,
  name,
  label,
  placeholder,
  options,
}: {
  state: FieldState & { idPrefix: string };
  name: string;
  label: string;
  placeholder: string;
  options: readonly string[];
}) {
  const id = `${state.idPrefix}-${name}`;
  const error = state.errors[name];
  return (
    <div>
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      <select
        id={id}
        name={name}
        required
        defaultValue={state.values[name] ?? ""}
        className={inputClass(!!error)}
        {...describedBy(`${id}-error`, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  return (
    <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto" disabled={sending}>
      {sending ? (
        <>
          <Spinner label="" />
          Processing...
        </>
      ) : (
        label
      )}
    </Button>
  );
}

function useSending(mode: QuoteMode): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("mode") === mode;
}

function Failure({ result }: { result: Extract<QuoteActionResult, { status: "error" }> }) {
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnMount(ref, result);
  return (
    <div ref={ref} tabIndex={-1} className="mb-6 scroll-mt-24 outline-none">
      {result.network ? (
        <ErrorPanel message={result.message} />
      ) : (
        <ErrorPanel title="Failed to submit quote request" message={result.message} />
      )}
    </div>
  );
}

function Success({ mode }: { mode: QuoteMode }) {
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnMount(ref);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <SuccessBox
        title="Quote request received"
        description={
          mode === "supply"
            ? "Thank you. Our manpower team will review your supply request and send you a quotation shortly."
            : "Thank you. Our estimating team will review your sub-contract request and contact you shortly."
        }
      >
        <Link to={`?mode=${mode}`} className={buttonClass({ variant: "secondary", size: "md" })}>
          Request another quote
        </Link>
      </SuccessBox>
    </div>
  );
}

function SubContractForm({ result, maxFileBytes }: { result: QuoteActionResult | undefined; maxFileBytes: number }) {
  const idPrefix = useId();
  const sending = useSending("subContract");
  const hydrated = useHydrated();
  const mine = result?.mode === "subContract" && result.status === "error" ? result : undefined;
  const state = { idPrefix, values: mine?.values ?? {}, errors: mine?.fieldErrors ?? {} };
  const descId = `${idPrefix}-description`;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action="?mode=subContract#quote-form"
      className="relative space-y-5"
      aria-label="Sub contract quote request"
    >
      {mine ? <Failure result={mine} /> : null}
      <Honeypot />
      <input type="hidden" name="mode" value="subContract" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Text state={state} name="clientName" label="Client Name" autoComplete="name" />
        <Text state={state} name="projectName" label="Project Name" />
        <Choice state={state} name="projectType" label="Project Type" placeholder="Select project type" options={PROJECT_TYPES} />
        <Text
          state={state}
          name="projectValue"
          label="Project Value (SAR)"
          type="number"
          inputMode="decimal"
          extra={{ min: 0, step: "0.01" }}
        />
        <Text state={state} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <Text state={state} name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <div>
        <FieldLabel htmlFor={descId} required>
          Project Description
        </FieldLabel>
        <textarea
          id={descId}
          name="description"
          rows={5}
          required
          maxLength={10_000}
          defaultValue={state.values.description}
          placeholder="Scope of work, location, timeline…"
          className={inputClass(!!state.errors.description, "min-h-32")}
          {...describedBy(`${descId}-error`, state.errors.description)}
        />
        <FieldError id={`${descId}-error`} message={state.errors.description} />
      </div>
      <FileInput
        id={`${idPrefix}-attachment`}
        name={ATTACHMENT_FIELD}
        label="Attachment (optional)"
        accept={ATTACHMENT_ACCEPT}
        maxBytes={maxFileBytes}
        hint="Drawings, BOQ or specifications: PDF, Word, JPG or PNG"
        error={state.errors[ATTACHMENT_FIELD]}
        chooseAgain={!hydrated && !!mine}
      />
      <SubmitButton sending={sending} label="Request Sub Contract Quote" />
    </Form>
  );
}

interface Row {
  key: number;
  values: Record<string, string>;
}

function rowsFrom(values: Record<string, string>, count: number): Row[] {
  return Array.from({ length: Math.max(1, count) }, (_, i) => ({
    key: i,
    values: {
      trade: values[tradeInputName(i, "trade")] ?? "",
      qty: values[tradeInputName(i, "qty")] ?? "",
      pricePerHour: values[tradeInputName(i, "pricePerHour")] ?? "",
      pricePerMonth: values[tradeInputName(i, "pricePerMonth")] ?? "",
    },
  }));
}

function TradeCell({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** An optional SAR amount of a trade row. */
function PriceCell({
  cell,
  label,
  defaultValue,
}: {
  cell: { id: string; name: string; error?: string };
  label: string;
  defaultValue?: string;
}) {
  return (
    <TradeCell id={cell.id} label={label} error={cell.error}>
      <input
        id={cell.id}
        name={cell.name}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        defaultValue={defaultValue}
        className={inputClass(!!cell.error)}
        {...describedBy(`${cell.id}-error`, cell.error)}
      />
    </TradeCell>
  );
}

/**
 * Trade rows: a row is added only from the last one and removed only while more than one exists
 * (SPEC §4). Without JavaScript the buttons submit an intent and the server re-renders the rows.
 */
function TradeRows({ idPrefix, initial, errors }: { idPrefix: string; initial: Row[]; errors: Record<string, string> }) {
  const [rows, setRows] = useState(initial);
  const nextKey = useRef(initial.length);
  const lastFocus = useRef<number | null>(null);

  useEffect(() => {
    if (lastFocus.current === null) return;
    document.getElementById(`${idPrefix}-trade-${lastFocus.current}`)?.focus();
    lastFocus.current = null;
  }, [rows, idPrefix]);

  const add = (event: React.MouseEvent) => {
    event.preventDefault();
    if (rows.length >= MAX_TRADE_ROWS) return;
    const key = nextKey.current++;
    lastFocus.current = key;
    setRows((r) => [...r, { key, values: {} }]);
  };
  const remove = (event: React.MouseEvent, index: number) => {
    event.preventDefault();
    if (rows.length <= 1) return;
    lastFocus.current = rows[index === 0 ? 1 : index - 1]!.key;
    setRows((r) => (r.length > 1 ? r.filter((_, i) => i !== index) : r));
  };

  return (
    <fieldset className="space-y-3" aria-describedby={errors.trades ? `${idPrefix}-trades-error` : undefined}>
      <legend className="mb-1 text-base font-bold text-brand-800 dark:text-white">Trades</legend>
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const cell = (name: "trade" | "qty" | "pricePerHour" | "pricePerMonth") => ({
            id: `${idPrefix}-${name === "trade" ? "trade" : name}-${row.key}`,
            name: tradeInputName(index, name),
            error: errors[tradeInputName(index, name)],
          });
          const trade = cell("trade");
          const qty = cell("qty");
          const hour = cell("pricePerHour");
          const month = cell("pricePerMonth");
          const last = index === rows.length - 1;
          return (
            <li
              key={row.key}
              className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950"
              aria-label={`Trade ${index + 1}`}
              data-testid="trade-row"
            >
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <div className="col-span-2 lg:col-span-1">
                  <TradeCell id={trade.id} label="Trade" required error={trade.error}>
                    <select
                      id={trade.id}
                      name={trade.name}
                      required
                      defaultValue={row.values.trade ?? ""}
                      className={inputClass(!!trade.error)}
                      {...describedBy(`${trade.id}-error`, trade.error)}
                    >
                      <option value="">Select trade</option>
                      {TRADES.map((t) => (
                        <option key={t} value={t}>
                          {t}
                        </option>
                      ))}
                    </select>
                  </TradeCell>
                </div>
                <TradeCell id={qty.id} label="Qty" required error={qty.error}>
                  <input
                    id={qty.id}
                    name={qty.name}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    required
                    defaultValue={row.values.qty}
                    className={inputClass(!!qty.error)}
                    {...describedBy(`${qty.id}-error`, qty.error)}
                  />
                </TradeCell>
                <PriceCell cell={hour} label="Price/Hour" defaultValue={row.values.pricePerHour} />
                <div className="col-span-2 lg:col-span-1">
                  <PriceCell cell={month} label="Price/Month" defaultValue={row.values.pricePerMonth} />
                </div>
              </div>
              <div className="mt-3 flex flex-wrap justify-end gap-2">
                <Button
                  type="submit"
                  name="intent"
                  value={`remove-row:${index}`}
                  formNoValidate
                  variant="ghost"
                  size="md"
                  disabled={rows.length <= 1}
                  onClick={(e) => remove(e, index)}
                  aria-label={`Remove trade ${index + 1}`}
                  className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                >
                  <svg
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    className="size-5"
                    aria-hidden="true"
                  >
                    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  Remove
                </Button>
                {last ? (
                  <Button
                    type="submit"
                    name="intent"
                    value="add-row"
                    formNoValidate
                    variant="secondary"
                    size="md"
                    onClick={add}
                    disabled={rows.length >= MAX_TRADE_ROWS}
                  >
                    <svg
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      className="size-5"
                      aria-hidden="true"
                    >
                      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
                    </svg>
                    Add Trade
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={`${idPrefix}-trades-error`} message={errors.trades} />
    </fieldset>
  );
}

function SupplyForm({ result }: { result: QuoteActionResult | undefined }) {
  const idPrefix = useId();
  const sending = useSending("supply");
  const mine = result?.mode === "supply" && result.status !== "success" ? result : undefined;
  const failed = mine?.status === "error" ? mine : undefined;
  const state = { idPrefix, values: mine?.values ?? {}, errors: failed?.fieldErrors ?? {} };
  // A re-render without JavaScript (row added/removed or refused) starts from the server's rows.
  const rowsKey = mine ? `${mine.status}-${mine.tradeRows}-${JSON.stringify(mine.values)}` : "blank";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action="?mode=supply#quote-form"
      className="relative space-y-5"
      aria-label="Supply quote request"
    >
      {/* Enter in a field submits the request, not the first row button. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        Request Supply Quote
      </button>
      {failed ? <Failure result={failed} /> : null}
      <Honeypot />
      <input type="hidden" name="mode" value="supply" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Text state={state} name="clientName" label="Client Name" autoComplete="name" />
        <Text state={state} name="projectName" label="Project/Organization" autoComplete="organization" />
        <Choice state={state} name="supplyFor" label="Supply For" placeholder="Select supply type" options={SUPPLY_TYPES} />
        <Choice
          state={state}
          name="contractPeriod"
          label="Contract Period"
          placeholder="Select contract period"
          options={CONTRACT_PERIODS}
        />
        <Text state={state} name="phone" label="Phone" type="tel" autoComplete="tel" />
        <Text state={state} name="email" label="Email" type="email" autoComplete="email" />
      </div>
      <TradeRows key={rowsKey} idPrefix={idPrefix} initial={rowsFrom(state.values, mine?.tradeRows ?? 1)} errors={state.errors} />
      <SubmitButton sending={sending} label="Request Supply Quote" />
    </Form>
  );
}

const tabClass = clsx(
  "flex min-h-12 flex-1 items-center justify-center rounded-lg px-4 text-base font-semibold transition-colors",
  "text-slate-600 hover:text-brand-800 dark:text-slate-300 dark:hover:text-white",
  "data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-white",
);

/**
 * The quote forms (SPEC §2/§4): 'Sub Contract' / 'Supply' tabs for a Saudi visitor, else the
 * sub-contract form only. Both forms stay mounted so switching tabs keeps what was typed; a success
 * replaces the submitted form only. The tabs are links (`?mode=`) so they also work without JavaScript.
 */
export function QuoteForms({
  country,
  urlMode,
  result,
  maxFileBytes,
}: {
  country: string;
  urlMode: QuoteMode;
  result: QuoteActionResult | undefined;
  maxFileBytes: number;
}) {
  const tabs = offersSupply(country);
  const [mode, setMode] = useState<QuoteMode>(tabs ? urlMode : "subContract");
  useEffect(() => setMode(tabs ? urlMode : "subContract"), [tabs, urlMode]);

  const panel = (m: QuoteMode) =>
    result?.status === "success" && result.mode === m ? (
      <Success mode={m} />
    ) : m === "supply" ? (
      <SupplyForm result={result} />
    ) : (
      <SubContractForm result={result} maxFileBytes={maxFileBytes} />
    );

  if (!tabs) return panel("subContract");
  return (
    <Tabs.Root value={mode} onValueChange={(v) => setMode(v === "supply" ? "supply" : "subContract")}>
      <Tabs.List aria-label="Quote type" className="mb-6 flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-950">
        <Tabs.Trigger value="subContract" asChild>
          <a href="?mode=subContract" className={tabClass} onClick={(e) => e.preventDefault()}>
            Sub Contract
          </a>
        </Tabs.Trigger>
        <Tabs.Trigger value="supply" asChild>
          <a href="?mode=supply" className={tabClass} onClick={(e) => e.preventDefault()}>
            Supply
          </a>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="subContract" forceMount className="data-[state=inactive]:hidden">
        {panel("subContract")}
      </Tabs.Content>
      <Tabs.Content value="supply" forceMount className="data-[state=inactive]:hidden">
        {panel("supply")}
      </Tabs.Content>
    </Tabs.Root>
  );
}
