import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useRouteError, useSubmit } from "@remix-run/react";
import { useRef, useState } from "react";
import { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { KIND_TYPES } from "#server/modules/files/file-types.js";
import { IMAGE_TEXT_LIMITS } from "#server/modules/media/image-fields.js";
import {
  deleteLibraryImages,
  findImageForEditing,
  libraryCategories,
  replaceLibraryImage,
  updateImageDetails,
  type ImageUsage,
} from "#server/modules/media/library.server.js";
import { rowId } from "#server/validation.js";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { TrashIcon, UploadIcon } from "~/components/admin/icons";
import { CopyLinkButton } from "~/components/admin/images/CopyLinkButton";
import { imageName } from "~/components/admin/images/ImageGrid";
import { ImageFrame } from "~/components/admin/images/ImageFrame";
import { useRevalidateWhile } from "~/components/admin/images/use-revalidate-while";
import { useIntentSubmission, useResetAfterSuccess } from "~/components/admin/intent-submission";
import {
  ALT_HINT,
  categoryField,
  describedOrDecorative,
  imageDetailsShape,
  LIBRARY_MESSAGES,
} from "~/components/admin/images/messages";
import { usageLabel, usageLink } from "~/components/admin/images/usages";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/Notice";
import { PageHeader } from "~/components/admin/PageHeader";
import { buttonClass } from "~/components/ui/button";
import { CheckboxField, Field, FileField, FormErrors, TextareaField } from "~/components/ui/field";
import { formatBytes, formatDateTime, plural } from "~/components/ui/format";
import { Modal, ModalClose } from "~/components/ui/modal";
import { card, cx } from "~/components/ui/styles";
import { redirectWithToast, dataWithToast } from "~/utils/toast.server";

/*
 * One image of the media library: its words (title, description or decorative, caption, category), its file
 * replaced under the same number (every place that uses it shows the new picture), where it is used, and its
 * deletion, refused with that list while it is used.
 */

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  adminMeta(loaded?.image ? `${imageName(loaded.image)} · Media library` : "Media library");

const detailsSchema = z
  .object({ intent: z.literal("update"), category: categoryField, ...imageDetailsShape })
  .superRefine(describedOrDecorative);
const replaceSchema = z.object({ intent: z.literal("replace") });
const deleteSchema = z.object({ intent: z.literal("delete") });

const idOf = (params: LoaderFunctionArgs["params"]) => rowId.safeParse(params.imageId);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = idOf(params);
  const { services } = context;
  const image = id.success ? await findImageForEditing(services.db, services.config, id.data) : null;
  // like a deleted quote request: the page says so (and links back), as a page of the admin shell
  if (!image) return { image: null, categories: [], maxImageBytes: 0 };
  const categories = await libraryCategories(services.db);
  return {
    image: { ...image, uploadedAt: image.uploadedAt.toISOString(), updatedAt: image.updatedAt.toISOString() },
    categories: categories.map((c) => c.category),
    maxImageBytes: services.config.uploads.maxImageBytes,
  };
}

