import { Link, useFetcher } from "@remix-run/react";
import { ConfirmForm } from "~/components/admin/confirm-dialog";
import { buttonClass } from "~/components/ui/button";
import type { ActionData } from "./intent.server";

/** Whether the action refused (its outcome is told by the flash toast; the reply carries the errors). */
export const refused = (data: ActionData | undefined) => data?.result.status === "error";

/** The delete request of one row (a field, a job, a response): its fetcher, and whether the row is on its way out. */
export function useRowRemoval(key: string) {
  const remove = useFetcher<ActionData>({ key });
  return { remove, removing: remove.state !== "idle" || (remove.data !== undefined && !refused(remove.data)) };
}

/** What Edit and Delete of each kind of row open, post and say. */
const ROW_KINDS = {
  field: {
    editTo: (id: number) => `?tab=fields&edit=${id}`,
    fields: (id: number) => ({ intent: "delete-field", fieldId: String(id) }),
    description: "It disappears from the public form at once. Answers already received keep it, under this label.",
  },
  job: {
    editTo: (id: number) => `?tab=jobs&job=${id}`,
    fields: (id: number) => ({ intent: "delete-job", jobId: String(id) }),
    description: "It disappears from the jobs page at once. Applications already received stay, with the job's name.",
  },
} as const;

/**
 * Edit and Delete of one row of the fields list or the jobs list: Edit opens the row's editor (a link,
 * so it works without JavaScript), Delete asks for confirmation and posts the row's delete intent.
 */
export function RowActions({
  kind,
  id,
  name,
  removal: { remove, removing },
}: {
  kind: keyof typeof ROW_KINDS;
  id: number;
  /** The row's name, for the buttons' accessible names ("Edit Phone", "Delete Phone"). */
  name: string;
  removal: ReturnType<typeof useRowRemoval>;
}) {
  const row = ROW_KINDS[kind];
  return (
    <>
      <Link
        to={row.editTo(id)}
        preventScrollReset
        className={buttonClass({ surface: "admin", variant: "secondary" })}
        aria-label={`Edit ${name}`}
      >
        Edit
      </Link>
      <ConfirmForm
        fetcher={remove}
        fields={row.fields(id)}
        title={`Delete the ${kind} “${name}”?`}
        description={row.description}
        confirmLabel={`Delete ${kind}`}
        triggerClassName={buttonClass({ surface: "admin", variant: "danger" })}
        triggerLabel={`Delete ${name}`}
        disabled={removing}
      >
        Delete
      </ConfirmForm>
    </>
  );
}
