import { IMAGE_UPLOAD_ENDPOINT, type UploadReply } from "./types";

/** What one upload sends besides the file (server: app/routes/admin.image-upload.file.tsx). */
export interface UploadFields {
  category: string;
  title: string;
  alt: string;
  decorative: boolean;
  caption: string;
}

/**
 * Posts one file as multipart (`image` with its category and details) with XMLHttpRequest, whose upload events
 * give the progress fetch cannot. Resolves with the new image's id, or the server's message on any refusal; never
 * rejects.
 */
export function uploadImage(
  file: File,
  fields: UploadFields,
  onProgress: (fraction: number) => void,
): Promise<{ ok: true; imageId: number } | { ok: false; message: string }> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append("category", fields.category);
    body.append("title", fields.title);
    body.append("alt", fields.decorative ? "" : fields.alt);
    if (fields.decorative) body.append("decorative", "on");
    body.append("caption", fields.caption);
    body.append("image", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", IMAGE_UPLOAD_ENDPOINT);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let reply: UploadReply | { error?: string } | null = null;
      try {
        reply = JSON.parse(xhr.responseText) as UploadReply | { error?: string };
      } catch {
        reply = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && reply && "imageId" in reply && reply.imageId) {
        onProgress(1);
        resolve({ ok: true, imageId: reply.imageId });
        return;
      }
      const message =
        (reply && "status" in reply && firstProblem(reply)) ||
        (reply && "error" in reply && typeof reply.error === "string" && reply.error) ||
        (xhr.status === 401 ? "Your session has ended. Please sign in again." : `The server refused the upload (${xhr.status}).`);
      resolve({ ok: false, message });
    };
    xhr.onerror = () => resolve({ ok: false, message: "The connection was lost. Check the network and try again." });
    xhr.onabort = () => resolve({ ok: false, message: "The upload was cancelled." });
    xhr.send(body);
  });
}

/** The first message of a refused submission reply: the form's own problem first, then the first field's. */
function firstProblem(reply: UploadReply): string | undefined {
  const errors = reply.error ?? {};
  return (
    errors[""]?.[0] ??
    Object.values(errors)
      .flat()
      .find((message): message is string => Boolean(message))
  );
}
