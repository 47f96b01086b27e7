import { EmptyState } from "../EmptyState";
import { ImagesIcon } from "../icons";
import { card, cx } from "../ui";
import { StatusBadge } from "./StatusBadge";
import type { ImageRow } from "./types";

const uploadedFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

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

function Uploaded({ image }: { image: ImageRow }) {
  return <time dateTime={image.uploadedAt}>{uploadedFormat.format(new Date(image.uploadedAt))} UTC</time>;
}

function Category({ image }: { image: ImageRow }) {
  return (
    <span className="rounded-md bg-brand-50 px-2 py-1 text-xs font-medium text-brand-700 dark:bg-brand-900 dark:text-brand-100">
      {image.category}
    </span>
  );
}

/** Table on wide screens, a stacked list on phones (only one of the two is displayed). */
export function ImageTable({ images }: { images: ImageRow[] }) {
  if (images.length === 0) {
    return (
      <EmptyState title="No images yet" icon={ImagesIcon}>
        Upload images above. Each one gets web-ready versions (320, 640 and 1280 pixels wide) a few seconds after upload.
      </EmptyState>
    );
  }
  return (
    <>
      <ul
        className={cx(card, "divide-y divide-slate-100 md:hidden dark:divide-slate-800")}
        aria-label="Uploaded images, newest first"
      >
        {images.map((image) => (
          <li key={image.id} data-image-id={image.id} className="flex gap-3 p-3">
            <Thumbnail image={image} />
            <div className="min-w-0 flex-1 space-y-1.5">
              <p className="truncate text-sm font-medium text-slate-900 dark:text-white" title={image.originalName}>
                {image.originalName}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                <Category image={image} />
                <StatusBadge status={image.status} error={image.error} />
              </div>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <Uploaded image={image} />
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div className={cx(card, "hidden overflow-x-auto md:block")}>
        <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
          <caption className="sr-only">Uploaded images, newest first</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-4 py-3">
                Preview
              </th>
              <th scope="col" className="px-4 py-3">
                Category
              </th>
              <th scope="col" className="px-4 py-3">
                Status
              </th>
              <th scope="col" className="px-4 py-3">
                Uploaded
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {images.map((image) => (
              <tr key={image.id} data-image-id={image.id} className="align-middle">
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <Thumbnail image={image} />
                    <div className="min-w-0">
                      <p className="max-w-48 truncate font-medium text-slate-900 dark:text-white" title={image.originalName}>
                        {image.originalName}
                      </p>
                      {image.width && image.height ? (
                        <p className="text-xs text-slate-600 dark:text-slate-400">
                          {image.width} × {image.height}
                        </p>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3">
                  <Category image={image} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={image.status} error={image.error} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  <Uploaded image={image} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
