import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { useMemo } from "react";
import { z } from "zod";
import { text } from "#server/modules/validation/text.js";
import { loadAdminList } from "~/utils/admin-list.server";
import {
  addLibraryImages,
  deleteLibraryImages,
  type ImageInUse,
  imageIdsSchema,
  libraryQuerySchema,
  listImageLibrary,
} from "#server/modules/media/library.server.js";
import { LIBRARY_SHOWS, type LibraryShow } from "#server/modules/media/image-fields.js";
import { ImageGrid, imageName } from "~/components/admin/images/ImageGrid";
import { ImageUploadForm } from "~/components/admin/images/ImageUploadForm";
import { categoryField, imageDetailsShape, LIBRARY_MESSAGES } from "~/components/admin/images/messages";
import { usageLabel } from "~/components/admin/images/usages";
import { useRevalidateWhile } from "~/components/admin/images/use-revalidate-while";
import { SearchIcon } from "~/components/admin/icons";
import { buttonClass } from "~/components/ui/button";
import type { ImageRow } from "~/components/admin/images/types";
import { plural } from "~/components/ui/format";
import { BulkBar, useSelection } from "~/components/admin/media/selection";
import { FilterSelect } from "~/components/admin/FilterSelect";
import { Pager } from "~/components/admin/Pager";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/Notice";
import { PageHeader } from "~/components/admin/PageHeader";
import { notice, ToastFallback, useNoticeToast } from "~/components/admin/toast";
import { adminSubmission, doneWithToast, refuseWithToast } from "~/utils/admin-action.server";
import { errorResponseText } from "~/utils/refusals";
import { card, cx, inputBase, labelBase } from "~/components/ui/styles";

export const meta: MetaFunction = () => adminMeta("Media library");

const BULK_FORM = "image-bulk";

