import type { HTMLAttributes, KeyboardEvent } from "react";

/*
 * Tabs of the UI kit (docs/decisions/0017-own-tabs.md): the WAI-ARIA tabs pattern over links, so every tab also
 * works without JavaScript (a `?tab=` or `?mode=` address the server answers). The list takes the keyboard:
 * Left/Right move between tabs (wrapping), Home/End go to the first/last, Space or Enter picks the focused tab.
 * With automatic activation, moving onto a tab also picks it (panels already in the page); with manual
 * activation (tabs that load another page), moving only moves focus. `data-state` is `active` or `inactive`, as
 * the styles expect.
 */

type Activation = "automatic" | "manual";

function onTabListKeyDown(activation: Activation) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = tabs.indexOf(event.target as HTMLElement);
    if (at === -1) return;
    if (event.key === " " || (event.key === "Enter" && activation === "automatic")) {
      event.preventDefault();
      tabs[at]!.click();
      return;
    }
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    tab.focus();
    if (activation === "automatic") tab.click();
  };
}

/** The tab list: named by `label`; its tabs carry `tabProps`. */
export function TabList({
  label,
  activation,
  ...props
}: { label: string; activation: Activation } & Omit<HTMLAttributes<HTMLDivElement>, "role" | "onKeyDown">) {
  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onTabListKeyDown(activation)} {...props} />
  );
}

const tabId = (id: string) => `${id}-tab`;
const panelId = (id: string) => `${id}-panel`;

/** The attributes of one tab (`id` names the tab and its panel); only the selected tab is in the Tab order. */
export function tabProps(id: string, selected: boolean, panel = id) {
  return {
    role: "tab",
    id: tabId(id),
    "aria-selected": selected,
    "aria-controls": panelId(panel),
    tabIndex: selected ? 0 : -1,
    "data-state": selected ? "active" : "inactive",
  } as const;
}

/** The attributes of a panel (`id` as given to its tab's `tabProps`); `hidden` unless `selected`. */
export function tabPanelProps(id: string, selected = true, tab = id) {
  return {
    role: "tabpanel",
    id: panelId(id),
    "aria-labelledby": tabId(tab),
    tabIndex: 0,
    hidden: !selected,
    "data-state": selected ? "active" : "inactive",
  } as const;
}
