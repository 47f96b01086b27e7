import type { LogoView } from "#server/modules/content/settings.server.js";
import { clsx } from "clsx";

/**
 * The company logo on a white plate (readable on the navy header and footer). A wide wordmark is
 * shown alone; a square mark (such as the local default /builders.png) gets the name beside it.
 */
export function LogoMark({
  logo,
  companyName,
  size = "md",
  eager = false,
}: {
  logo: LogoView;
  companyName: string;
  size?: "md" | "lg";
  eager?: boolean;
}) {
  const wide = logo.width >= logo.height * 2;
  const height = size === "lg" ? 48 : 40;
  const width = Math.round((logo.width / logo.height) * height);
  if (wide) {
    return (
      <span className="inline-flex items-center rounded-lg bg-white px-2 py-1">
        <img
          src={logo.src}
          alt={companyName}
          width={width}
          height={height}
          loading={eager ? "eager" : "lazy"}
          className={clsx("w-auto", size === "lg" ? "h-12" : "h-8 sm:h-9")}
        />
      </span>
    );
  }
  return (
    <span className="inline-flex min-w-0 items-center gap-2.5">
      <img
        src={logo.src}
        alt=""
        width={height}
        height={height}
        loading={eager ? "eager" : "lazy"}
        className={clsx("shrink-0 rounded-md", size === "lg" ? "size-12" : "size-9 sm:size-10")}
      />
      <span className="min-w-0 leading-tight">
        <span className="block truncate font-extrabold tracking-tight text-white">Crestline</span>
        <span className="block truncate text-[11px] font-medium tracking-wide text-accent-300 uppercase">
          Builders &amp; Manpower
        </span>
        <span className="sr-only">{companyName}</span>
      </span>
    </span>
  );
}
