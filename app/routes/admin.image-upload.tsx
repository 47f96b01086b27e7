import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useActionData, useLoaderData, useRevalidator, useRouteError } from "@remix-run/react";
import { useEffect, useMemo } from "react";
import { z } from "zod";
import { text } from "#server/modules/validation/text.js";
import { loadAdminList } from "~/utils/admin-list.server";
import {
  addLibraryImages,
  deleteLibraryImages,
  type DeleteImagesResult,
  imageIdsSchema,
  libraryQuerySchema,
  listImageLibrary,
} from "#server/modules/media/library.server.js";
import { FilterSelect, NoScriptFilterButton } from "~/components/admin/FilterSelect";
import { ImageTable } from "~/components/admin/images/ImageTable";
import { ImageUploadForm } from "~/components/admin/images/ImageUploadForm";
import { categoryField, LIBRARY_MESSAGES } from "~/components/admin/images/messages";
import type { ImageRow } from "~/components/admin/images/types";
import { plural } from "~/components/ui/format";
import { BulkBar, useSelection } from "~/components/admin/media/selection";
import { Pager } from "~/components/admin/Pager";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/Notice";
import { PageHeader } from "~/components/admin/PageHeader";
import { notice, ToastFallback, useNoticeToast } from "~/components/admin/toast";
import { adminSubmission, doneWithToast, refuseWithToast } from "~/utils/admin-action.server";
import { errorResponseText } from "~/utils/refusals";
import { card, cx } from "~/components/ui/styles";

export const meta: MetaFunction = () => adminMeta("Image Upload");

const POLL_MS = 2000;
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
    category: query.category,
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
  z.object({ intent: z.literal("upload"), category: text().max(1000).optional() }),
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

  // Without JavaScript all files arrive in this one request (with it, /admin/image-upload/file takes them one by one).
  const files = context.uploads.getAll("image");
  const category = categoryField.safeParse(value.category ?? "");
  if (files.length === 0 || !category.success) {
    const message = category.success ? LIBRARY_MESSAGES.missing : category.error.issues[0]!.message;
    return refuseWithToast(context, submission.reply, message, 400, { category: value.category ?? "" });
  }
  try {
    await addLibraryImages(services, files, category.data, actor);
  } catch (err) {
    services.logger.error({ err }, "image upload failed");
    return refuseWithToast(context, submission.reply, LIBRARY_MESSAGES.uploadFailed, 500, { category: category.data });
  }
  // Post/redirect/get: reloading the page never uploads twice.
  return redirect(`/admin/image-upload?uploaded=${files.length}`);
}

type ImagesInUse = Extract<DeleteImagesResult, { reason: "in_use" }>["inUse"];

export default function ImageUpload() {
  const { images, categories, category, total, page, pageCount, maxImageBytes, uploaded, loadError } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useNoticeToast(loadError);
  const revalidator = useRevalidator();
  const processing = images.some((image) => image.status === "processing");
  const deletable = useMemo(() => images.filter((i) => i.usedBy.length === 0).map((i) => i.id), [images]);
  const selection = useSelection(deletable);

  // Variants appear a few seconds after upload: poll while any image is still processing.
  useEffect(() => {
    if (!processing || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      if (document.visibilityState === "visible") revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, revalidator, images]);

  const inUse = (actionData && "inUse" in actionData ? actionData.inUse : []) as ImagesInUse;
  return (
    <>
      <PageHeader
        title="Image Upload"
        description="Images for the website. Each upload is resized into web-ready versions; copy an image's link to use it anywhere."
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
          <div className={cx(card, "flex flex-wrap items-end justify-between gap-4 p-4 sm:p-5")}>
            <div>
              <h2 id="library-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
                Image library
              </h2>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
                {plural(total, "image")}
                {category ? ` in “${category}”` : ""}, newest first
                {processing ? " · preparing web versions…" : ""}
              </p>
            </div>
            <Form method="get" className="flex w-full items-end gap-2 sm:w-auto">
              <FilterSelect
                id="category-filter"
                name="category"
                label="Category"
                value={category}
                options={[["", "All categories"], ...categories.map((c) => [c.category, `${c.category} (${c.count})`] as const)]}
                className="min-w-0 flex-1"
                selectClassName="sm:w-56"
              />
              <NoScriptFilterButton />
            </Form>
          </div>

          {inUse.length > 0 ? (
            <Notice tone="error">
              {LIBRARY_MESSAGES.deleteFailed} These images are still shown on the website; replace them there first, or leave them
              unselected:
              <ul className="mt-1.5 list-disc pl-5 font-normal">
                {inUse.map((image) => (
                  <li key={image.id}>
                    {image.originalName || `Image ${image.id}`}: {image.usedBy.join(", ")}
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
          <ImageTable images={images} selection={selection} form={BULK_FORM} filtered={category !== ""} />
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
      <PageHeader title="Image Upload" />
      <Notice tone="error">
        {LIBRARY_MESSAGES.uploadFailed}
        <span className="mt-1 block font-normal">{detail}</span>
      </Notice>
      <p className="mt-4 text-sm">
        <a href="/admin/image-upload" className="font-medium text-brand-600 underline dark:text-accent-400">
          Back to Image Upload
        </a>
      </p>
    </>
  );
}
