import { clsx } from "clsx";
import { checkPhone } from "#server/modules/validation/phone.js";
import type { OfficeLocation } from "#server/modules/content/schemas.js";
import { useT } from "~/utils/i18n";
import { Icon, UI_ICONS } from "./icons";

/** A link inside a line of text that is still a 44 px touch target on phones (its line grows, not its text). */
export const TOUCH_LINE = "inline-flex min-h-11 items-center lg:min-h-0";

/** A WhatsApp chat address (https://wa.me/<international digits>) of a number as the office typed it, or null. */
export function whatsappHref(number: string): string | null {
  const phone = checkPhone(number);
  return phone.ok ? `https://wa.me/${phone.value.replace(/\D/g, "")}` : null;
}

/** A telephone link's address: the number's digits and its leading +. */
export const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, "")}`;

type Messengers = Pick<OfficeLocation, "whatsapp" | "imo">;

/**
 * An office's WhatsApp and IMO numbers as links (docs/product.md, "Public pages"): WhatsApp opens a chat, IMO (which
 * has no web address) calls the number. The app's name in the page's language, the number isolated left to right;
 * each link a 44 px touch target; nothing when the office has neither.
 */
export function MessengerLinks({
  office,
  className,
  linkClassName,
}: {
  office: Messengers;
  className?: string;
  linkClassName: string;
}) {
  const t = useT();
  const whatsapp = office.whatsapp ? whatsappHref(office.whatsapp) : null;
  const imo = office.imo ? checkPhone(office.imo) : null;
  if (!whatsapp && !imo?.ok) return null;
  return (
    <p className={className}>
      {whatsapp ? (
        <a href={whatsapp} className={clsx(linkClassName, "gap-1.5")} rel="noreferrer" target="_blank">
          {t("office.whatsapp")} <bdi dir="ltr">{office.whatsapp}</bdi>
        </a>
      ) : null}
      {imo?.ok ? (
        <a href={`tel:${imo.value}`} className={clsx(linkClassName, "gap-1.5")}>
          {t("office.imo")} <bdi dir="ltr">{office.imo}</bdi>
        </a>
      ) : null}
    </p>
  );
}

const LOOKS = {
  /** On the footer's dark band: small print, quiet icons. */
  footer: {
    address: "mt-3 space-y-2 text-sm text-slate-300",
    line: "flex gap-2.5",
    icon: "size-4 shrink-0 text-slate-400",
    link: "hover:text-white hover:underline",
    messenger: "font-semibold text-emerald-300 hover:text-white hover:underline",
  },
  /** A card of the contact page (dark, larger). */
  card: {
    address: "mt-3 space-y-2.5",
    line: "flex gap-3",
    icon: "size-5 shrink-0 text-accent-400",
    link: "underline-offset-2 hover:underline",
    messenger: "font-semibold underline-offset-2 hover:underline",
  },
} as const;

/**
 * An office's address and the ways to reach it, the same on the contact page and in the footer: its street address,
 * e-mail, telephone, then WhatsApp and IMO where it has them. Addresses, numbers and e-mails are isolated left to
 * right, so a right-to-left page never scrambles them.
 */
export function OfficeContactLinks({
  office,
  look,
}: {
  office: Pick<OfficeLocation, "address" | "email" | "phone" | "whatsapp" | "imo">;
  look: keyof typeof LOOKS;
}) {
  const t = useT();
  const style = LOOKS[look];
  return (
    <address className={clsx(style.address, "not-italic")}>
      <p className={style.line}>
        <Icon path={UI_ICONS.map} className={clsx(style.icon, "mt-0.5")} />
        <span>{office.address}</span>
      </p>
      <p className={clsx(style.line, "items-center lg:items-start")}>
        <Icon path={UI_ICONS.mail} className={clsx(style.icon, "lg:mt-0.5")} />
        <span className="sr-only">{t("office.email")} </span>
        <a href={`mailto:${office.email}`} dir="ltr" className={clsx(TOUCH_LINE, "break-all", style.link)}>
          {office.email}
        </a>
      </p>
      <p className={clsx(style.line, "items-center lg:items-start")}>
        <Icon path={UI_ICONS.phone} className={clsx(style.icon, "lg:mt-0.5")} />
        <span className="sr-only">{t("office.phone")} </span>
        <a href={telHref(office.phone)} dir="ltr" className={clsx(TOUCH_LINE, style.link)}>
          {office.phone}
        </a>
      </p>
      <MessengerLinks office={office} className="flex flex-wrap gap-x-4" linkClassName={clsx(TOUCH_LINE, style.messenger)} />
    </address>
  );
}
