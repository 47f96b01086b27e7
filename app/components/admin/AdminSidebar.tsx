import { Form, Link, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { edgeFadeClass, useScrollEdges } from "~/components/ui/use-scroll-edges";
import { BrandMark } from "./BrandMark";
import { ExternalIcon, LogOutIcon } from "./icons";
import { adminNavGroups, isNavItemActive } from "./nav";
import { cx } from "~/components/ui/styles";

// White focus ring: visible on the navy column and around the amber current item alike.
const itemClass =
  "flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * Sidebar content, rendered as the fixed column on large screens and inside the menu dialog on
 * small ones. `onNavigate` lets the dialog close when a link is followed.
 */
export function AdminSidebar({ onNavigate, closeButton }: { onNavigate?: () => void; closeButton?: React.ReactNode }) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // On short windows the link list scrolls: the edge that hides links fades, so nothing looks cut off.
  const edges = useScrollEdges(navRef, "y", false);
  return (
    <div className="flex h-full flex-col bg-brand-800 text-white">
      <div className="flex items-center gap-3 border-b border-white/10 px-5 py-3">
        <BrandMark className="size-9 shrink-0 rounded-lg ring-1 ring-white/20" />
        <div className="min-w-0 flex-1">
          <p className="text-sm leading-tight font-semibold">Dynamic Website Editor</p>
          <p className="mt-0.5 text-xs leading-tight text-brand-200">Crestline Builders &amp; Manpower</p>
        </div>
        {closeButton}
      </div>

      <nav
        ref={navRef}
        aria-label="Admin"
        data-more-end={edges.end || undefined}
        className={cx("min-h-0 flex-1 overflow-y-auto px-3 py-3", edgeFadeClass("y", edges))}
      >
        {adminNavGroups.map((group) => (
          <div key={group.label} className="mb-3 last:mb-0">
            <h2 className="px-3 pb-1.5 text-xs font-semibold tracking-wider text-brand-200 uppercase">{group.label}</h2>
            <ul className="space-y-0.5">
              {group.items.map((item) => {
                const active = isNavItemActive(item.to, pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      prefetch="intent"
                      onClick={onNavigate}
                      aria-current={active ? "page" : undefined}
                      className={cx(
                        itemClass,
                        active ? "bg-accent-500 text-brand-900 shadow-sm" : "text-brand-100 hover:bg-white/10 hover:text-white",
                      )}
                    >
                      <item.icon className="size-5 shrink-0" />
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>

      <div className="space-y-0.5 border-t border-white/10 px-3 py-3">
        <Link to="/" className={cx(itemClass, "text-brand-100 hover:bg-white/10 hover:text-white")}>
          <ExternalIcon className="size-5 shrink-0" />
          Visit Live Website
        </Link>
        {/* A full document POST: signing out drops every piece of client state. */}
        <Form method="post" action="/logout" reloadDocument>
          <button type="submit" className={cx(itemClass, "w-full text-brand-100 hover:bg-white/10 hover:text-white")}>
            <LogOutIcon className="size-5 shrink-0" />
            Log Out
          </button>
        </Form>
      </div>
    </div>
  );
}
