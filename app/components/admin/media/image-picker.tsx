import { getInputProps, useInputControl, type FieldMetadata } from "@conform-to/react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { titleFromFileName } from "#server/modules/media/image-fields.js";
import type { Page } from "#server/db/paginate.js";
import type { PickerImage } from "#server/modules/media/library.server.js";
import { ImagesIcon, SearchIcon, UploadIcon } from "~/components/admin/icons";
import { DetailsInputs, describedEnough, type DetailsDraft } from "~/components/admin/images/details-inputs";
import { LIBRARY_MESSAGES } from "~/components/admin/images/messages";
import { ImageFrame } from "~/components/admin/images/ImageFrame";
import { imageName } from "~/components/admin/images/ImageGrid";
import { IMAGE_TYPES } from "~/components/admin/images/types";
import { uploadImage } from "~/components/admin/images/upload";
import { Button } from "~/components/ui/button-element";
import { ErrorList } from "~/components/ui/field";
import { plural } from "~/components/ui/format";
import { Modal, ModalClose } from "~/components/ui/modal";
import { cx, fileInput, focusRing, hintText, inputBase, labelBase } from "~/components/ui/styles";

/*
 * The one image field of every editor (docs/product.md, "Media library"; docs/decisions/0024-one-image-picker.md):
 * the chosen picture's thumbnail, title and file name beside the field, and a button that opens the picker, a Radix
 * dialog with the library's thumbnails, a search (title, file name, category, number or date), an upload, and
 * keyboard use (arrow keys move in the grid, Enter picks, Escape closes, focus returns to the button).
 *
 * Without JavaScript the field is the image's number: a number input (with a link to the Media library, which
 * shows every picture's number and searches without JavaScript too) in place of the button. The editors save a
 * whole document in one form, so a separate "choose" page would lose what was typed; the number keeps the form
 * whole. The same input carries the value when the picker is used (hidden then, and changed through Conform's
 * useInputControl, so the editor knows it has unsaved changes).
 */

