import type { MetaFunction } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { adminMeta } from "~/components/admin/meta";
import { cx, focusRing } from "~/components/ui/styles";

export const meta: MetaFunction = () => adminMeta("Layouts");

const TABS = [
  { to: "/admin/layouts/navbar", label: "Navigation bar", end: false },
  { to: "/admin/layouts/footer", label: "Footer", end: false },
];

/** Layouts: the navbar and the footer, each a document of its own (draft, publish, history). */
export default function AdminLayouts() {
  return (
    <div className="space-y-4">
      <nav aria-label="Layout parts" className="flex gap-2 border-b border-slate-200 dark:border-slate-800">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              cx(
                focusRing,
                "-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium",
                isActive
                  ? "border-brand-600 text-brand-700 dark:text-white"
                  : "border-transparent text-slate-600 dark:text-slate-300",
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
