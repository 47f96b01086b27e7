/**
 * The per-kind allow-lists of the upload policy (docs/decisions/0007-form-pipeline-and-ui-kit.md). No Node imports:
 * the upload policy (server/http/upload-policy.ts) checks the sniffed type against these lists and the browser's `FileField`
 * (app/components/ui/field.tsx) checks the chosen file against the same lists before sending it.
 */
export type UploadKind = "image" | "document";

export const JPEG = "image/jpeg";
export const PNG = "image/png";
export const WEBP = "image/webp";
export const PDF = "application/pdf";
export const DOC = "application/msword";
export const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export const KIND_TYPES: Record<UploadKind, readonly string[]> = {
  image: [JPEG, PNG, WEBP, "image/gif", "image/avif"],
  document: [PDF, DOC, DOCX, JPEG, PNG],
};

/** What the public forms' file fields take (answers to `file_<id>`): documents, and photos as webp too. */
export const FORM_FILE_TYPES: readonly string[] = [...KIND_TYPES.document, WEBP];

/** File name extensions of each content type, for `accept` and for browsers that report no type. */
export const TYPE_EXTENSIONS: Record<string, readonly string[]> = {
  [JPEG]: [".jpg", ".jpeg"],
  [PNG]: [".png"],
  [WEBP]: [".webp"],
  "image/gif": [".gif"],
  "image/avif": [".avif"],
  [PDF]: [".pdf"],
  [DOC]: [".doc"],
  [DOCX]: [".docx"],
};

/** The `accept` attribute of a file input taking these content types. */
export function acceptOf(types: readonly string[]): string {
  return [...types, ...types.flatMap((t) => TYPE_EXTENSIONS[t] ?? [])].join(",");
}

/** Whether a file the browser describes (name and reported type) is one of `types`. The server sniffs the bytes. */
export function isAllowedFile(file: { name: string; type: string }, types: readonly string[]): boolean {
  if (file.type && types.includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return types.some((t) => (TYPE_EXTENSIONS[t] ?? []).some((ext) => name.endsWith(ext)));
}

/**
 * Whether a file the browser describes is one an `accept` attribute lists (content types, `type/*` wildcards or name
 * extensions): the browser-side check of a file input whose accept string comes from `acceptOf`.
 */
export function acceptsFile(accept: string, file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  return accept
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) =>
      entry.startsWith(".")
        ? name.endsWith(entry)
        : entry.endsWith("/*")
          ? file.type.startsWith(entry.slice(0, -1))
          : file.type === entry,
    );
}
