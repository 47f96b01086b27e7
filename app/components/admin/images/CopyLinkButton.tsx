import { useEffect, useState } from "react";
import { LinkIcon } from "../icons";
import { toast } from "../toast";
import { cx } from "~/components/ui/styles";
import { buttonClass } from "~/components/ui/button";

/** How long 'Link copied!' shows (docs/product.md). */
const COPIED_MS = 2000;

/** Clipboard API where allowed (secure contexts), else a selected hidden textarea and execCommand. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy path (permission denied, document not focused…)
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export function CopyLinkButton({ link, name }: { link: string; name: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={cx(
        buttonClass({ surface: "admin", variant: copied ? "success" : "secondary", size: "sm" }),
        "whitespace-nowrap",
      )}
      aria-label={copied ? undefined : `Copy link to ${name}`}
      onClick={async () => {
        if (await copyText(link)) setCopied(true);
        else toast.error(`Could not copy automatically. The link is: ${link}`);
      }}
    >
      <LinkIcon className="size-4" />
      <span aria-live="polite">{copied ? "Link copied!" : "Copy link"}</span>
    </button>
  );
}
