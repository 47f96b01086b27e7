import { Link } from "@remix-run/react";
import { EmptyState } from "../EmptyState";
import { ImagesIcon } from "../icons";
import { RowCheckbox, type Selection } from "../media/selection";
import { card, cx, focusRing } from "~/components/ui/styles";
import { formatDateAndTime, formatDateTime, StatusBadge, type BadgeTone } from "~/components/ui/format";
import { ImageFrame } from "./ImageFrame";
import type { ImageRow } from "./types";
import { usageLabel } from "./usages";

const IMAGE_STATUS: Record<ImageRow["status"], { tone: BadgeTone; label: string }> = {
  processing: { tone: "amber", label: "Processing" },
  ready: { tone: "emerald", label: "Ready" },
  failed: { tone: "red", label: "Failed" },
};

/** What the library calls an image: its title, else its file's name, else its number. */
export const imageName = (image: Pick<ImageRow, "id" | "title" | "originalName">) =>
  image.title || image.originalName || `Image ${image.id}`;

/**
 * The library as a grid of thumbnails (the 320 px variants): each opens the image's own page by its title, shows
 * its file name, category, upload time and number, and says whether it is in use, has no description yet or is not
 * ready. The checkbox of an image in use is disabled: it cannot be deleted.
 */
export function ImageGrid({
  images,
  selection,
  form,
  filtered,
}: {
  images: ImageRow[];
  selection: Selection;
  form: string;
  filtered: boolean;
}) {
  if (images.length === 0) {
    return filtered ? (
      <EmptyState title="No images match" icon={ImagesIcon}>
        Try other words, another category or other days, or clear the search.
      </EmptyState>
    ) : (
      <EmptyState title="No images yet" icon={ImagesIcon}>
        Upload images above. Each one gets web-ready versions (320, 640, 960 and 1280 pixels wide) a few seconds after upload.
      </EmptyState>
    );
  }
  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 2xl:grid-cols-6"
      aria-label="Images, newest first"
    >
      {images.map((image) => (
        <Tile key={image.id} image={image} selection={selection} form={form} />
      ))}
    </ul>
  );
}

function Tile({ image, selection, form }: { image: ImageRow; selection: Selection; form: string }) {
  const name = imageName(image);
  const inUse = image.usages.length > 0;
  const status = IMAGE_STATUS[image.status];
  return (
    <li
      data-testid="image-tile"
      data-image-id={image.id}
      className={cx(
        card,
        "group relative flex min-w-0 flex-col overflow-hidden",
        selection.has(image.id) && "ring-2 ring-brand-600 dark:ring-accent-500",
      )}
    >
      <ImageFrame picture={image.thumbnail}>
        <div className="absolute top-2 left-2 z-10 rounded bg-white/90 p-1 shadow-sm dark:bg-slate-900/90">
          <RowCheckbox
            id={image.id}
            selection={selection}
            form={form}
            label={inUse ? `${name} is in use and cannot be deleted` : `Select ${name}`}
            disabled={inUse}
          />
        </div>
        <div className="absolute right-2 bottom-2 left-2 flex flex-wrap justify-end gap-1">
          {image.status !== "ready" ? (
            <StatusBadge tone={status.tone} busy={image.status === "processing"}>
              {status.label}
            </StatusBadge>
          ) : null}
          {inUse ? (
            <span
              title={image.usages.map(usageLabel).join("\n")}
              className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800"
            >
              In use · {image.usages.length}
            </span>
          ) : null}
        </div>
      </ImageFrame>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 p-2.5 text-xs text-slate-600 dark:text-slate-400">
        <Link
          to={`/admin/image-upload/${image.id}`}
          className={cx(
            "truncate text-sm font-semibold text-slate-900 after:absolute after:inset-0 hover:underline dark:text-white",
            focusRing,
          )}
          title={name}
        >
          {name}
        </Link>
        <span className="truncate" title={image.originalName}>
          {image.originalName}
        </span>
        <span className="truncate">
          {image.category} · No. {image.id}
        </span>
        <time dateTime={image.uploadedAt} title={formatDateTime(image.uploadedAt)}>
          {formatDateAndTime(image.uploadedAt).date}
        </time>
        {!image.decorative && !image.alt ? (
          <span className="mt-1 self-start rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            No description
          </span>
        ) : null}
        {image.status === "failed" && image.error ? <span className="text-red-700 dark:text-red-300">{image.error}</span> : null}
      </div>
    </li>
  );
}
