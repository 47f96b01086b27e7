import { TableHead, type Column } from "../DataTable";
import { EmptyState } from "../EmptyState";
import { ImagesIcon } from "../icons";
import { RowCheckbox, type Selection } from "../media/selection";
import { card, cx } from "~/components/ui/styles";
import { CopyLinkButton } from "./CopyLinkButton";
import { formatDateAndTime, formatDateTime, StatusBadge, type BadgeTone } from "~/components/ui/format";
import type { ImageRow } from "./types";

function Thumbnail({ image }: { image: ImageRow }) {
  return (
    <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
      {image.thumbnail ? (
        <img
          src={image.thumbnail.src}
          width={image.thumbnail.width}
          height={image.thumbnail.height}
          alt={image.alt || `${image.category} image ${image.originalName}`}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <ImagesIcon className="size-6 text-slate-500 dark:text-slate-400" />
      )}
    </div>
  );
}

function Category({ image }: { image: ImageRow }) {
  return (
    <span className="inline-block rounded-md bg-brand-50 px-2 py-1 text-xs font-medium text-brand-700 dark:bg-brand-900 dark:text-brand-100">
      {image.category}
    </span>
  );
}

function Dimensions({ image }: { image: ImageRow }) {
  return image.width && image.height ? (
    <span>
      {image.width} × {image.height}
    </span>
  ) : (
    <span className="text-slate-500 dark:text-slate-400">—</span>
  );
}

const SHOWN_USES = 2;

/** Where the image is used: the first places, then how many more (all of them on hover). */
function InUse({ image }: { image: ImageRow }) {
  if (image.usedBy.length === 0) return null;
  const more = image.usedBy.length - SHOWN_USES;
  return (
    <p className="mt-1 max-w-72 text-xs text-amber-800 dark:text-amber-300" title={image.usedBy.join("\n")}>
      <span className="font-semibold">In use:</span> {image.usedBy.slice(0, SHOWN_USES).join("; ")}
      {more > 0 ? ` and ${more} more` : ""}
    </p>
  );
}

function UploadedAt({ image }: { image: ImageRow }) {
  const { date, time } = formatDateAndTime(image.uploadedAt);
  return (
    <time dateTime={image.uploadedAt} className="whitespace-nowrap">
      {date}
      <span className="block text-xs text-slate-500 dark:text-slate-400">{time}</span>
    </time>
  );
}

function Link({ image }: { image: ImageRow }) {
  return image.link ? <CopyLinkButton link={image.link} name={image.originalName || `image ${image.id}`} /> : null;
}

const IMAGE_COLUMNS: Column[] = [
  { label: <span className="sr-only">Selected</span>, className: "w-10 py-3 pr-1 pl-4" },
  "Image",
  "Category",
  "Status",
  "Size (px)",
  "Uploaded",
  { label: <span className="sr-only">Link</span>, className: "px-3 py-3" },
];

const checkboxLabel = (image: ImageRow) =>
  image.usedBy.length > 0
    ? `${image.originalName} is in use and cannot be deleted`
    : `Select ${image.originalName || `image ${image.id}`}`;

/** A table on wide screens, a stacked list on phones (only one of the two is displayed). */
export function ImageTable({
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
      <EmptyState title="No images in this category" icon={ImagesIcon}>
        Choose another category, or show all images.
      </EmptyState>
    ) : (
      <EmptyState title="No images yet" icon={ImagesIcon}>
        Upload images above. Each one gets web-ready versions (320, 640, 960 and 1280 pixels wide) a few seconds after upload.
      </EmptyState>
    );
  }
  const checkbox = (image: ImageRow) => (
    <RowCheckbox
      id={image.id}
      selection={selection}
      form={form}
      label={checkboxLabel(image)}
      disabled={image.usedBy.length > 0}
    />
  );
  return (
    <>
      <ul className={cx(card, "divide-y divide-slate-100 md:hidden dark:divide-slate-800")} aria-label="Images, newest first">
        {images.map((image) => (
          <li
            key={image.id}
            data-testid="image-row"
            data-image-id={image.id}
            className={cx("flex gap-3 p-3", selection.has(image.id) && "bg-brand-50/70 dark:bg-brand-900/40")}
          >
            <div className="pt-1">{checkbox(image)}</div>
            <Thumbnail image={image} />
            <div className="min-w-0 flex-1 space-y-1.5">
              <p className="truncate text-sm font-medium text-slate-900 dark:text-white" title={image.originalName}>
                {image.originalName}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Category image={image} />
                <ImageStatus image={image} />
              </div>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <Dimensions image={image} /> · <time dateTime={image.uploadedAt}>{formatDateTime(image.uploadedAt)}</time>
              </p>
              <InUse image={image} />
              <Link image={image} />
            </div>
          </li>
        ))}
      </ul>
      <div className={cx(card, "hidden overflow-x-auto md:block")}>
        <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
          <caption className="sr-only">Images, newest first</caption>
          <TableHead columns={IMAGE_COLUMNS} cell="px-3 py-3" />
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {images.map((image) => (
              <tr
                key={image.id}
                data-testid="image-row"
                data-image-id={image.id}
                className={cx("align-middle", selection.has(image.id) && "bg-brand-50/70 dark:bg-brand-900/40")}
              >
                <td className="py-3 pr-1 pl-4">{checkbox(image)}</td>
                <td className="px-3 py-3">
                  <div className="flex items-center gap-3">
                    <Thumbnail image={image} />
                    <div className="min-w-0">
                      <p
                        className="max-w-48 truncate font-medium text-slate-900 lg:max-w-64 dark:text-white"
                        title={image.originalName}
                      >
                        {image.originalName}
                      </p>
                      <InUse image={image} />
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3">
                  <Category image={image} />
                </td>
                <td className="px-3 py-3">
                  <ImageStatus image={image} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  <Dimensions image={image} />
                </td>
                <td className="px-3 py-3 text-slate-700 dark:text-slate-300">
                  <UploadedAt image={image} />
                </td>
                <td className="px-3 py-3 text-right">
                  <Link image={image} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const IMAGE_STATUS: Record<ImageRow["status"], { tone: BadgeTone; label: string }> = {
  processing: { tone: "amber", label: "Processing" },
  ready: { tone: "emerald", label: "Ready" },
  failed: { tone: "red", label: "Failed" },
};

function ImageStatus({ image }: { image: ImageRow }) {
  const { tone, label } = IMAGE_STATUS[image.status];
  return (
    <StatusBadge tone={tone} busy={image.status === "processing"} detail={image.status === "failed" ? image.error : null}>
      {label}
    </StatusBadge>
  );
}
