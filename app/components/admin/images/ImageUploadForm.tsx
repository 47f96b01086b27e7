import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { IMAGE_TEXT_LIMITS, titleFromFileName } from "#server/modules/media/image-fields.js";
import { DetailsInputs, describedEnough, type DetailsDraft } from "./details-inputs";
import { ALT_HINT, LIBRARY_MESSAGES } from "./messages";
import { Modal, ModalClose } from "~/components/ui/modal";
import { CheckCircleIcon, UploadIcon } from "../icons";
import { formatBytes, megabytes, plural } from "~/components/ui/format";
import { Notice } from "../Notice";
import { toast } from "../toast";
import { card, cx, fileInput, inputBase, labelBase } from "~/components/ui/styles";
import { IMAGE_TYPES } from "./types";
import { uploadImage } from "./upload";
import { buttonClass } from "~/components/ui/button";

/** Two at a time: the progress of each stays readable and the server is not flooded. */
const CONCURRENCY = 2;

interface Item {
  key: string;
  name: string;
  size: number;
  progress: number;
  state: "waiting" | "uploading" | "done" | "failed";
  error?: string;
}

/** A chosen file waiting to be sent, with its words (its title made from its name). */
interface Chosen {
  key: string;
  file: File;
  preview: string | null;
  details: DetailsDraft;
  problem: string | null;
}

const NO_JS_FIELD = "[[data-js]_&]:hidden";

/**
 * With JavaScript each chosen file gets its own row (title from its file name, description or Decorative, caption)
 * and goes up in its own request, with a progress bar each, then a success dialog. Without, the same form posts
 * all files at once to the page's action with one set of words for all of them.
 */
