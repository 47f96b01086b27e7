import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Role } from "#server/modules/auth/roles.js";
import { edgeFadeClass, useScrollEdges } from "~/components/ui/use-scroll-edges";
import { BrandMark } from "./BrandMark";
import { ChevronIcon, ExternalIcon, LogOutIcon } from "./icons";
import { isNavItemActive, navGroupsFor, type AdminBadges, type AdminNavItem } from "./nav";
import { cx } from "~/components/ui/styles";

// White focus ring: visible on the navy column and around the amber current item alike.
const itemClass =
  "flex items-center gap-3 rounded-lg px-3 py-[2px] text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/** Where the collapsed groups are remembered between pages and visits (this browser only). */
const COLLAPSED_KEY = "admin-nav-collapsed";

/** The groups the admin closed, remembered in localStorage; every group is open until the browser says otherwise. */
function useCollapsedGroups() {
  const [collapsed, setCollapsed] = useState<readonly string[]>([]);
  useEffect(() => {
    try {
      const saved: unknown = JSON.parse(window.localStorage.getItem(COLLAPSED_KEY) ?? "[]");
      if (Array.isArray(saved)) setCollapsed(saved.filter((v): v is string => typeof v === "string"));
    } catch {
      // storage refused or garbled: every group open
    }
  }, []);
  const toggle = (label: string) =>
    setCollapsed((current) => {
      const next = current.includes(label) ? current.filter((l) => l !== label) : [...current, label];
      try {
        window.localStorage.setItem(COLLAPSED_KEY, JSON.stringify(next));
      } catch {
        // not remembered; the toggle still works on this page
      }
      return next;
    });
  return { collapsed, toggle };
}

function NavLink({
  item,
  active,
  count,
  onNavigate,
}: {
  item: AdminNavItem;
  active: boolean;
  /** Its unread count (a badge when above zero). */
  count?: number;
  onNavigate?: () => void;
}) {
  const className = cx(
    itemClass,
    item.child && "ml-6 text-[13px]",
    active ? "bg-accent-500 text-brand-900 shadow-sm" : "text-brand-100 hover:bg-white/10 hover:text-white",
  );
  const content = (
    <>
      <item.icon className={cx("shrink-0", item.child ? "size-4" : "size-5")} />
      <span className="min-w-0 flex-1 truncate">{item.label}</span>
      {item.technical ? (
        <span className="rounded bg-white/10 px-1.5 text-[11px] font-semibold tracking-wide text-brand-100 uppercase">
          Tech<span className="sr-only">nical</span>
        </span>
      ) : null}
      {count ? (
        <span
          data-testid="nav-badge"
          aria-hidden="true"
          className={cx(
            "min-w-6 rounded-full px-1.5 text-center text-xs font-bold tabular-nums",
            active ? "bg-brand-900 text-white" : "bg-accent-500 text-brand-900",
          )}
        >
          {count}
        </span>
      ) : null}
    </>
  );
  // the queue dashboard is not a Remix page: a full page load
  return item.external ? (
    <a href={item.to} className={className}>
      {content}
    </a>
  ) : (
    <Link
      to={item.to}
      prefetch="intent"
      onClick={onNavigate}
      aria-current={active ? "page" : undefined}
      // the badge's number said with the name: "Messages, 3 unread"
      aria-label={count ? `${item.label}, ${count} unread` : undefined}
      className={className}
    >
      {content}
    </Link>
  );
}

/**
 * Sidebar content, rendered as the fixed column on large screens and inside the menu dialog on
 * small ones. `onNavigate` lets the dialog close when a link is followed. Shows only what `role` may open.
 */
export function AdminSidebar({
  role,
  badges,
  onNavigate,
  closeButton,
}: {
  role: Role;
  /** Unread counts of the inbox's items. */
  badges?: AdminBadges;
  onNavigate?: () => void;
  closeButton?: React.ReactNode;
}) {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const { collapsed, toggle } = useCollapsedGroups();
  // Should a window be shorter than the list, the edge that hides links fades, so nothing looks cut off.
  const edges = useScrollEdges(navRef, "y", false);
  return (
    <div className="flex h-full flex-col bg-brand-800 text-white">
      <div className="flex items-center gap-3 border-b border-white/10 px-5 py-2">
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
        className={cx("min-h-0 flex-1 overflow-y-auto px-3 py-2", edgeFadeClass("y", edges))}
      >
        {navGroupsFor(role).map((group) => {
          const open = !collapsed.includes(group.label) || group.items.some((item) => isNavItemActive(item.to, pathname));
          const listId = `admin-nav-${group.label.toLowerCase()}`;
          return (
            <div key={group.label} className="mb-1 last:mb-0">
              <h2>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => toggle(group.label)}
                  className="flex w-full items-center gap-1 rounded px-3 py-0.5 text-left text-xs font-semibold tracking-wider text-brand-200 uppercase hover:text-white focus-visible:outline-2 focus-visible:outline-white"
                >
                  <ChevronIcon className={cx("size-3.5 shrink-0 transition-transform", open && "rotate-90")} aria-hidden="true" />
                  {group.label}
                </button>
              </h2>
              <ul id={listId} hidden={!open} className="mt-0.5 space-y-0.5">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      item={item}
                      active={isNavItemActive(item.to, pathname)}
                      count={item.badge && badges ? badges[item.badge] : undefined}
                      onNavigate={onNavigate}
                    />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>

      <div className="grid grid-cols-2 gap-1 border-t border-white/10 px-3 py-2">
        <Link to="/" className={cx(itemClass, "py-1.5 text-brand-100 hover:bg-white/10 hover:text-white")}>
          <ExternalIcon className="size-5 shrink-0" />
          Live site
        </Link>
        {/* A full document POST: signing out drops every piece of client state. */}
        <Form method="post" action="/logout" reloadDocument>
          <button type="submit" className={cx(itemClass, "w-full py-1.5 text-brand-100 hover:bg-white/10 hover:text-white")}>
            <LogOutIcon className="size-5 shrink-0" />
            Log Out
          </button>
        </Form>
      </div>
    </div>
  );
}
