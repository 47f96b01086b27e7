import { Link, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { EditConflict } from "~/utils/document-editor.server";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { AlertIcon } from "~/components/admin/icons";
import { Button } from "~/components/ui/button-element";

/**
 * What an editor shows when its save or publish was refused because someone else saved the document meanwhile
 * (app/utils/document-editor.server.ts): who and when, which fields differ (theirs against the form), and the two
 * ways on. "Reload their version" loads the editor again (what was typed is dropped); "Replace …'s version with
 * mine" asks first, then sends the form again as an explicit replace of the version this notice names, so a
 * write made after it is refused in turn. Without JavaScript the replace button posts at once: its words say
 * what it does. The notice sits inside the editor's form, so the replace sends every field as typed.
 */
export function ConflictNotice({ conflict }: { conflict: EditConflict }) {
  const { pathname } = useLocation();
  const submit = useSubmit();
  const replaceButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const owner = conflict.by ? `${conflict.by}’s` : "their";
  const replaceLabel = `Replace ${owner} version with mine`;
  // The notice is at the top of a long form whose buttons are at the bottom: focus moves to it and it scrolls into
  // view, after the frame in which the router restores the scroll position of the submission.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      heading.current?.focus({ preventScroll: true });
      heading.current?.scrollIntoView({ block: "center" });
    });
    return () => cancelAnimationFrame(frame);
  }, [conflict]);

  return (
    <section
      aria-labelledby="conflict-heading"
      data-testid="conflict-notice"
      className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <input type="hidden" name="theirs" value={conflict.theirs} />
      <div className="flex items-start gap-3">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1 space-y-3">
          <h2 id="conflict-heading" ref={heading} tabIndex={-1} className="text-base font-semibold outline-none">
            Not saved: {conflict.by ?? "another admin"} changed this meanwhile
          </h2>
          <p role="alert" className="font-medium">
            {conflict.message}
          </p>
          {conflict.fields.length > 0 ? (
            <div>
              <p className="font-medium">What differs between their version and yours:</p>
              <ul className="mt-1.5 space-y-1.5" aria-label="Fields that differ">
                {conflict.fields.map((field) => (
                  <li key={field.label} className="break-words">
                    <span className="font-medium">{field.label}</span>
                    {field.theirs !== undefined || field.yours !== undefined ? (
                      <span className="block text-red-800 dark:text-red-200">
                        theirs: {field.theirs ?? "(long text)"} · yours: {field.yours ?? "(long text)"}
                      </span>
                    ) : null}
                  </li>
                ))}
                {conflict.more > 0 ? <li>… and {conflict.more} more</li> : null}
              </ul>
            </div>
          ) : (
            <p>Your form is the same as their version.</p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button surface="admin" asChild variant="secondary" size="sm">
              <Link to={pathname}>Reload their version</Link>
            </Button>
            <Button
              ref={replaceButton}
              surface="admin"
              type="submit"
              name="intent"
              value={`replace-${conflict.intent}`}
              variant="danger"
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                setConfirming(true);
              }}
            >
              {replaceLabel}
            </Button>
          </div>
          <p className="text-xs text-red-800 dark:text-red-200">
            Reloading drops what you typed here. Replacing writes your whole form over their version.
          </p>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Replace ${owner} version with yours?`}
        description={
          `${conflict.by ?? "Another admin"} saved this${conflict.at ? ` at ${conflict.at}` : ""}. ` +
          `Every field of your form replaces their version${conflict.intent === "publish" ? ", and visitors see it at once" : " as the draft"}. ` +
          "Their changes that are not in your form are lost, unless they published them: published versions stay in the History."
        }
        confirmLabel={replaceLabel}
        onConfirm={() => {
          if (replaceButton.current) submit(replaceButton.current);
        }}
      />
    </section>
  );
}
