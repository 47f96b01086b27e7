import type { ReactNode } from "react";
import { ImagesIcon } from "../icons";
import { cx } from "~/components/ui/styles";

/** A web version of a library image, as the loaders send it. */
export interface Picture {
  src: string;
  width: number;
  height: number;
}

/**
 * A library image in its 4:3 frame: the picture (cropped to fill the frame, or whole inside it), else an image icon
 * while its web versions are not ready. `children` lie over the frame (checkbox, badges). The library grid, the
 * picker's grid and an image's own page show their pictures through it.
 */
export function ImageFrame({
  picture,
  alt = "",
  fit = "cover",
  testId,
  className,
  children,
}: {
  picture: Picture | null | undefined;
  alt?: string;
  fit?: "cover" | "contain";
  testId?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cx("relative flex aspect-[4/3] items-center justify-center bg-slate-100 dark:bg-slate-800", className)}>
      {picture ? (
        <img
          src={picture.src}
          width={picture.width}
          height={picture.height}
          alt={alt}
          loading={fit === "cover" ? "lazy" : undefined}
          decoding="async"
          data-testid={testId}
          className={fit === "cover" ? "size-full object-cover" : "max-h-full max-w-full object-contain"}
        />
      ) : (
        <ImagesIcon className="size-8 text-slate-400 dark:text-slate-500" />
      )}
      {children}
    </div>
  );
}
