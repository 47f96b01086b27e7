import { checkPhone } from "#server/modules/validation/phone.js";

/** A WhatsApp chat address (https://wa.me/<international digits>) of a number as the office typed it, or null. */
export function whatsappHref(number: string): string | null {
  const phone = checkPhone(number);
  return phone.ok ? `https://wa.me/${phone.value.replace(/\D/g, "")}` : null;
}

/**
 * An office's WhatsApp and IMO numbers as links (docs/product.md, "Public pages"): WhatsApp opens a chat, IMO (which
 * has no web address) calls the number. Each link is a 44 px touch target; nothing when the office has neither.
 */
export function MessengerLinks({
  office,
  className,
  linkClassName,
}: {
  office: { whatsapp?: string; imo?: string };
  className?: string;
  linkClassName: string;
}) {
  const whatsapp = office.whatsapp ? whatsappHref(office.whatsapp) : null;
  const imo = office.imo ? checkPhone(office.imo) : null;
  if (!whatsapp && !imo?.ok) return null;
  return (
    <p className={className}>
      {whatsapp ? (
        <a href={whatsapp} className={linkClassName} rel="noreferrer" target="_blank">
          WhatsApp {office.whatsapp}
        </a>
      ) : null}
      {imo?.ok ? (
        <a href={`tel:${imo.value}`} className={linkClassName}>
          IMO {office.imo}
        </a>
      ) : null}
    </p>
  );
}
