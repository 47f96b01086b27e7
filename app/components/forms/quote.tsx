import { useForm, type FormMetadata } from "@conform-to/react";
import { LocaleLink } from "~/components/ui/locale-link";
import { Form, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  ATTACHMENT_FIELD,
  CONTRACT_PERIODS,
  MAX_TRADE_ROWS,
  PROJECT_TYPES,
  QUOTE_MODES,
  SUPPLY_TYPES,
  TRADES,
  offersSupply,
  type QuoteMode,
} from "#server/modules/quotes/quote-form.js";
import type { QuoteInput } from "#server/modules/quotes/quotes.js";
import { buttonClass } from "~/components/ui/button";
import { Button } from "~/components/ui/button-element";
import { ErrorPanel } from "~/components/ui/error-panel";
import { TabList, tabPanelProps, tabProps } from "~/components/ui/tabs";
import { Spinner } from "~/components/ui/spinner";
import { FieldError, FileInput, LabelledControl, TextArea, TextInput, controlProps, textOf, type ConformField } from "./controls";
import { Honeypot } from "./honeypot";
import { formError, type FormReply } from "./result";
import { SuccessBox } from "./submission-feedback";
import { useHydrated, useRevealOnMount } from "./use-hydrated";
import { Icon } from "~/components/site/icons";
import { useMessageText, useT } from "~/utils/i18n";

/** The quote attachment: the /quote upload policy's document kind (pdf, doc, docx, jpg, png). */
const ATTACHMENT_ACCEPT =
  ".pdf,.doc,.docx,.jpg,.jpeg,.png,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png";

/** What /quote's action answers: Conform's reply, for the form of `mode` (both forms post to the same action). */
export interface QuoteReply {
  mode: QuoteMode;
  result: FormReply;
  /** The request itself failed (offline, connection dropped): the message is the browser's own. */
  network?: boolean;
}

/**
 * What each option of the quote form's lists shows, a message id per option. The option itself (its English text)
 * is what the form sends and the office reads, whatever the visitor's language.
 */
const OPTION_LABELS: Record<string, string> = {
  "Residential Building": "quote.option.residentialBuilding",
  "Commercial Building": "quote.option.commercialBuilding",
  "Industrial Facility": "quote.option.industrialFacility",
  "Infrastructure Project": "quote.option.infrastructureProject",
  Renovation: "quote.option.renovation",
  Other: "quote.option.other",
  "Indoor Labour": "quote.option.indoorLabour",
  "Cleaning Services": "quote.option.cleaningServices",
  "Construction Materials": "quote.option.constructionMaterials",
  "Equipment Rental": "quote.option.equipmentRental",
  "Security Services": "quote.option.securityServices",
  "3 months": "quote.option.threeMonths",
  "6 months": "quote.option.sixMonths",
  "1 year": "quote.option.oneYear",
  "1 year + extension": "quote.option.oneYearExtension",
  "2 years": "quote.option.twoYears",
  "Open-ended": "quote.option.openEnded",
  Carpentry: "quote.option.carpentry",
  Electrical: "quote.option.electrical",
  Plumbing: "quote.option.plumbing",
  Masonry: "quote.option.masonry",
  Painting: "quote.option.painting",
  HVAC: "quote.option.hvac",
  "Steel Work": "quote.option.steelWork",
};

/** A required select of `options` for a Conform field, `placeholder` its empty first option. */
function RequiredSelect({
  field,
  error,
  placeholder,
  options,
}: {
  field: ConformField;
  error: string | undefined;
  placeholder: string;
  options: readonly string[];
}) {
  const t = useT();
  return (
    <select required {...controlProps(field, error)} defaultValue={textOf(field.initialValue) ?? ""}>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {OPTION_LABELS[o] ? t(OPTION_LABELS[o]) : o}
        </option>
      ))}
    </select>
  );
}

function Choice({
  field,
  label,
  placeholder,
  options,
}: {
  field: ConformField;
  label: string;
  placeholder: string;
  options: readonly string[];
}) {
  return (
    <LabelledControl
      field={field}
      label={label}
      control={(error) => <RequiredSelect field={field} error={error} placeholder={placeholder} options={options} />}
    />
  );
}

