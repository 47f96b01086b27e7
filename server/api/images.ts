import { z } from "zod";
import { imageInputSchema, variantPath } from "../modules/media/images.server.js";
import { IMAGE_TEXT_LIMITS, USAGE_PLACE_WORDS } from "../modules/media/image-fields.js";
import type { ImageUsage } from "../modules/media/library.server.js";
import {
  addLibraryImages,
  deleteLibraryImages,
  findLibraryImage,
  listLibraryImagesById,
  replaceLibraryImage,
  updateImageDetails,
  type ImageChanges,
  type LibraryImageRow,
} from "../modules/media/library.server.js";
import type { Services } from "../services.js";
import { apiDateTime, ApiError, detail, notFound, parseWithDrfWording } from "./http.js";
import { changeRoutes, createRoute, deleteRoute, detailRoute, listRoute } from "./resource.js";
import { detailBody, fieldErrorsBody, idParam, type ApiCall } from "./route.js";
import { acceptedFile, imageRefused, NO_FILE, renderImageNow } from "./uploads.js";

/*
 * docs/api.md §17 images (Token): the image library the admin screens use (upload module image policy, the library
 * module's transaction and audit record). An uploaded image's public variants are rendered in the request, so
 * its URL works at once.
 */

const tag = "images";
const NAME = "UploadedImage";

const uploadedImage = z
  .object({
    id: z.number().int(),
    category: z.string(),
    image: z.url().nullable(),
    uploaded_at: z.string(),
    title: z.string().describe("What the office calls the image; from the file name unless given"),
    alt: z.string().describe("The description screen readers read; empty when `decorative` (or not written yet)"),
    decorative: z.boolean().describe("Shown with an empty alt on purpose"),
    caption: z.string(),
    file_name: z.string().describe("The uploaded file's name (of the current picture)"),
  })
  .meta({ id: "UploadedImage" });

const flag = z.union([z.boolean(), z.enum(["true", "false", "1", "0", "on", "off", ""])]);
const imageRequest = z
  .object({
    category: z.string().optional(),
    title: z.string().optional().describe(`At most ${IMAGE_TEXT_LIMITS.title} characters; empty: from the file name`),
    alt: z.string().optional().describe(`At most ${IMAGE_TEXT_LIMITS.alt} characters`),
    decorative: flag.optional().describe("`true`: no description, an empty alt on purpose (any `alt` sent is dropped)"),
    caption: z.string().optional().describe(`At most ${IMAGE_TEXT_LIMITS.caption} characters`),
    /** The file, in multipart (one per call). */
    image: z.string().optional(),
  })
  .meta({ id: "UploadedImageRequest" });
type ImageRequest = z.output<typeof imageRequest>;

/** The details a request sends, checked (field errors in DRF's words); what it leaves out is undefined. */
const detailsSchema = z.object({
  title: z.string().trim().max(IMAGE_TEXT_LIMITS.title).optional(),
  alt: z.string().trim().max(IMAGE_TEXT_LIMITS.alt).optional(),
  caption: z.string().trim().max(IMAGE_TEXT_LIMITS.caption).optional(),
  decorative: flag.transform((v) => v === true || v === "true" || v === "1" || v === "on").optional(),
});
const detailsOf = (body: ImageRequest): Omit<ImageChanges, "category"> => {
  const details = parseWithDrfWording(detailsSchema, {
    title: body.title,
    alt: body.alt,
    caption: body.caption,
    decorative: body.decorative,
  });
  return Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined));
};

/** The widest variant's absolute URL; null while the variants are still being made (or failed). */
const toImage = (services: Pick<Services, "config">, image: LibraryImageRow): z.infer<typeof uploadedImage> => {
  const widest = image.status === "ready" ? image.variants.at(-1) : undefined;
  return {
    id: image.id,
    category: image.category,
    image: widest ? `${services.config.publicUrl}${variantPath(widest.objectKey)}` : null,
    uploaded_at: apiDateTime(image.uploadedAt),
    title: image.title,
    alt: image.alt,
    decorative: image.decorative,
    caption: image.caption,
    file_name: image.file.originalName,
  };
};

const category = (value: string | undefined) =>
  parseWithDrfWording(imageInputSchema.pick({ category: true }), { category: value }).category;

type Call = ApiCall<{ id: number }, unknown, ImageRequest>;