export async function loader(args: LoaderFunctionArgs) {
  const { config } = args.context.services;
  const { query, list, failed } = await loadAdminList(args, libraryQuerySchema, (s, q) => listImageLibrary(s.db, config, q), {
    categories: [],
  });
  const { items, ...pager } = list;
  const images: ImageRow[] = items.map((image) => ({ ...image, uploadedAt: image.uploadedAt.toISOString() }));
  return {
    ...pager,
    images,
    query: { q: query.q, category: query.category, show: query.show, from: query.from ?? "", to: query.to ?? "" },
    maxImageBytes: config.uploads.maxImageBytes,
    uploaded: z.coerce
      .number()
      .int()
      .min(0)
      .max(100)
      .catch(0)
      .parse(new URL(args.request.url).searchParams.get("uploaded") ?? 0),
    loadError: failed ? notice("error", LIBRARY_MESSAGES.fetchFailed) : null,
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload"), category: text().max(1000).optional(), ...imageDetailsShape }),
  z.object({ intent: z.literal("delete"), ids: imageIdsSchema }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await adminSubmission(request, context, actionSchema);
  if (parsed.invalid) return parsed.invalid;
  const { submission, actor } = parsed;
  const { services } = context;
  const { value } = submission;

  if (value.intent === "delete") {
    const result = await deleteLibraryImages(services, value.ids, actor);
    if (result.ok) return doneWithToast(context, request, LIBRARY_MESSAGES.deleted);
    if (result.reason === "none_selected") return refuseWithToast(context, submission.reply, LIBRARY_MESSAGES.noneSelected, 400);
    const inUse = result.reason === "in_use" ? result.inUse : [];
    return refuseWithToast(context, submission.reply, LIBRARY_MESSAGES.deleteFailed, inUse.length > 0 ? 409 : 500, { inUse });
  }

  // Without JavaScript all files arrive in this one request, with one set of words (with it,
  // /admin/image-upload/file takes them one by one, each with its own).
  const { intent: _, category: rawCategory, ...details } = value;
  const files = context.uploads.getAll("image");
  const category = categoryField.safeParse(rawCategory ?? "");
  if (files.length === 0 || !category.success) {
    const message = category.success ? LIBRARY_MESSAGES.missing : category.error.issues[0]!.message;
    return refuseWithToast(context, submission.reply, message, 400, { category: rawCategory ?? "" });
  }
  if (!details.decorative && !details.alt)
    return refuseWithToast(context, submission.reply, LIBRARY_MESSAGES.describe, 400, { category: category.data });
  try {
    await addLibraryImages(services, files, category.data, actor, details);
  } catch (err) {
    services.logger.error({ err }, "image upload failed");
    return refuseWithToast(context, submission.reply, LIBRARY_MESSAGES.uploadFailed, 500, { category: category.data });
  }
  // Post/redirect/get: reloading the page never uploads twice.
  return redirect(`/admin/image-upload?uploaded=${files.length}`);
}

const SHOW_LABELS: Record<LibraryShow, string> = {
  in_use: "In use on the site",
  unused: "Not used anywhere",
  no_description: "Without a description",
  not_ready: "Processing or failed",
};

export default function MediaLibrary() {
  const { images, categories, query, total, page, pageCount, maxImageBytes, uploaded, loadError } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useNoticeToast(loadError);
  const processing = images.some((image) => image.status === "processing");
  const deletable = useMemo(() => images.filter((i) => i.usages.length === 0).map((i) => i.id), [images]);
  const selection = useSelection(deletable);
  const filtered = Boolean(query.q || query.category || query.show || query.from || query.to);

  // poll while any image is still processing
  useRevalidateWhile(processing, images);

  const inUse = (actionData && "inUse" in actionData ? actionData.inUse : []) as ImageInUse[];
  return (
    <>
      <PageHeader
        title="Media library"
        description="Every picture of the website. Upload with a title and a description; open a picture to edit its words, replace its file or see where it is used."
      />
      <ToastFallback toast={loadError} />
      <div className="space-y-6">
        {uploaded > 0 && !actionData ? (
          <Notice tone="success">
            {plural(uploaded, "image")} uploaded. {processing ? "Preparing web versions…" : "All web versions are ready."}
          </Notice>
        ) : null}
        <ImageUploadForm
          categories={categories.map((c) => c.category)}
          maxImageBytes={maxImageBytes}
          serverError={actionData && "category" in actionData ? actionData.result.error?.[""]?.[0] : undefined}
          defaultCategory={actionData && "category" in actionData ? String(actionData.category) : undefined}
        />

        <section aria-labelledby="library-heading" aria-busy={processing || undefined} className="space-y-3">
          <div className={cx(card, "space-y-3 p-4 sm:p-5")}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="library-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
                Library
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="library-count">
                {plural(total, "image")}
                {filtered ? " found" : ""}, newest first
                {processing ? " · preparing web versions…" : ""}
              </p>
            </div>
            <Form
              method="get"
              role="search"
              aria-label="Search the library"
              className="grid grid-cols-2 items-end gap-3 lg:grid-cols-4"
            >
              <div className="col-span-2 min-w-0">
                <label htmlFor="library-q" className={labelBase}>
                  Search
                </label>
                <input
                  id="library-q"
                  type="search"
                  name="q"
                  defaultValue={query.q}
                  key={query.q}
                  placeholder="Title, file name, category, number or date"
                  className={cx(inputBase, "mt-1.5")}
                />
              </div>
              <FilterSelect
                id="category-filter"
                name="category"
                label="Category"
                value={query.category}
                options={[["", "All categories"], ...categories.map((c) => [c.category, `${c.category} (${c.count})`] as const)]}
                className="min-w-0"
              />
              <FilterSelect
                id="library-show"
                name="show"
                label="Show"
                value={query.show}
                options={[["", "All images"], ...LIBRARY_SHOWS.map((show) => [show, SHOW_LABELS[show]] as const)]}
                className="min-w-0"
              />
              <div className="min-w-0">
                <label htmlFor="library-from" className={labelBase}>
                  Uploaded from
                </label>
                <input id="library-from" type="date" name="from" defaultValue={query.from} className={cx(inputBase, "mt-1.5")} />
              </div>
              <div className="min-w-0">
                <label htmlFor="library-to" className={labelBase}>
                  to
                </label>
                <input id="library-to" type="date" name="to" defaultValue={query.to} className={cx(inputBase, "mt-1.5")} />
              </div>
              <div className="col-span-2 flex items-center gap-3">
                <button type="submit" className={buttonClass({ surface: "admin" })}>
                  <SearchIcon className="size-4" />
                  Search
                </button>
                {filtered ? (
                  <Link to="/admin/image-upload" className="text-sm font-medium text-brand-700 underline dark:text-accent-400">
                    Clear
                  </Link>
                ) : null}
              </div>
            </Form>
          </div>

          {inUse.length > 0 ? (
            <Notice tone="error">
              {LIBRARY_MESSAGES.deleteFailed} These images are still used on the website; choose other pictures there first, or
              leave them unselected:
              <ul className="mt-1.5 list-disc pl-5 font-normal">
                {inUse.map((image) => (
                  <li key={image.id}>
                    {imageName(image)}: {image.usages.map(usageLabel).join(", ")}
                  </li>
                ))}
              </ul>
            </Notice>
          ) : null}

          <BulkBar
            id={BULK_FORM}
            selection={selection}
            noun="image"
            description="The selected images and all their web versions are deleted for good. Links to them stop working."
            disabled={deletable.length === 0}
            className="justify-between px-1"
          />
          <ImageGrid images={images} selection={selection} form={BULK_FORM} filtered={filtered} />
          <Pager page={page} pageCount={pageCount} label="Image pages" />
        </section>
      </div>
    </>
  );
}

/** The upload module refuses a file before this route runs (wrong type, too large): say why and offer a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? (errorResponseText(error) ?? error.statusText)
    : "Check that every file is an image under the size limit and try again.";
  return (
    <>
      <PageHeader title="Media library" />
      <Notice tone="error">
        {LIBRARY_MESSAGES.uploadFailed}
        <span className="mt-1 block font-normal">{detail}</span>
      </Notice>
      <p className="mt-4 text-sm">
        <a href="/admin/image-upload" className="font-medium text-brand-600 underline dark:text-accent-400">
          Back to the Media library
        </a>
      </p>
    </>
  );
}
