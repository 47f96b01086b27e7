import { Form, useNavigation, useRevalidator } from "@remix-run/react";
import { Panel } from "~/components/admin/Panel";
import { useRef, useState } from "react";
import { LIBRARY_MESSAGES } from "./messages";
import { Modal, ModalClose } from "~/components/ui/modal";
import { CheckCircleIcon, UploadIcon } from "../icons";
import { formatBytes, megabytes, plural } from "~/components/ui/format";
import { Notice } from "../Notice";
import { toast } from "../toast";
import { cx, fileInput, inputBase, labelBase } from "~/components/ui/styles";
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

/**
 * With JavaScript every chosen file goes up in its own request, with a progress bar each, then a
 * success dialog. Without, the same form posts all files at once to the page's action.
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

  const update = (key: string, change: Partial<Item>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function start(files: File[], category: string) {
    const queue: Array<{ item: Item; file: File }> = files.map((file, index) => {
      const refusal = !IMAGE_TYPES.includes(file.type)
        ? "File type not allowed. Choose a JPEG, PNG, WebP, GIF or AVIF image."
        : file.size > maxImageBytes
          ? `File is too large (max ${maxMb} MB).`
          : undefined;
      return {
        file,
        item: {
          key: `${Date.now()}-${index}`,
          name: file.name,
          size: file.size,
          progress: 0,
          state: refusal ? "failed" : "waiting",
          error: refusal,
        },
      };
    });
    setItems(queue.map((q) => q.item));
    setBusy(true);
    const pending = queue.filter((q) => q.item.state === "waiting");
    let uploaded = 0;
    const worker = async () => {
      for (let next = pending.shift(); next; next = pending.shift()) {
        const { item, file } = next;
        update(item.key, { state: "uploading" });
        const result = await uploadImage(file, category, (fraction) => update(item.key, { progress: fraction }));
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
    if (uploaded === files.length) {
      formRef.current?.reset();
      setDone({ count: uploaded, category });
    } else {
      toast.error(LIBRARY_MESSAGES.uploadFailed);
    }
  }

  return (
    <Panel
      title="Upload images"
      description={
        <>JPEG, PNG, WebP, GIF or AVIF, up to {maxMb} MB each. Every image gets web-ready versions a few seconds after upload.</>
      }
    >
      {message ? (
        <Notice tone="error" className="mt-4">
          {message}
        </Notice>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className="mt-5 grid gap-5 md:grid-cols-[1fr_16rem_auto] md:items-start"
        onSubmit={(event) => {
          // With JavaScript: one request per file (see above); the plain form post is the fallback.
          event.preventDefault();
          if (busy) return;
          const form = event.currentTarget;
          const files = [...((form.elements.namedItem("image") as HTMLInputElement).files ?? [])];
          const category = (form.elements.namedItem("category") as HTMLInputElement).value.trim().toLowerCase();
          if (files.length === 0 || !category) {
            setProblem(LIBRARY_MESSAGES.missing);
            toast.error(LIBRARY_MESSAGES.missing);
            return;
          }
          setProblem(null);
          void start(files, category);
        }}
      >
        <input type="hidden" name="intent" value="upload" />
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
            disabled={busy}
            className={fileInput}
          />
          <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">You can choose several images at once.</p>
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
            disabled={busy}
            className={cx(inputBase, "mt-1.5 h-11")}
          />
          <datalist id="image-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">Saved in lowercase.</p>
        </div>
        <button
          type="submit"
          disabled={busy || posting}
          className={buttonClass({ surface: "admin", className: "min-h-11 text-center md:mt-[1.625rem]" })}
        >
          {busy || posting ? (
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          ) : (
            <UploadIcon className="size-4" />
          )}
          {/* no trailing "…" on the count: it read as text cut off */}
          {busy ? `Uploading ${Math.min(finished + 1, items.length)} of ${items.length}` : posting ? "Uploading…" : "Upload"}
        </button>
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
            {done ? `${plural(done.count, "image")} uploaded to “${done.category}”.` : null} They are in the table below; their
            web-ready versions take a few seconds.
          </p>
        </div>
      </Modal>
    </Panel>
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