async function create({ services, uploads, body, actor }: Call) {
  const file = acceptedFile(services, uploads, "image", "image");
  const errors: Record<string, string[]> = {};
  if (!file) errors.image = [NO_FILE];
  for (const check of [() => category(body.category), () => detailsOf(body)]) {
    try {
      check();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      Object.assign(errors, err.body);
    }
  }
  if (!file || Object.keys(errors).length > 0) throw new ApiError(400, errors);
  const [id] = await addLibraryImages(services, [file], category(body.category), actor, detailsOf(body));
  if (!(await renderImageNow(services, id!))) {
    // The bytes passed the type check but are no usable image: nothing stays.
    await deleteLibraryImages(services, [id!], actor);
    throw imageRefused("image");
  }
  return { status: 201, body: toImage(services, (await findLibraryImage(services.db, id!))!) };
}

/**
 * PUT sets the category, PATCH it when sent; both set the title, alt, decorative and caption sent; a multipart
 * `image` replaces the picture (the library module's replace: same id, so every place showing the image shows the
 * new picture, under new URLs). Everything is checked before anything changes.
 */
async function change({ services, uploads, params, body, actor }: Call, full: boolean) {
  const file = acceptedFile(services, uploads, "image", "image");
  if (!file && body.image !== undefined && body.image !== "") {
    throw new ApiError(400, { image: ["The submitted data was not a file. Check the encoding type on the form."] });
  }
  const newCategory = full || body.category !== undefined ? category(body.category) : undefined;
  const details = detailsOf(body);
  const found = await findLibraryImage(services.db, params.id);
  if (!found) throw notFound(NAME);
  if (file) {
    const replaced = await replaceLibraryImage(services, found.id, file, actor);
    if (!replaced.ok && replaced.reason === "missing") throw notFound(NAME);
    if (!replaced.ok) throw imageRefused("image");
    // The new variants now, so the URL answered works at once (the queued job renders them again, harmlessly).
    await renderImageNow(services, found.id);
  }
  const changes: ImageChanges = { ...details, ...(newCategory === undefined ? {} : { category: newCategory }) };
  if (Object.keys(changes).length > 0 && !(await updateImageDetails(services.db, found.id, changes, actor)).ok)
    throw notFound(NAME);
  return { body: toImage(services, (await findLibraryImage(services.db, found.id)) ?? found) };
}

/** A place that uses an image, as the API's 409 names it ("Page: About us", "Gallery page"): the admin screens' words. */
const usagePhrase = (usage: ImageUsage) =>
  `${USAGE_PLACE_WORDS[usage.place]}${usage.name ? `: ${usage.name}` : usage.place === "draft" && usage.document ? ` of ${usage.document}` : ""}`;

const kinds = ["multipart", "json", "form"] as const;
const written = {
  body: { schema: imageRequest, kinds, files: ["image"] },
  description: "The image",
  schema: uploadedImage,
  errors: { 400: { description: "Field errors", schema: fieldErrorsBody } },
};

export const imagesRoutes = [
  listRoute({
    path: "/backend/api/images/",
    access: "token",
    tag,
    summary: "Every library image, by id",
    description: "Images",
    item: uploadedImage,
    list: (services) => listLibraryImagesById(services.db),
    present: toImage,
  }),
  detailRoute({
    path: "/backend/api/images/:id/",
    access: "token",
    tag,
    summary: "One library image",
    params: idParam,
    description: "The image",
    schema: uploadedImage,
    name: NAME,
    find: ({ services, params }) => findLibraryImage(services.db, params.id),
    present: toImage,
  }),
  createRoute({
    path: "/backend/api/images/",
    tag,
    summary: "Upload one image (multipart `image`, `category`); its public URL works at once",
    ...written,
    create: (call) => create(call as unknown as Call),
  }),
  ...changeRoutes({
    path: "/backend/api/images/:id/",
    tag,
    summaries: {
      put: "Set an image's category; a multipart `image` replaces its picture (same id, new URL)",
      patch: "Change an image's category when sent; a multipart `image` replaces its picture (same id, new URL)",
    },
    params: idParam,
    ...written,
    change: (call, partial) => change(call, !partial),
  }),
  deleteRoute({
    path: "/backend/api/images/:id/",
    tag,
    summary: "Delete an image the site does not show (its variants and original go too)",
    params: idParam,
    name: NAME,
    responses: { 409: { description: "Still shown on the site", schema: detailBody } },
    remove: async ({ services, params, actor }) => {
      const result = await deleteLibraryImages(services, [params.id], actor);
      if (!result.ok && result.reason === "in_use") {
        const places = result.inUse.flatMap((i) => i.usages.map(usagePhrase)).join(", ");
        throw detail(409, `This image is shown on the site (${places}); remove it there first.`);
      }
      if (!result.ok) throw new Error("could not delete the image");
      return result.deleted !== 0;
    },
  }),
];