/** What an editor knows of the images its document names: the thumbnail beside each field before any choice. */
export interface ImageChoice {
  id: number;
  /** The image's title (or file name). */
  label: string;
  /** The small variant, when ready. */
  src: string | null;
  fileName?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field shape: the picker only reads metadata
type AnyField = FieldMetadata<any, any, string[]>;

export const PICKER_ENDPOINT = "/admin/image-upload/picker";
type PickerPage = Page<PickerImage> & { categories: string[] };

const choiceOf = (image: PickerImage): ImageChoice => ({
  id: image.id,
  label: imageName(image),
  src: image.thumbnail?.src ?? null,
  fileName: image.originalName,
});

const THUMB_BOX = "h-16 w-24 shrink-0 rounded border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800";

/** The image field: thumbnail and name of the chosen picture, Choose/Change (the dialog) and Remove. */
export function ImagePickerField({ field, label, images }: { field: AnyField; label: string; images: readonly ImageChoice[] }) {
  const control = useInputControl(field as FieldMetadata<string | undefined, Record<string, unknown>, string[]>);
  const [known, setKnown] = useState<ReadonlyMap<number, ImageChoice>>(() => new Map(images.map((i) => [i.id, i])));
  const [open, setOpen] = useState(false);
  const raw = typeof control.value === "string" ? control.value.trim() : "";
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const current = id === null ? null : (known.get(id) ?? null);
  const remember = useCallback((choice: ImageChoice) => setKnown((map) => new Map(map).set(choice.id, choice)), []);

  // an image the editor did not load (typed by number, or a version restored meanwhile): its thumbnail by request
  useEffect(() => {
    if (id === null || known.has(id)) return;
    const abort = new AbortController();
    fetch(`${PICKER_ENDPOINT}?id=${id}`, { signal: abort.signal, headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ image: PickerImage }>) : null))
      .then((body) => body && remember(choiceOf(body.image)))
      .catch(() => undefined);
    return () => abort.abort();
  }, [id, known, remember]);

  const labelId = `${field.id}-label`;
  const invalid = Boolean(field.errors?.length);
  const { key, ...numberInput } = getInputProps(field, { type: "number", ariaAttributes: false });
  const what = label.toLowerCase();
  return (
    <div role="group" aria-labelledby={labelId} data-testid="image-picker">
      <p id={labelId} className={labelBase}>
        {label}
      </p>
      <div className="mt-1.5 flex items-start gap-3">
        {current?.src ? (
          // the whole picture in a fixed box (a logo must not be cropped)
          <img src={current.src} alt="" data-testid="image-picker-preview" className={cx(THUMB_BOX, "object-contain p-1")} />
        ) : (
          <div className={cx(THUMB_BOX, "flex items-center justify-center")}>
            <ImagesIcon className="size-6 text-slate-400 dark:text-slate-500" />
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm" data-testid="image-picker-current">
            {id === null ? (
              <span className="text-slate-600 dark:text-slate-300">No image chosen</span>
            ) : (
              <>
                <span className="block truncate font-medium text-slate-900 dark:text-white">
                  {current?.label ?? `Image No. ${id}`}
                </span>
                <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                  {current?.fileName ? `${current.fileName} · ` : ""}No. {id}
                </span>
              </>
            )}
          </p>
          <div className="hidden flex-wrap gap-2 [[data-js]_&]:flex">
            <ImagePickerDialog
              open={open}
              onOpenChange={setOpen}
              title={`Choose an image for “${label}”`}
              selectedId={id}
              onPick={(image) => {
                remember(choiceOf(image));
                control.change(String(image.id));
                setOpen(false);
              }}
              trigger={
                <Button
                  surface="admin"
                  type="button"
                  variant="secondary"
                  size="sm"
                  aria-label={`${id === null ? "Choose" : "Change"} the image for “${label}”`}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? field.errorId : undefined}
                >
                  {id === null ? "Choose image…" : "Change image…"}
                </Button>
              }
            />
            {id !== null ? (
              <Button
                surface="admin"
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove the image of “${label}”`}
                onClick={() => control.change("")}
              >
                Remove
              </Button>
            ) : null}
          </div>
          <div className="[[data-js]_&]:hidden">
            <label htmlFor={field.id} className="text-sm text-slate-700 dark:text-slate-300">
              Image number for {what}
            </label>
            <input
              key={key}
              {...numberInput}
              min={1}
              inputMode="numeric"
              aria-invalid={invalid || undefined}
              aria-describedby={cx(`${field.id}-number-hint`, invalid && field.errorId) || undefined}
              className={cx(inputBase, "mt-1 max-w-40")}
            />
            <p id={`${field.id}-number-hint`} className={hintText}>
              Every picture shows its number in the{" "}
              <a href="/admin/image-upload" target="_blank" rel="noreferrer" className="underline">
                Media library
              </a>{" "}
              (opens in a new tab). Leave empty for no image.
            </p>
          </div>
        </div>
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The picker's dialog: search, thumbnails (a listbox moved through with the arrow keys), more, and an upload. */
export function ImagePickerDialog({
  open,
  onOpenChange,
  title,
  selectedId,
  onPick,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  selectedId: number | null;
  onPick: (image: PickerImage) => void;
  trigger: React.ReactNode;
}) {
  const [query, setQuery] = useState("");
  const [uploading, setUploading] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) {
          setQuery("");
          setUploading(false);
        }
      }}
      trigger={trigger}
      title={title}
      description="Type part of a title or file name, or a category, number or date. Arrow keys move between pictures; Enter chooses."
      hideDescription
      size="xl"
      closeLabel="Close without choosing"
      footer={
        <ModalClose asChild>
          <Button surface="admin" type="button" variant="secondary">
            Cancel
          </Button>
        </ModalClose>
      }
    >
      {open ? (
        uploading ? (
          <UploadInPicker onPick={onPick} onBack={() => setUploading(false)} />
        ) : (
          <PickerResults
            query={query}
            onQuery={setQuery}
            selectedId={selectedId}
            onPick={onPick}
            onUpload={() => setUploading(true)}
          />
        )
      ) : null}
    </Modal>
  );
}

const SEARCH_DELAY_MS = 200;

function usePickerSearch(query: string) {
  const [state, setState] = useState<{
    items: PickerImage[];
    page: number;
    pageCount: number;
    total: number;
    loading: boolean;
    failed: boolean;
    searched: string | null;
  }>({ items: [], page: 0, pageCount: 1, total: 0, loading: true, failed: false, searched: null });
  const abort = useRef<AbortController | null>(null);

  const load = useCallback(async (q: string, page: number) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState((s) => ({ ...s, loading: true, failed: false }));
    try {
      const res = await fetch(`${PICKER_ENDPOINT}?${new URLSearchParams({ q, page: String(page) })}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      if (!res.ok) throw new Error(`picker answered ${res.status}`);
      const body = (await res.json()) as PickerPage;
      setState((s) => ({
        items: page === 1 ? body.items : [...s.items, ...body.items.filter((i) => !s.items.some((k) => k.id === i.id))],
        page: body.page,
        pageCount: body.pageCount,
        total: body.total,
        loading: false,
        failed: false,
        searched: q,
      }));
    } catch (err) {
      if ((err as Error).name === "AbortError") return;
      setState((s) => ({ ...s, loading: false, failed: true }));
    }
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void load(query.trim(), 1), query ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [query, load]);
  useEffect(() => () => abort.current?.abort(), []);
  return { ...state, more: () => load(query.trim(), state.page + 1) };
}

/** How many thumbnails one row of the grid holds, as laid out now. */
function columnsOf(list: HTMLElement | null): number {
  const items = list ? [...list.querySelectorAll<HTMLElement>("[role=option]")] : [];
  if (items.length === 0) return 1;
  const top = items[0]!.offsetTop;
  const first = items.findIndex((item) => item.offsetTop !== top);
  return first === -1 ? items.length : first;
}

function PickerResults({
  query,
  onQuery,
  selectedId,
  onPick,
  onUpload,
}: {
  query: string;
  onQuery: (q: string) => void;
  selectedId: number | null;
  onPick: (image: PickerImage) => void;
  onUpload: () => void;
}) {
  const search = usePickerSearch(query);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const optionId = (index: number) => `${statusId}-option-${index}`;

  // a new search starts at its first picture (or the chosen one, when it is among the results)
  useEffect(() => {
    const chosen = search.items.findIndex((i) => i.id === selectedId);
    setActive((current) => (search.page <= 1 ? Math.max(0, chosen) : Math.min(current, search.items.length - 1)));
  }, [search.items, search.page, selectedId]);

  const focusOption = (index: number) => {
    const bounded = Math.max(0, Math.min(index, search.items.length - 1));
    setActive(bounded);
    document.getElementById(optionId(bounded))?.focus();
  };

  const onGridKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const columns = columnsOf(listRef.current);
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      ArrowDown: active + columns,
      ArrowUp: active - columns,
      Home: 0,
      End: search.items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      if (event.key === "ArrowUp" && active < columns) searchRef.current?.focus();
      else focusOption(moves[event.key]!);
      return;
    }
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      const image = search.items[active];
      if (image) onPick(image);
    }
  };

  const status = search.failed
    ? "The pictures could not be loaded. Check the connection and try again."
    : search.loading && search.searched === null
      ? "Loading pictures…"
      : search.total === 0
        ? search.searched
          ? `No picture matches “${search.searched}”.`
          : "The library has no ready pictures yet."
        : `${plural(search.total, "picture")}${search.searched ? ` match “${search.searched}”` : ""}${
            search.items.length < search.total ? `, ${search.items.length} shown` : ""
          }. Arrow keys move, Enter chooses.`;

  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${statusId}-search`} className={labelBase}>
            Search images
          </label>
          <div className="relative mt-1.5">
            <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
            <input
              ref={searchRef}
              id={`${statusId}-search`}
              type="search"
              value={query}
              autoComplete="off"
              placeholder="Title, file name, category, number or date"
              aria-describedby={statusId}
              onChange={(e) => onQuery(e.target.value)}
              onKeyDown={(event) => {
                if ((event.key === "ArrowDown" || event.key === "Enter") && search.items.length > 0) {
                  event.preventDefault();
                  focusOption(active);
                }
              }}
              className={cx(inputBase, "ps-9")}
            />
          </div>
        </div>
        <Button surface="admin" type="button" variant="secondary" onClick={onUpload}>
          <UploadIcon className="size-4" />
          Upload a new image
        </Button>
      </div>
      <p id={statusId} role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {status}
      </p>
      {search.items.length > 0 ? (
        <ul
          ref={listRef}
          role="listbox"
          aria-label="Pictures of the library"
          aria-busy={search.loading || undefined}
          onKeyDown={onGridKey}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4"
        >
          {search.items.map((image, index) => {
            const name = imageName(image);
            const selected = image.id === selectedId;
            return (
              <li
                key={image.id}
                id={optionId(index)}
                role="option"
                aria-selected={selected}
                aria-label={`${name}, ${image.originalName}, ${image.category}, No. ${image.id}`}
                tabIndex={index === active ? 0 : -1}
                data-testid="picker-option"
                data-image-id={image.id}
                onClick={() => onPick(image)}
                onFocus={() => setActive(index)}
                className={cx(
                  "cursor-pointer overflow-hidden rounded-lg border bg-white text-start dark:bg-slate-900",
                  selected
                    ? "border-brand-600 ring-2 ring-brand-600 dark:border-accent-500 dark:ring-accent-500"
                    : "border-slate-200 dark:border-slate-700",
                  "hover:border-brand-400 focus-visible:ring-2 focus-visible:ring-brand-600",
                  focusRing,
                )}
              >
                <ImageFrame picture={image.thumbnail} />
                <div className="p-2 text-xs">
                  <p className="truncate text-sm font-medium text-slate-900 dark:text-white">{name}</p>
                  <p className="truncate text-slate-600 dark:text-slate-400">{image.originalName}</p>
                  <p className="truncate text-slate-600 dark:text-slate-400">
                    {image.category} · No. {image.id}
                    {selected ? " · chosen" : ""}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {search.items.length < search.total ? (
        <Button surface="admin" type="button" variant="ghost" onClick={() => void search.more()} disabled={search.loading}>
          {search.loading ? "Loading…" : "Show more pictures"}
        </Button>
      ) : null}
    </div>
  );
}

const WATCH_MS = 1000;
const WATCH_TRIES = 90;

/** An upload from inside the picker: one file with its words and category; chosen once its web versions are ready. */
function UploadInPicker({ onPick, onBack }: { onPick: (image: PickerImage) => void; onBack: () => void }) {
  const idBase = useId();
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState<DetailsDraft>({ title: "", alt: "", decorative: false, caption: "" });
  const [category, setCategory] = useState("");
  const [categories, setCategories] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [altProblem, setAltProblem] = useState<string | null>(null);
  const [state, setState] = useState<{ step: "idle" | "uploading" | "preparing"; progress: number }>({
    step: "idle",
    progress: 0,
  });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    fetch(`${PICKER_ENDPOINT}?page=1`, { headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<PickerPage>) : null))
      .then((body) => body && alive.current && setCategories(body.categories))
      .catch(() => undefined);
    return () => {
      alive.current = false;
    };
  }, []);

  async function send() {
    const cleanCategory = category.trim().toLowerCase();
    if (!file || !cleanCategory) return setProblem(LIBRARY_MESSAGES.missing);
    if (!IMAGE_TYPES.includes(file.type))
      return setProblem("File type not allowed. Choose a JPEG, PNG, WebP, GIF or AVIF image.");
    if (!describedEnough(details)) {
      setAltProblem(LIBRARY_MESSAGES.describe);
      document.getElementById(`${idBase}-alt`)?.focus();
      return;
    }
    setProblem(null);
    setState({ step: "uploading", progress: 0 });
    const sent = await uploadImage(file, { ...details, category: cleanCategory }, (progress) =>
      setState({ step: "uploading", progress }),
    );
    if (!alive.current) return;
    if (!sent.ok) {
      setState({ step: "idle", progress: 0 });
      return setProblem(sent.message);
    }
    setState({ step: "preparing", progress: 1 });
    for (let tries = 0; tries < WATCH_TRIES && alive.current; tries++) {
      await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
      const res = await fetch(`${PICKER_ENDPOINT}?id=${sent.imageId}`, { headers: { Accept: "application/json" } }).catch(
        () => null,
      );
      const body = res?.ok ? ((await res.json()) as { image: PickerImage }) : null;
      if (body?.image.status === "ready") return onPick(body.image);
      if (body?.image.status === "failed") break;
    }
    if (!alive.current) return;
    setState({ step: "idle", progress: 0 });
    setProblem("The picture was uploaded but its web versions could not be made. Open the Media library to see why.");
  }

  const busy = state.step !== "idle";
  return (
    <div className="space-y-4">
      <Button surface="admin" type="button" variant="ghost" size="sm" onClick={onBack} disabled={busy}>
        ← Back to the pictures
      </Button>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${idBase}-file`} className={labelBase}>
            Image file
          </label>
          <input
            id={`${idBase}-file`}
            type="file"
            accept={IMAGE_TYPES.join(",")}
            disabled={busy}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              if (chosen) setDetails((d) => ({ ...d, title: d.title || titleFromFileName(chosen.name) }));
            }}
            className={fileInput}
          />
        </div>
        <div>
          <label htmlFor={`${idBase}-category`} className={labelBase}>
            Category
          </label>
          <input
            id={`${idBase}-category`}
            value={category}
            list={`${idBase}-categories`}
            maxLength={100}
            placeholder="e.g. projects"
            autoCapitalize="none"
            disabled={busy}
            onChange={(e) => setCategory(e.target.value)}
            className={cx(inputBase, "mt-1.5")}
          />
          <datalist id={`${idBase}-categories`}>
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </div>
      </div>
      <DetailsInputs
        idPrefix={idBase}
        value={details}
        compact
        disabled={busy}
        problem={altProblem}
        onChange={(next) => {
          setDetails(next);
          if (describedEnough(next)) setAltProblem(null);
        }}
      />
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button surface="admin" type="button" onClick={() => void send()} disabled={busy}>
          <UploadIcon className="size-4" />
          Upload and choose
        </Button>
        {busy ? (
          <p role="status" className={cx("text-sm text-slate-700 dark:text-slate-200", focusRing)}>
            {state.step === "uploading"
              ? `Uploading… ${Math.round(state.progress * 100)}%`
              : "Preparing web versions… the picture is chosen as soon as they are ready."}
          </p>
        ) : null}
      </div>
    </div>
  );
}
