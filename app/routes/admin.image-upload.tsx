import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useRouteError,
} from "@remix-run/react";
import { useEffect } from "react";
import { z } from "zod";
import { Image } from "#server/db/models/index.js";
import { recordAudit } from "#server/modules/audit/audit.server.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { createImageFromUpload, variantPath } from "#server/modules/media/images.server.js";
import { ImageTable } from "~/components/admin/images/ImageTable";
import { ImageUploadForm } from "~/components/admin/images/ImageUploadForm";
import type { ImageRow } from "~/components/admin/images/types";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/Notice";
import { PageHeader } from "~/components/admin/PageHeader";

export const meta: MetaFunction = () => adminMeta("Image Upload");

const LIST_LIMIT = 200;
const POLL_MS = 2000;
const THUMBNAIL_WIDTH = 320;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { db, config } = context.services;
  const [images, categories] = await Promise.all([
    Image.query().withGraphFetched("[file, variants]").orderBy("uploaded_at", "desc").orderBy("id", "desc").limit(LIST_LIMIT),
    db("images").distinct("category").orderBy("category").pluck<string[]>("category"),
  ]);
  const rows: ImageRow[] = images.map((image) => {
    const variants = image.variants ?? [];
    const thumb = variants.find((v) => v.width === THUMBNAIL_WIDTH) ?? variants[0];
    return {
      id: image.id,
      category: image.category,
      status: image.status,
      error: image.error,
      alt: image.alt,
      originalName: image.file?.originalName ?? "",
      width: image.width,
      height: image.height,
      uploadedAt: image.uploadedAt.toISOString(),
      thumbnail:
        image.status === "ready" && thumb
          ? { src: variantPath(thumb.objectKey), width: thumb.width, height: thumb.height }
          : null,
    };
  });
  const uploaded = Number(new URL(request.url).searchParams.get("uploaded")) || 0;
  return { images: rows, categories, maxImageBytes: config.uploads.maxImageBytes, uploaded };
}

const MISSING = "Please select images and provide a category.";
const uploadSchema = z.object({
  images: z.array(z.unknown()).min(1, MISSING),
  category: z.string(MISSING).trim().toLowerCase().min(1, MISSING).max(100, "Category must be at most 100 characters."),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  const form = await request.formData();
  const files = context.uploads.getAll("image");
  const parsed = uploadSchema.safeParse({ images: files, category: form.get("category") });
  if (!parsed.success) {
    const category = form.get("category");
    return data(
      { error: parsed.error.issues[0]!.message, category: typeof category === "string" ? category : "" },
      { status: 400 },
    );
  }
  const { category } = parsed.data;
  const { services } = context;
  await services.db.transaction(async (trx) => {
    for (const file of files) {
      const imageId = await createImageFromUpload(services, file, { category }, trx);
      await recordAudit(trx, {
        adminUserId: admin.id,
        action: "image.upload",
        entity: "image",
        entityId: imageId,
        details: { category, originalName: file.originalName, size: file.size, contentType: file.contentType },
        ip: context.clientIp,
      });
    }
  });
  // Post/redirect/get: reloading the page never uploads twice.
  return redirect(`/admin/image-upload?uploaded=${files.length}`);
}

export default function ImageUpload() {
  const { images, categories, maxImageBytes, uploaded } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state === "submitting" && navigation.formAction?.startsWith("/admin/image-upload") === true;
  const processing = images.some((image) => image.status === "processing");

  // Variants appear a few seconds after upload: poll while any image is still processing.
  useEffect(() => {
    if (!processing || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      if (document.visibilityState === "visible") revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [processing, revalidator, images]);

  return (
    <>
      <PageHeader
        title="Image Upload"
        description="Images for the website. Each upload is resized into web-ready versions; the gallery and page editors pick from here."
      />
      <div className="space-y-6">
        {uploaded > 0 && !actionData ? (
          <Notice tone="success">
            {uploaded === 1 ? "1 image uploaded." : `${uploaded} images uploaded.`}{" "}
            {processing ? "Preparing web versions…" : "All web versions are ready."}
          </Notice>
        ) : null}
        <ImageUploadForm
          categories={categories}
          maxImageBytes={maxImageBytes}
          error={actionData?.error}
          defaultCategory={actionData?.category}
          busy={busy}
        />
        <section aria-labelledby="library-heading" aria-busy={processing || undefined}>
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 id="library-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
              Image library
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {images.length === 1 ? "1 image" : `${images.length} images`}, newest first
            </p>
          </div>
          <ImageTable images={images} />
        </section>
      </div>
    </>
  );
}

/** The upload module refuses a file before this route runs (wrong type, too large): say why and offer a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : String(
          (error.data as { message?: string; error?: string })?.message ??
            (error.data as { error?: string })?.error ??
            error.statusText,
        )
    : "The upload was refused. Check that every file is an image under the size limit and try again.";
  return (
    <>
      <PageHeader title="Image Upload" />
      <Notice tone="error">{message}</Notice>
      <p className="mt-4 text-sm">
        <a href="/admin/image-upload" className="font-medium text-brand-600 underline dark:text-accent-400">
          Back to Image Upload
        </a>
      </p>
    </>
  );
}
