import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { ConfirmDialog } from "../confirm-dialog";
import { toast } from "../toast";
import { cx, focusRing } from "~/components/ui/styles";
import { buttonClass } from "~/components/ui/button";
import { TrashIcon } from "../icons";

/** Checkbox selection over the rows of one page; ids that leave the page (deleted, paged away) drop out. */
export function useSelection(ids: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  return useMemo(() => {
    const selected = new Set(ids.filter((id) => chosen.has(id)));
    const all = ids.length > 0 && selected.size === ids.length;
    return {
      selected,
      /** How many rows the page has to choose from. */
      rows: ids.length,
      count: selected.size,
      all,
      some: selected.size > 0 && !all,
      has: (id: number) => selected.has(id),
      toggle: (id: number, on: boolean) =>
        setChosen((current) => {
          const next = new Set(current);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
      setAll: (on: boolean) => setChosen(on ? new Set(ids) : new Set()),
    };
  }, [ids, chosen]);
}
export type Selection = ReturnType<typeof useSelection>;

const checkboxClass = cx(
  "size-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-700 disabled:cursor-not-allowed disabled:opacity-40 dark:accent-accent-500",
  focusRing,
);

/**
 * The "Select all" box: checked when every row is, mixed when some are. It needs JavaScript, so the
 * page shows it only once scripts run (the root layout marks <html data-js> before hydration).
 */
export function SelectAllCheckbox({ selection, label, disabled }: { selection: Selection; label: string; disabled?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection.some;
  }, [selection.some]);
  return (
    <label className="hidden items-center gap-3 text-sm font-medium text-slate-800 dark:text-slate-200 [[data-js]_&]:flex">
      <input
        ref={ref}
        type="checkbox"
        aria-label={label}
        className={checkboxClass}
        checked={selection.all}
        disabled={disabled}
        onChange={(event) => selection.setAll(event.currentTarget.checked)}
      />
      Select all
    </label>
  );
}

/** A row's checkbox; it belongs to the bulk form by `form=`, so the plain HTML form works without JavaScript. */
export function RowCheckbox({
  id,
  selection,
  form,
  label,
  disabled,
}: {
  id: number;
  selection: Selection;
  form: string;
  label: string;
  disabled?: boolean;
}) {
  return (
    <input
      type="checkbox"
      name="ids"
      value={id}
      form={form}
      aria-label={label}
      className={checkboxClass}
      checked={selection.has(id)}
      disabled={disabled}
      onChange={(event) => selection.toggle(id, event.currentTarget.checked)}
    />
  );
}

/**
 * "Delete selected": the form the row checkboxes belong to, after any other bulk `actions` (submit buttons named
 * `intent`, e.g. "Mark read"). With JavaScript, deleting asks first, and an empty selection is refused with
 * `noneSelected` (for deleting) or `noneChosen` (for another action); without, the form posts straight away.
 */
export function BulkDeleteForm({
  id,
  selection,
  noneSelected,
  noneChosen = noneSelected,
  title,
  description,
  confirmLabel = "Delete",
  intent = "delete",
  actions,
  className,
  children,
}: {
  id: string;
  selection: Selection;
  noneSelected: string;
  noneChosen?: string;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  intent?: string;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form
      id={id}
      ref={formRef}
      method="post"
      preventScrollReset
      className={cx(actions ? "flex flex-wrap items-center gap-2" : undefined, className)}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const deleting = !(submitter instanceof HTMLButtonElement) || submitter.value === intent;
        if (selection.count === 0) {
          event.preventDefault();
          toast.error(deleting ? noneSelected : noneChosen);
        } else if (deleting) {
          event.preventDefault();
          setOpen(true);
        }
        // another action goes as it is, with its button's intent
      }}
    >
      {actions}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={buttonClass({ surface: "admin", variant: "danger" })}
        disabled={busy}
      >
        <TrashIcon className="size-4" />
        {busy ? "Deleting…" : selection.count > 0 ? `Delete selected (${selection.count})` : "Delete selected"}
      </button>
      {children}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={() => {
          if (!formRef.current) return;
          // the form's fields and checkboxes, with the delete button's intent (the dialog submits, not the button)
          const data = new FormData(formRef.current);
          data.set("intent", intent);
          submit(data, { method: "post", preventScrollReset: true });
        }}
      />
    </Form>
  );
}

/**
 * Select-all and "Delete selected" above a list of `noun`s ("image", "report", "message"), posting the form `id`;
 * nothing while the page has no rows.
 */
export function BulkBar({
  id,
  selection,
  noun,
  description,
  actions,
  disabled,
  className,
}: {
  id: string;
  selection: Selection;
  noun: string;
  description: ReactNode;
  /** Other bulk actions before "Delete selected" (see BulkDeleteForm). */
  actions?: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  if (selection.rows === 0) return null;
  return (
    <div className={cx("flex flex-wrap items-center gap-3", className)}>
      <SelectAllCheckbox selection={selection} label={`Select all ${noun}s on this page`} disabled={disabled} />
      <BulkDeleteForm
        id={id}
        selection={selection}
        noneSelected={`No ${noun}s selected for deletion.`}
        noneChosen={`No ${noun}s selected.`}
        actions={actions}
        title={selection.count === 1 ? `Delete 1 ${noun}?` : `Delete ${selection.count} ${noun}s?`}
        description={description}
      />
    </div>
  );
}
