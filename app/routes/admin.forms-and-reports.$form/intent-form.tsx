import { getFormProps, useForm, type DefaultValue, type FormMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type { z } from "zod";
import { buttonClass } from "~/components/ui/button";
import { FormErrors } from "~/components/ui/field";
import { cx } from "~/components/ui/styles";
import type { ActionData, Intent } from "./intent.server";
import { refused } from "./row-actions";

/**
 * One editor of the form management page (a field, a job, a response, the fee): its fetcher, the answer meant for
 * it, and its Conform form (`id`), checked in the browser by `schema`. Without JavaScript the fetcher form posts as
 * a navigation and the answer comes as the page's action data: it is this editor's when it names this editor's
 * intent and `target`, the record it edits (null: a new one; undefined: any, as for the add-field form).
 * `onSaved` runs once for each answer the fetcher brings that is no refusal.
 */
export function useIntentForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  editor: { intent: Intent; target?: number | null; id: string; fetcherKey?: string; onSaved?: () => void },
  schema: S,
  defaultValue: DefaultValue<z.input<S>>,
) {
  const { intent, target, id } = editor;
  const fetcher = useFetcher<ActionData>({ key: editor.fetcherKey ?? `${intent}-${target ?? "new"}` });
  const actionData = useActionData<ActionData>();
  const answered = actionData?.intent === intent && (target === undefined || (actionData.targetId ?? null) === target);
  const result = fetcher.data ?? (answered ? actionData : undefined);
  const [form, fields] = useForm({
    id,
    lastResult: result?.result,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const onSaved = useRef(editor.onSaved);
  onSaved.current = editor.onSaved;
  const handled = useRef<ActionData | null>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (!refused(data)) onSaved.current?.();
  }, [fetcher.state, fetcher.data]);
  return { fetcher, result, form, fields, busy: fetcher.state !== "idle" };
}

/** An editor's submit button ("Saving…" while it posts) and, while it edits a record, the way out of editing. */
export function EditorButtons({
  busy,
  label,
  cancel,
  className,
}: {
  busy: boolean;
  label: string;
  cancel?: { to: string; onClick?: () => void };
  className?: string;
}) {
  return (
    <div className={cx("flex flex-wrap items-center gap-3", className)}>
      <button type="submit" className={buttonClass({ surface: "admin" })} disabled={busy}>
        {busy ? "Saving…" : label}
      </button>
      {cancel ? (
        <Link
          to={cancel.to}
          preventScrollReset
          onClick={cancel.onClick}
          className={buttonClass({ surface: "admin", variant: "secondary" })}
        >
          Cancel
        </Link>
      ) : null}
    </div>
  );
}

/**
 * An editor's form: its form-level errors, then its fetcher form posting `intent` and the `hidden` values it names
 * (the record it edits); multipart when it sends a file.
 */
export function IntentForm<S extends Record<string, unknown>>({
  editor: { fetcher, form },
  intent,
  hidden = {},
  multipart = false,
  className,
  children,
}: {
  editor: { fetcher: FetcherWithComponents<ActionData>; form: FormMetadata<S, string[]> };
  intent: Intent;
  hidden?: Record<string, string | number | undefined>;
  multipart?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormErrors form={form} className="mt-4" />
      <fetcher.Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        preventScrollReset
        {...getFormProps(form)}
        className={className}
      >
        <input type="hidden" name="intent" value={intent} />
        {Object.entries(hidden).map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        {children}
      </fetcher.Form>
    </>
  );
}