export function ImageUploadForm({
  categories,
  maxImageBytes,
  serverError,
  defaultCategory,
}: {
  categories: string[];
  maxImageBytes: number;
  serverError?: string;
  defaultCategory?: string;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ count: number; category: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const maxMb = megabytes(maxImageBytes);
  const message = problem ?? serverError;
  const finished = items.filter((i) => i.state === "done" || i.state === "failed").length;

  // the previews' object URLs live as long as their rows
  const previews = useRef<string[]>([]);
  const releasePreviews = () => {
    for (const url of previews.current) URL.revokeObjectURL(url);
    previews.current = [];
  };
  useEffect(() => releasePreviews, []);

  const update = (key: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function choose(files: File[]) {
    setProblem(null);
    releasePreviews();
    setChosen(
      files.map((file, index) => {
        const preview = IMAGE_TYPES.includes(file.type) ? URL.createObjectURL(file) : null;
        if (preview) previews.current.push(preview);
        return {
          key: `${Date.now()}-${index}`,
          file,
          preview,
          details: { title: titleFromFileName(file.name), alt: "", decorative: false, caption: "" },
          problem: null,
        };
      }),
    );
  }

  async function start(rows: Chosen[], category: string) {
    const queue = rows.map(({ file, details }, index) => {
      const refusal = !IMAGE_TYPES.includes(file.type)
        ? "File type not allowed. Choose a JPEG, PNG, WebP, GIF or AVIF image."
        : file.size > maxImageBytes
          ? `File is too large (max ${maxMb} MB).`
          : undefined;
      const item: Item = {
        key: `${Date.now()}-${index}`,
        name: file.name,
        size: file.size,
        progress: 0,
        state: refusal ? "failed" : "waiting",
        error: refusal,
      };
      return { file, details, item };
    });
    setItems(queue.map((q) => q.item));
    setBusy(true);
    const pending = queue.filter((q) => q.item.state === "waiting");
    let uploaded = 0;
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        const { item, file, details } = next;
        update(item.key, { state: "uploading" });
        const result = await uploadImage(file, { category, ...details }, (fraction) => update(item.key, { progress: fraction }));
        if (result.ok) {
          uploaded += 1;
          update(item.key, { state: "done", progress: 1 });
        } else {
          update(item.key, { state: "failed", error: result.message });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    setBusy(false);
    if (uploaded > 0) revalidator.revalidate();
    if (uploaded === rows.length) {
      formRef.current?.reset();
      releasePreviews();
      setChosen([]);
      setDone({ count: uploaded, category });
    } else {
      toast.error(LIBRARY_MESSAGES.uploadFailed);
    }
  }

  return (
    <section className={cx(card, "p-4 sm:p-5")} aria-labelledby="upload-heading">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="upload-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Upload images
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          JPEG, PNG, WebP, GIF or AVIF, up to {maxMb} MB each; give each a title and a description.
        </p>
      </div>
      {message ? (
        <Notice tone="error" className="mt-4">
          {message}
        </Notice>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className="mt-3 space-y-4"
        onSubmit={(event) => {
          // With JavaScript: one request per file (see above); the plain form post is the fallback.
          event.preventDefault();
          if (busy) return;
          const form = event.currentTarget;
          const category = (form.elements.namedItem("category") as HTMLInputElement).value.trim().toLowerCase();
          if (chosen.length === 0 || !category) {
            setProblem(LIBRARY_MESSAGES.missing);
            toast.error(LIBRARY_MESSAGES.missing);
            return;
          }
          const checked = chosen.map((c) => ({ ...c, problem: describedEnough(c.details) ? null : LIBRARY_MESSAGES.describe }));
          setChosen(checked);
          const first = checked.find((c) => c.problem);
          if (first) {
            setProblem(null);
            toast.error(LIBRARY_MESSAGES.describe);
            document.getElementById(`upload-${first.key}-alt`)?.focus();
            return;
          }
          setProblem(null);
          void start(checked, category);
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        <div className="grid gap-4 md:grid-cols-[1fr_16rem_auto] md:items-end">
          <div>
            <label htmlFor="image-files" className={labelBase}>
              Image files <span className="font-normal text-slate-600 dark:text-slate-400">(one or several)</span>
            </label>
            <input
              id="image-files"
              name="image"
              type="file"
              multiple
              accept={IMAGE_TYPES.join(",")}
              disabled={busy}
              onChange={(event) => choose([...(event.currentTarget.files ?? [])])}
              className={fileInput}
            />
          </div>
          <div>
            <label htmlFor="image-category" className={labelBase}>
              Category <span className="font-normal text-slate-600 dark:text-slate-400">(saved in lowercase)</span>
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
              disabled={busy}
              className={cx(inputBase, "mt-1.5 h-11")}
            />
            <datalist id="image-categories">
              {categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </div>
          <button
            type="submit"
            disabled={busy || posting}
            className={buttonClass({ surface: "admin", className: "min-h-11 text-center" })}
          >
            {busy || posting ? (
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              />
            ) : (
              <UploadIcon className="size-4" />
            )}
            {/* no trailing "…" on the count: it read as text cut off */}
            {busy ? `Uploading ${Math.min(finished + 1, items.length)} of ${items.length}` : posting ? "Uploading…" : "Upload"}
          </button>
        </div>

        {/* Without JavaScript: one set of words for every file of the post. */}
        <fieldset
          className={cx("grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-700", NO_JS_FIELD)}
        >
          <legend className="px-1 text-sm font-semibold">About the images</legend>
          <div>
            <label htmlFor="image-title" className={labelBase}>
              Title <span className="font-normal text-slate-600 dark:text-slate-400">(empty: the file&apos;s name)</span>
            </label>
            <input id="image-title" name="title" maxLength={IMAGE_TEXT_LIMITS.title} className={cx(inputBase, "mt-1.5")} />
          </div>
          <div>
            <label htmlFor="image-caption" className={labelBase}>
              Caption <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
            </label>
            <input id="image-caption" name="caption" maxLength={IMAGE_TEXT_LIMITS.caption} className={cx(inputBase, "mt-1.5")} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="image-alt" className={labelBase}>
              Description for screen readers
            </label>
            <input
              id="image-alt"
              name="alt"
              maxLength={IMAGE_TEXT_LIMITS.alt}
              aria-describedby="image-alt-hint"
              className={cx(inputBase, "mt-1.5")}
            />
            <p id="image-alt-hint" className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
              {ALT_HINT} These words go with every file you send at once.
            </p>
            <label className="mt-2 flex items-center gap-2.5 text-sm">
              <input type="checkbox" name="decorative" className="size-4 rounded border-slate-400 accent-brand-800" />
              Decorative: no description needed
            </label>
          </div>
        </fieldset>

        {chosen.length > 0 && items.length === 0 ? (
          <ul className="space-y-3" aria-label="Images to upload">
            {chosen.map((row) => (
              <li
                key={row.key}
                data-testid="upload-row"
                className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row dark:border-slate-700"
              >
                <div className="flex shrink-0 items-start gap-3 sm:w-40 sm:flex-col">
                  {row.preview ? (
                    <img src={row.preview} alt="" className="h-20 w-28 rounded-md bg-slate-100 object-cover dark:bg-slate-800" />
                  ) : null}
                  <p className="min-w-0 text-xs break-all text-slate-600 dark:text-slate-300">{row.file.name}</p>
                </div>
                <div className="min-w-0 flex-1">
                  <DetailsInputs
                    idPrefix={`upload-${row.key}`}
                    value={row.details}
                    problem={row.problem}
                    disabled={busy}
                    compact
                    onChange={(details) =>
                      setChosen((current) =>
                        current.map((c) =>
                          c.key === row.key
                            ? { ...c, details, problem: c.problem && !describedEnough(details) ? c.problem : null }
                            : c,
                        ),
                      )
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </Form>

      {items.length > 0 ? (
        <ul className="mt-5 space-y-3" aria-label="Upload progress">
          {items.map((item) => (
            <UploadProgress key={item.key} item={item} />
          ))}
        </ul>
      ) : null}

      <Modal
        open={done !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDone(null);
            setItems([]);
          }
        }}
        title="Upload complete"
        size="sm"
        footer={
          <ModalClose asChild>
            <button type="button" className={buttonClass({ surface: "admin" })}>
              OK
            </button>
          </ModalClose>
        }
      >
        <div className="flex items-start gap-3">
          <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-emerald-600 dark:text-emerald-400" />
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {done ? `${plural(done.count, "image")} uploaded to “${done.category}”.` : null} They are in the library below; their
            web-ready versions take a few seconds.
          </p>
        </div>
      </Modal>
    </section>
  );
}

function UploadProgress({ item }: { item: Item }) {
  const percent = Math.round(item.progress * 100);
  const failed = item.state === "failed";
  return (
    <li data-testid="upload-item" data-state={item.state} className="text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 truncate font-medium text-slate-800 dark:text-slate-100" title={item.name}>
          {item.name}
        </span>
        <span
          className={cx(
            "shrink-0 text-xs font-semibold",
            failed ? "text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-300",
          )}
        >
          {failed ? "Failed" : item.state === "done" ? "Uploaded" : item.state === "waiting" ? "Waiting" : `${percent}%`}
          <span className="ml-2 font-normal text-slate-500 dark:text-slate-400">{formatBytes(item.size)}</span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Upload of ${item.name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={failed ? 0 : percent}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className={cx(
            "h-full rounded-full transition-[width] duration-200",
            failed ? "bg-red-600" : item.state === "done" ? "bg-emerald-600" : "bg-brand-600 dark:bg-accent-500",
          )}
          style={{ width: `${failed ? 100 : percent}%` }}
        />
      </div>
      {failed && item.error ? <p className="mt-1 text-xs text-red-700 dark:text-red-300">{item.error}</p> : null}
    </li>
  );
}
