import { useEffect, useState, type ReactNode } from "react";
import { toast } from "./toast";
import { cx } from "~/components/ui/styles";
import { buttonClass } from "~/components/ui/button";

/** How long the copied label shows (docs/product.md). */
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

/**
 * Copies `value` to the clipboard and says so for two seconds (`copiedLabel`); where the browser refuses, a toast
 * shows the value to copy by hand. `name` completes the accessible name ("Copy link to site1.jpg").
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  accessibleName,
  icon,
}: {
  value: string;
  label: string;
  copiedLabel: string;
  accessibleName?: string;
  icon?: ReactNode;
}) {
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
      aria-label={copied ? undefined : accessibleName}
      onClick={async () => {
        if (await copyText(value)) setCopied(true);
        else toast.error(`Could not copy automatically. Select it and copy by hand: ${value}`);
      }}
    >
      {icon}
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
