import { Link, useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { ConfirmForm } from "~/components/admin/confirm-dialog";
import { buttonClass } from "~/components/ui/button";
import { useNoticeToast } from "~/components/admin/toast";
import type { ActionResult } from "./intent.server";

/** The delete request of one row (a field, a job): its fetcher, and whether the row is on its way out. */
export function useRowRemoval(key: string) {
  const remove = useFetcher<ActionResult>({ key });
  useNoticeToast(remove.data?.notice);
  return { remove, removing: remove.state !== "idle" || remove.data?.ok === true };
}

/**
 * Edit and Delete of one row of the fields list or the jobs list: Edit opens the row's editor (a link,
 * so it works without JavaScript), Delete asks for confirmation and posts `fields`.
 */
export function RowActions({
  name,
  editTo,
  remove,
  removing,
  fields,
  title,
  description,
  confirmLabel,
}: {
  /** The row's name, for the buttons' accessible names ("Edit Phone", "Delete Phone"). */
  name: string;
  editTo: string;
  remove: FetcherWithComponents<ActionResult>;
  removing: boolean;
  fields: Record<string, string>;
  title: string;
  description: string;
  confirmLabel: string;
}) {
  return (
    <>
      <Link
        to={editTo}
        preventScrollReset
        className={buttonClass({ surface: "admin", variant: "secondary" })}
        aria-label={`Edit ${name}`}
      >
        Edit
      </Link>
      <ConfirmForm
        fetcher={remove}
        fields={fields}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        triggerClassName={buttonClass({ surface: "admin", variant: "danger" })}
        triggerLabel={`Delete ${name}`}
        disabled={removing}
      >
        Delete
      </ConfirmForm>
    </>
  );
}