type Reply = { intent: "update" | "replace" | "delete"; result: SubmissionResult<string[]>; usages?: ImageUsage[] };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  const actor = { adminUserId: admin.id, ip: context.clientIp };
  const { services } = context;
  const id = idOf(params);
  const path = new URL(request.url).pathname;
  const formData = await request.formData();
  const intent = formData.get("intent");
  const missing = () =>
    redirectWithToast(context, "/admin/image-upload", { tone: "error", message: LIBRARY_MESSAGES.missingImage });
  if (!id.success) return missing();

  if (intent === "replace") {
    const submission = parseWithZod(formData, { schema: replaceSchema });
    const [file, ...more] = context.uploads.getAll("image");
    const refuse = (message: string) =>
      dataWithToast(
        context,
        { intent: "replace", result: submission.reply({ fieldErrors: { image: [message] } }) } satisfies Reply,
        { tone: "error", message },
        { status: 400 },
      );
    if (!file || more.length > 0) return refuse(LIBRARY_MESSAGES.noFile);
    const replaced = await replaceLibraryImage(services, id.data, file, actor);
    if (replaced.ok) return redirectWithToast(context, path, { tone: "success", message: LIBRARY_MESSAGES.replaced });
    return replaced.reason === "missing" ? missing() : refuse(LIBRARY_MESSAGES.notAnImage);
  }

  if (intent === "delete") {
    const submission = parseWithZod(formData, { schema: deleteSchema });
    const result = await deleteLibraryImages(services, [id.data], actor);
    if (result.ok)
      return result.deleted === 0
        ? missing()
        : redirectWithToast(context, "/admin/image-upload", { tone: "success", message: LIBRARY_MESSAGES.imageDeleted });
    const inUse = result.reason === "in_use" ? result.inUse[0] : undefined;
    const message = inUse ? LIBRARY_MESSAGES.inUse : LIBRARY_MESSAGES.deleteFailed;
    return dataWithToast(
      context,
      { intent: "delete", result: submission.reply({ formErrors: [message] }), usages: inUse?.usages ?? [] } satisfies Reply,
      { tone: "error", message },
      { status: inUse ? 409 : 500 },
    );
  }

  const submission = parseWithZod(formData, { schema: detailsSchema });
  if (submission.status !== "success")
    return data({ intent: "update", result: submission.reply() } satisfies Reply, { status: 400 });
  const { intent: _, ...changes } = submission.value;
  const updated = await updateImageDetails(services.db, id.data, changes, actor);
  if (!updated.ok) return missing();
  return redirectWithToast(context, path, { tone: "success", message: LIBRARY_MESSAGES.saved });
}

export default function LibraryImagePage() {
  const { image, categories, maxImageBytes } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as Reply | undefined;
  const preparing = image?.preparing ?? false;

  // a new or replacing picture's web versions take a few seconds: look again until they are in place
  useRevalidateWhile(preparing, image);

  if (!image) {
    return (
      <>
        <PageHeader title="Image not found" back={{ to: "/admin/image-upload", label: "Media library" }} />
        <Notice tone="error">{LIBRARY_MESSAGES.missingImage}</Notice>
      </>
    );
  }
  const name = imageName(image);
  return (
    <>
      <PageHeader
        title={name}
        description={`No. ${image.id} · ${image.originalName}`}
        back={{ to: "/admin/image-upload", label: "Media library" }}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
        <div className="space-y-6">
          <section aria-label="Picture" className={cx(card, "overflow-hidden")}>
            <ImageFrame picture={image.preview} alt={image.decorative ? "" : image.alt} fit="contain" testId="image-preview" />
            <div className="space-y-3 p-4">
              {preparing ? (
                <p role="status" className="text-sm font-medium text-amber-800 dark:text-amber-300">
                  Preparing web versions… {image.preview ? "The site shows the previous picture until they are ready." : null}
                </p>
              ) : null}
              {image.status === "failed" ? (
                <Notice tone="error">
                  This picture could not be processed: {image.error ?? "unknown error"}. Replace its file.
                </Notice>
              ) : null}
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600 dark:text-slate-400">File</dt>
                <dd className="break-all" data-testid="image-file-name">
                  {image.originalName}
                </dd>
                <dt className="text-slate-600 dark:text-slate-400">Size</dt>
                <dd>
                  {image.width && image.height ? `${image.width} × ${image.height} px · ` : ""}
                  {formatBytes(image.sizeBytes)}
                </dd>
                <dt className="text-slate-600 dark:text-slate-400">Uploaded</dt>
                <dd>{formatDateTime(image.uploadedAt)}</dd>
                <dt className="text-slate-600 dark:text-slate-400">Changed</dt>
                <dd>{formatDateTime(image.updatedAt)}</dd>
                <dt className="text-slate-600 dark:text-slate-400">Number</dt>
                <dd>{image.id}</dd>
              </dl>
              {image.link ? <CopyLinkButton link={image.link} name={name} /> : null}
            </div>
          </section>
          <UsageList usages={image.usages} />
        </div>
        <div className="space-y-6">
          <DetailsForm image={image} categories={categories} lastResult={reply?.intent === "update" ? reply.result : undefined} />
          <ReplaceForm
            image={image}
            maxImageBytes={maxImageBytes}
            lastResult={reply?.intent === "replace" ? reply.result : undefined}
          />
          <DeleteImage
            name={name}
            usages={reply?.intent === "delete" && reply.usages?.length ? reply.usages : image.usages}
            refused={reply?.intent === "delete" ? reply.result.error?.[""]?.[0] : undefined}
          />
        </div>
      </div>
    </>
  );
}