/** The inputs of both quote forms, as Conform sees them (text as typed; the schema parses it). */
type QuoteFormValue = {
  clientName: string;
  projectName: string;
  projectType: string;
  projectValue: string;
  supplyFor: string;
  contractPeriod: string;
  phone: string;
  email: string;
  description: string;
  attachment: string;
  trades: Array<{ trade: string; qty: string; pricePerHour: string; pricePerMonth: string }>;
};

type Validate = (typeof import("./quote-validation"))["validateQuote"];
let validation: Promise<Validate> | undefined;

/**
 * The schema check in the browser, loaded when a visitor first touches a quote form: the schema library is not
 * part of the page's first load. Until it has arrived, a submit (or a trade-row button) goes to the server,
 * which checks the same schema and answers with the same errors.
 */
function useLazyValidation() {
  const [validate, setValidate] = useState<Validate>();
  const load = () => {
    validation ??= import("./quote-validation").then((m) => m.validateQuote);
    void validation.then((v) => setValidate(() => v));
  };
  return { validate, load };
}

/**
 * One of the two quote forms on Conform: the action's last reply for this form (errors, typed values,
 * trade rows) and, in the browser, the same schema as the server, which also applies the row intents.
 */
function useQuoteForm(mode: QuoteMode, reply: QuoteReply | undefined) {
  const mine = reply?.mode === mode ? reply : undefined;
  const { validate, load } = useLazyValidation();
  const [form, fields] = useForm<QuoteFormValue, QuoteInput>({
    id: `quote-${mode}`,
    lastResult: mine?.result,
    defaultValue: mode === "supply" ? { trades: [{ trade: "" }] } : undefined,
    shouldValidate: "onSubmit",
    onValidate: validate && (({ formData }) => validate(formData)),
  });
  const failed = mine?.result.status === "error" ? mine : undefined;
  // Conform re-renders a form for the state its render read. The controls below read their own errors, which alone
  // did not bring the browser check's errors on screen: the form reads them all here, so they show under their inputs.
  const browserErrors = form.allErrors;
  return { form, fields, failed, loadValidation: load, browserErrors };
}

