import { Form } from "@remix-run/react";
import { useState } from "react";
import { UploadIcon } from "../icons";
import { Notice } from "../Notice";
import { buttonPrimary, card, cx, inputBase, labelBase } from "../ui";

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"];

/**
 * Multipart form: every chosen file is its own `image` part, plus one `category`. The server checks
 * each file's real type and size; the checks here only spare the user a refused upload.
 */
export function ImageUploadForm({
  categories,
  maxImageBytes,
  error,
  defaultCategory,
  busy,
}: {
  categories: string[];
  maxImageBytes: number;
  error?: string;
  defaultCategory?: string;
  busy: boolean;
}) {
  const [clientError, setClientError] = useState<string | null>(null);
  const maxMb = Math.round((maxImageBytes / (1024 * 1024)) * 10) / 10;
  const message = clientError ?? error;

  return (
    <section className={cx(card, "p-6")} aria-labelledby="upload-heading">
      <h2 id="upload-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Upload images
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        JPEG, PNG, WebP, GIF or AVIF, up to {maxMb} MB each, ten per upload.
      </p>
      {message ? (
        <Notice tone="error" className="mt-4">
          {message}
        </Notice>
      ) : null}
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-5 grid gap-5 md:grid-cols-[1fr_16rem_auto] md:items-end"
        onSubmit={(event) => {
          const input = event.currentTarget.elements.namedItem("image") as HTMLInputElement | null;
          const files = [...(input?.files ?? [])];
          const tooLarge = files.find((f) => f.size > maxImageBytes);
          const wrongType = files.find((f) => !IMAGE_TYPES.includes(f.type));
          const problem = tooLarge
            ? `File is too large (max ${maxMb} MB): ${tooLarge.name}`
            : wrongType
              ? `File type not allowed: ${wrongType.name}`
              : files.length > 10
                ? "Too many files (max 10). Upload them in smaller batches."
                : null;
          setClientError(problem);
          if (problem) event.preventDefault();
        }}
      >
        <div>
          <label htmlFor="image-files" className={labelBase}>
            Image files
          </label>
          <input
            id="image-files"
            name="image"
            type="file"
            multiple
            accept={IMAGE_TYPES.join(",")}
            className={cx(
              inputBase,
              "mt-1.5 cursor-pointer py-1 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-800 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white dark:file:bg-accent-500 dark:file:text-brand-900",
            )}
          />
        </div>
        <div>
          <label htmlFor="image-category" className={labelBase}>
            Category
          </label>
          <input
            id="image-category"
            name="category"
            type="text"
            list="image-categories"
            maxLength={100}
            defaultValue={defaultCategory}
            placeholder="e.g. gallery"
            autoCapitalize="none"
            className={cx(inputBase, "mt-1.5")}
          />
          <datalist id="image-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </div>
        <button type="submit" disabled={busy} className={cx(buttonPrimary, "md:mb-px")}>
          {busy ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
              Uploading…
            </>
          ) : (
            <>
              <UploadIcon className="size-4" />
              Upload
            </>
          )}
        </button>
      </Form>
    </section>
  );
}