type LoadedImage = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["image"]>;

function UsageList({ usages }: { usages: ImageUsage[] }) {
  return (
    <section aria-labelledby="usage-heading" className={cx(card, "p-4 sm:p-5")}>
      <h2 id="usage-heading" className="font-semibold text-slate-900 dark:text-white">
        Where it is used
      </h2>
      {usages.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Nowhere on the site yet.</p>
      ) : (
        <Places usages={usages} />
      )}
    </section>
  );
}

/** The places an image is used, each a link to the editor that can choose another picture there. */
function Places({ usages }: { usages: ImageUsage[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm" data-testid="image-usages">
      {usages.map((usage) => {
        const link = usageLink(usage);
        const label = usageLabel(usage);
        return (
          <li key={`${usage.place}-${usage.document}-${usage.name}`} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-amber-500" />
            {link ? (
              <Link to={link} className="font-medium text-brand-700 underline dark:text-accent-400">
                {label}
              </Link>
            ) : (
              <span>{label}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function DetailsForm({
  image,
  categories,
  lastResult,
}: {
  image: LoadedImage;
  categories: string[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const submission = useIntentSubmission("update", lastResult);
  const busy = submission.busy;
  const [form, fields] = useForm({
    id: `image-details-${image.id}`,
    lastResult: submission.lastResult,
    defaultValue: {
      title: image.title,
      alt: image.alt,
      decorative: image.decorative ? "on" : undefined,
      caption: image.caption,
      category: image.category,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: detailsSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const decorative = fields.decorative.value === "on";
  return (
    <section aria-labelledby="details-heading" className={cx(card, "p-4 sm:p-6")}>
      <h2 id="details-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Details
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="update" />
        <FormErrors form={form} />
        <Field
          field={fields.title}
          label="Title"
          hint="What the office calls the picture; the picker finds it by its title and by its file name."
          inputProps={{ maxLength: IMAGE_TEXT_LIMITS.title }}
        />
        <div>
          <TextareaField
            field={fields.alt}
            label="Description for screen readers"
            hint={ALT_HINT}
            textareaProps={{ rows: 2, maxLength: IMAGE_TEXT_LIMITS.alt, disabled: decorative }}
          />
          <CheckboxField field={fields.decorative} label="Decorative: no description needed" className="mt-2" />
        </div>
        <TextareaField
          field={fields.caption}
          label="Caption (optional)"
          textareaProps={{ rows: 2, maxLength: IMAGE_TEXT_LIMITS.caption }}
        />
        <Field
          field={fields.category}
          label="Category"
          hint="Saved in lowercase."
          inputProps={{ list: "image-page-categories", maxLength: IMAGE_TEXT_LIMITS.category, autoCapitalize: "none" }}
        />
        <datalist id="image-page-categories">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <button type="submit" disabled={busy} className={buttonClass({ surface: "admin" })}>
          {busy ? "Saving…" : "Save details"}
        </button>
      </Form>
    </section>
  );
}

function ReplaceForm({
  image,
  maxImageBytes,
  lastResult,
}: {
  image: LoadedImage;
  maxImageBytes: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const submission = useIntentSubmission("replace", lastResult);
  const busy = submission.busy;
  const [form, fields] = useForm({
    id: `image-replace-${image.id}`,
    lastResult: submission.lastResult,
    shouldValidate: "onSubmit",
  });
  // a replaced picture empties the file input for the next one
  const formRef = useResetAfterSuccess(submission.idle, lastResult);
  return (
    <section aria-labelledby="replace-heading" className={cx(card, "p-4 sm:p-6")}>
      <h2 id="replace-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Replace the picture
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        The new file keeps this image&apos;s number and words.{" "}
        {image.usages.length > 0
          ? `${image.usages.length === 1 ? "The place using it shows" : `The ${image.usages.length} places using it show`} the new picture once its web versions are ready.`
          : "Its web versions are ready a few seconds after the upload."}
      </p>
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <input type="hidden" name="intent" value="replace" />
        <FileField
          field={fields.image}
          label="New picture"
          types={KIND_TYPES.image}
          typesLabel="a JPEG, PNG, WebP, GIF or AVIF"
          maxBytes={maxImageBytes}
          required
          className="min-w-0 flex-1"
        />
        <button type="submit" disabled={busy} className={buttonClass({ surface: "admin", variant: "secondary" })}>
          <UploadIcon className="size-4" />
          {busy ? "Replacing…" : "Replace picture"}
        </button>
      </Form>
    </section>
  );
}

/**
 * Delete: asks first; an image in use is not deleted: the dialog (and, without JavaScript, the server's answer)
 * lists where it is used instead.
 */
function DeleteImage({ name, usages, refused }: { name: string; usages: ImageUsage[]; refused?: string }) {
  const [asking, setAsking] = useState(false);
  const [showingUses, setShowingUses] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  const { busy } = useIntentSubmission("delete", undefined);
  return (
    <section aria-labelledby="delete-heading" className={cx(card, "p-4 sm:p-6")}>
      <h2 id="delete-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Delete
      </h2>
      {refused ? (
        <Notice tone="error" className="mt-3">
          {refused}
          <Places usages={usages} />
        </Notice>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {usages.length > 0
            ? `Used in ${plural(usages.length, "place")}: choose another picture there before deleting this one.`
            : "Not used anywhere: it can be deleted with its web versions."}
        </p>
      )}
      <Form
        ref={formRef}
        method="post"
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (usages.length > 0) setShowingUses(true);
          else setAsking(true);
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <button type="submit" disabled={busy} className={buttonClass({ surface: "admin", variant: "danger" })}>
          <TrashIcon className="size-4" />
          {busy ? "Deleting…" : "Delete image"}
        </button>
      </Form>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Delete “${name}”?`}
        description="The picture and all its web versions are deleted for good. Links to it stop working."
        confirmLabel="Delete"
        onConfirm={() => formRef.current && submit(formRef.current)}
      />
      <Modal
        open={showingUses}
        onOpenChange={setShowingUses}
        title={`“${name}” is in use`}
        description={`It cannot be deleted while the site uses it. Choose another picture in ${usages.length === 1 ? "this place" : `these ${usages.length} places`} first:`}
        size="md"
        footer={
          <ModalClose asChild>
            <button type="button" className={buttonClass({ surface: "admin" })}>
              OK
            </button>
          </ModalClose>
        }
      >
        <Places usages={usages} />
      </Modal>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? typeof error.data === "string"
      ? error.data
      : ((error.data as { message?: string; error?: string } | null)?.message ??
        (error.data as { error?: string } | null)?.error ??
        error.statusText)
    : "Something went wrong. Please try again.";
  return (
    <>
      <PageHeader title="Media library" back={{ to: "/admin/image-upload", label: "Media library" }} />
      <Notice tone="error">{detail}</Notice>
    </>
  );
}