function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  const t = useT();
  return (
    <Button type="submit" variant="primary" size="lg" className="w-full sm:w-auto" disabled={sending}>
      {sending ? (
        <>
          <Spinner label="" />
          {t("form.processing")}
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

function Failure({ reply }: { reply: QuoteReply }) {
  const t = useT();
  const wording = useMessageText();
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnMount(ref, reply);
  // field errors show next to their inputs; the panel says what went wrong as a whole
  const message = wording(formError(reply.result)) ?? t("quote.form.checkFields");
  return (
    <div ref={ref} tabIndex={-1} className="mb-6 scroll-mt-24 outline-none">
      {reply.network ? <ErrorPanel message={message} /> : <ErrorPanel title={t("quote.form.failed")} message={message} />}
    </div>
  );
}

function Success({ mode }: { mode: QuoteMode }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnMount(ref);
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <SuccessBox
        title={t("quote.form.received")}
        description={mode === "supply" ? t("quote.form.receivedSupply") : t("quote.form.receivedSubContract")}
      >
        <LocaleLink to={`?mode=${mode}`} className={buttonClass({ variant: "secondary", size: "md" })}>
          {t("quote.form.another")}
        </LocaleLink>
      </SuccessBox>
    </div>
  );
}

/**
 * The form element of one kind of request: posts (multipart, for the attachment) to `?mode=<mode>`, and starts with
 * `first`, the failure panel, the honeypot and the mode.
 */
function QuoteFormShell({
  mode,
  label,
  form,
  failed,
  loadValidation,
  first,
  children,
}: {
  mode: QuoteMode;
  label: string;
  form: ReturnType<typeof useQuoteForm>["form"];
  failed: QuoteReply | undefined;
  loadValidation: () => void;
  first?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      action={`?mode=${mode}#quote-form`}
      id={form.id}
      onSubmit={form.onSubmit}
      onFocus={loadValidation}
      onPointerDown={loadValidation}
      className="relative space-y-5"
      aria-label={label}
    >
      {first}
      {failed ? <Failure reply={failed} /> : null}
      <Honeypot />
      <input type="hidden" name="mode" value={mode} />
      {children}
    </Form>
  );
}

function SubContractForm({ reply, maxFileBytes }: { reply: QuoteReply | undefined; maxFileBytes: number }) {
  const { form, fields, failed, loadValidation } = useQuoteForm("subContract", reply);
  const t = useT();
  const sending = useSending("subContract");
  const hydrated = useHydrated();
  return (
    <QuoteFormShell
      mode="subContract"
      label={t("quote.form.subContractLabel")}
      form={form}
      failed={failed}
      loadValidation={loadValidation}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput field={fields.clientName} label={t("quote.form.clientName")} autoComplete="name" />
        <TextInput field={fields.projectName} label={t("quote.form.projectName")} />
        <Choice
          field={fields.projectType}
          label={t("quote.form.projectType")}
          placeholder={t("quote.form.projectTypePlaceholder")}
          options={PROJECT_TYPES}
        />
        <TextInput field={fields.projectValue} label={t("quote.form.projectValue")} inputMode="decimal" />
        <TextInput field={fields.phone} label={t("quote.form.phone")} type="tel" autoComplete="tel" />
        <TextInput field={fields.email} label={t("quote.form.email")} type="email" autoComplete="email" />
      </div>
      <TextArea
        field={fields.description}
        label={t("quote.form.description")}
        rows={5}
        maxLength={10_000}
        placeholder={t("quote.form.descriptionPlaceholder")}
        className="min-h-32"
      />
      <FileInput
        id={`${form.id}-attachment`}
        name={ATTACHMENT_FIELD}
        label={t("quote.form.attachment")}
        accept={ATTACHMENT_ACCEPT}
        maxBytes={maxFileBytes}
        hint={t("quote.form.attachmentHint")}
        error={fields.attachment.errors?.[0]}
        chooseAgain={!hydrated && !!failed}
      />
      <SubmitButton sending={sending} label={t("quote.form.submitSubContract")} />
    </QuoteFormShell>
  );
}

/** An optional SAR amount of a trade row. */
function PriceCell({ field, label }: { field: ConformField; label: string }) {
  return (
    <LabelledControl
      field={field}
      label={label}
      required={false}
      control={(error) => <input type="text" inputMode="decimal" {...controlProps(field, error)} />}
    />
  );
}

/**
 * Trade rows: a row is added only from the last one and removed only while more than one exists.
 * The buttons are Conform's insert/remove intents: applied in the browser, or by the server when the
 * page runs without JavaScript (the form comes back with the rows changed).
 */
function TradeRows({ form, fields }: { form: FormMetadata<QuoteFormValue>; fields: ReturnType<typeof useQuoteForm>["fields"] }) {
  const trades = fields.trades;
  const t = useT();
  const rows = trades.getFieldList();
  // the row whose trade select takes focus once the rows have changed
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    const row = rows[Math.min(focusRow.current, rows.length - 1)];
    focusRow.current = null;
    if (row) document.getElementById(row.getFieldset().trade.id)?.focus();
  }, [rows]);
  const tradesError = trades.errors?.[0];

  return (
    <fieldset className="space-y-3" aria-describedby={tradesError ? trades.errorId : undefined}>
      <legend className="mb-1 text-base font-bold text-brand-800 dark:text-white">{t("quote.form.trades")}</legend>
      <ol className="space-y-3">
        {rows.map((row, index) => {
          const { trade, qty, pricePerHour, pricePerMonth } = row.getFieldset();
          const last = index === rows.length - 1;
          return (
            <li
              key={row.key ?? `row-${index}`}
              className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-950"
              aria-label={t("quote.form.tradeNumber", { number: index + 1 })}
              data-testid="trade-row"
            >
              <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <div className="col-span-2 lg:col-span-1">
                  <LabelledControl
                    field={trade}
                    label={t("quote.form.trade")}
                    control={(error) => (
                      <RequiredSelect
                        field={trade}
                        error={error}
                        placeholder={t("quote.form.tradePlaceholder")}
                        options={TRADES}
                      />
                    )}
                  />
                </div>
                <LabelledControl
                  field={qty}
                  label={t("quote.form.qty")}
                  control={(error) => <input type="text" inputMode="numeric" required {...controlProps(qty, error)} />}
                />
                <PriceCell field={pricePerHour} label={t("quote.form.pricePerHour")} />
                <div className="col-span-2 lg:col-span-1">
                  <PriceCell field={pricePerMonth} label={t("quote.form.pricePerMonth")} />
                </div>
              </div>
              <div className="mt-3 flex flex-wrap justify-end gap-2">
                <Button
                  type="submit"
                  {...form.remove.getButtonProps({ name: trades.name, index })}
                  variant="ghost"
                  size="md"
                  disabled={rows.length <= 1}
                  onClick={() => (focusRow.current = index === 0 ? 0 : index - 1)}
                  aria-label={t("quote.form.removeTrade", { number: index + 1 })}
                  className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
                >
                  <Icon path="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeWidth="2" className="size-5" />
                  {t("quote.form.remove")}
                </Button>
                {last ? (
                  <Button
                    type="submit"
                    {...form.insert.getButtonProps({ name: trades.name })}
                    variant="secondary"
                    size="md"
                    onClick={() => (focusRow.current = rows.length)}
                    disabled={rows.length >= MAX_TRADE_ROWS}
                  >
                    <Icon path="M12 5v14M5 12h14" strokeWidth="2" className="size-5" />
                    {t("quote.form.addTrade")}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <FieldError id={trades.errorId} message={tradesError} />
    </fieldset>
  );
}

function SupplyForm({ reply }: { reply: QuoteReply | undefined }) {
  const { form, fields, failed, loadValidation } = useQuoteForm("supply", reply);
  const t = useT();
  const sending = useSending("supply");
  return (
    <QuoteFormShell
      mode="supply"
      label={t("quote.form.supplyLabel")}
      form={form}
      loadValidation={loadValidation}
      failed={failed}
      first={
        // Enter in a field submits the request, not the first row button.
        <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
          {t("quote.form.submitSupply")}
        </button>
      }
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput field={fields.clientName} label={t("quote.form.clientName")} autoComplete="name" />
        <TextInput field={fields.projectName} label={t("quote.form.organization")} autoComplete="organization" />
        <Choice
          field={fields.supplyFor}
          label={t("quote.form.supplyFor")}
          placeholder={t("quote.form.supplyForPlaceholder")}
          options={SUPPLY_TYPES}
        />
        <Choice
          field={fields.contractPeriod}
          label={t("quote.form.contractPeriod")}
          placeholder={t("quote.form.contractPeriodPlaceholder")}
          options={CONTRACT_PERIODS}
        />
        <TextInput field={fields.phone} label={t("quote.form.phone")} type="tel" autoComplete="tel" />
        <TextInput field={fields.email} label={t("quote.form.email")} type="email" autoComplete="email" />
      </div>
      <TradeRows form={form} fields={fields} />
      <SubmitButton sending={sending} label={t("quote.form.submitSupply")} />
    </QuoteFormShell>
  );
}

const tabClass = clsx(
  "flex min-h-12 flex-1 items-center justify-center rounded-lg px-4 text-base font-semibold transition-colors",
  "text-slate-600 hover:text-brand-800 dark:text-slate-300 dark:hover:text-white",
  "data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-white",
);

/**
 * The quote forms: 'Sub Contract' / 'Supply' tabs for a Saudi visitor, else the
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
  result: QuoteReply | undefined;
  maxFileBytes: number;
}) {
  const tabs = offersSupply(country);
  const t = useT();
  const [mode, setMode] = useState<QuoteMode>(tabs ? urlMode : "subContract");
  useEffect(() => setMode(tabs ? urlMode : "subContract"), [tabs, urlMode]);

  const panel = (m: QuoteMode) =>
    result?.result.status === "success" && result.mode === m ? (
      <Success mode={m} />
    ) : m === "supply" ? (
      <SupplyForm reply={result} />
    ) : (
      <SubContractForm reply={result} maxFileBytes={maxFileBytes} />
    );

  if (!tabs) return panel("subContract");
  const tab = (m: QuoteMode, label: string) => (
    <a
      href={`?mode=${m}`}
      className={tabClass}
      {...tabProps(`quote-${m}`, mode === m)}
      onClick={(e) => {
        e.preventDefault();
        setMode(m);
      }}
    >
      {label}
    </a>
  );
  return (
    <div>
      <TabList
        label={t("quote.form.type")}
        activation="automatic"
        className="mb-6 flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-950"
      >
        {tab("subContract", t("quote.form.subContract"))}
        {tab("supply", t("quote.form.supply"))}
      </TabList>
      {QUOTE_MODES.map((m) => (
        <div key={m} {...tabPanelProps(`quote-${m}`, mode === m)}>
          {panel(m)}
        </div>
      ))}
    </div>
  );
}
