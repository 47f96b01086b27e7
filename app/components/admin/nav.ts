import type { ComponentType, SVGProps } from "react";
import {
  BriefcaseIcon,
  BuildingIcon,
  ClipboardIcon,
  HomeIcon,
  IdCardIcon,
  ImagesIcon,
  InfoIcon,
  KeyIcon,
  LanguagesIcon,
  LayoutIcon,
  MailIcon,
  UploadIcon,
  UserPlusIcon,
  UsersIcon,
} from "./icons";

interface AdminNavItem {
  to: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The admin sidebar (the Design group edits page content, the Functionality group everything else), plus the Inbox and Records. */
export const adminNavGroups: { label: string; items: AdminNavItem[] }[] = [
  {
    label: "Design",
    items: [
      { to: "/admin/layouts", label: "Layouts", icon: LayoutIcon },
      { to: "/admin/home", label: "Home", icon: HomeIcon },
      { to: "/admin/about", label: "About", icon: InfoIcon },
      { to: "/admin/services", label: "Services", icon: BriefcaseIcon },
      { to: "/admin/projects", label: "Projects", icon: BuildingIcon },
      { to: "/admin/man-power", label: "Manpower projects", icon: UsersIcon },
      { to: "/admin/gallery", label: "Gallery", icon: ImagesIcon },
      { to: "/admin/contact", label: "Contact", icon: MailIcon },
      { to: "/admin/training", label: "Training", icon: IdCardIcon },
      { to: "/admin/translations", label: "Translations", icon: LanguagesIcon },
    ],
  },
  {
    label: "Functionality",
    items: [
      { to: "/admin/forms-and-reports", label: "Forms & Reports", icon: ClipboardIcon },
      { to: "/admin/image-upload", label: "Image Upload", icon: UploadIcon },
      { to: "/admin/create-admin", label: "Create Admin", icon: UserPlusIcon },
      { to: "/admin/admins", label: "Admins", icon: UsersIcon },
      { to: "/admin/api-tokens", label: "API tokens", icon: KeyIcon },
    ],
  },
  {
    label: "Inbox",
    items: [
      { to: "/admin/messages-list", label: "Messages", icon: MailIcon },
      { to: "/admin/quotes", label: "Quotes", icon: BriefcaseIcon },
    ],
  },
  {
    label: "Records",
    items: [
      { to: "/admin/payments", label: "Payments", icon: IdCardIcon },
      { to: "/admin/audit", label: "Audit log", icon: ClipboardIcon },
    ],
  },
];

/** /admin shows the Home editor, so the Home link counts as current there too. */
export function isNavItemActive(to: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (to === "/admin/home" && path === "/admin") return true;
  return path === to || path.startsWith(`${to}/`);
}
