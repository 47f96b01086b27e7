import { z } from "zod";
import {
  deleteMedicalReports,
  findMedicalReportFile,
  listMedicalReportFiles,
  saveMedicalReport,
  type MedicalReportFile,
  type SaveReportResult,
} from "../modules/medical/medical.server.js";
import { MEDICAL_REPORT_FIELD, normalizePassportNumber } from "../modules/medical/medical.js";
import type { Services } from "../services.js";
import { signedFileUrl } from "./files-url.js";
import { apiDateTime, ApiError, notFound } from "./http.js";
import { changeRoutes, createRoute, deleteRoute, detailRoute, listRoute } from "./resource.js";
import { fieldErrorsBody, type ApiCall } from "./route.js";
import { acceptedFile, NO_FILE } from "./uploads.js";

/*
 * docs/api.md §20: medical reports by passport number (Token only), through the medical module the admin reports
 * screen uses (same passport rule, advisory lock, audit record); files through the upload module's document
 * policy, given back as signed download links.
 */

const tag = "medical reports";
const NAME = "MedicalReport";

const medicalReport = z
  .object({
    id: z.number().int(),
    passport_number: z.string(),
    medical_report: z.url(),
    uploaded_at: z.string().nullable(),
  })
  .meta({ id: "MedicalReport" });

const reportRequest = z
  .object({
    passport_number: z.string().max(100).optional(),
    /** The file, in multipart. */
    medical_report: z.string().optional(),
  })
  .meta({ id: "MedicalReportRequest" });
type ReportRequest = z.output<typeof reportRequest>;

const passportParams = z.object({ passport_number: z.string().min(1).max(100) });

const toReport = (services: Pick<Services, "config">, r: MedicalReportFile): z.infer<typeof medicalReport> => ({
  id: r.id,
  passport_number: r.passportNumber,
  medical_report: signedFileUrl(services.config, r.fileId),
  uploaded_at: apiDateTime(r.updatedAt),
});

const PASSPORT_MESSAGE = "Enter a passport number of 5 to 20 letters and digits.";

/** Words a refused save as DRF field errors. */
function refusal(result: Extract<SaveReportResult, { ok: false }>, hadFile: boolean): ApiError {
  switch (result.reason) {
    case "missing":
      return new ApiError(
        400,
        hadFile ? { passport_number: ["This field is required."] } : { [MEDICAL_REPORT_FIELD]: [NO_FILE] },
      );
    case "bad_passport":
      return new ApiError(400, { passport_number: [PASSPORT_MESSAGE] });
    case "exists":
      return new ApiError(400, { passport_number: ["medical report with this passport number already exists."] });
    case "absent":
      return notFound(NAME);
    case "file_unavailable":
      return new ApiError(409, { detail: "The uploaded file is no longer available. Please upload it again." });
    case "failed":
      throw new Error("could not save the medical report");
  }
}

type Call = ApiCall<{ passport_number: string }, unknown, ReportRequest>;

/** POST (create only), PUT (replace, file required) and PATCH (replace the file when one is sent). */
async function save(call: Call, only: "create" | "replace", fileOptional: boolean) {
  const { services, uploads, body, actor } = call;
  const file = acceptedFile(services, uploads, MEDICAL_REPORT_FIELD, "document");
  const fromUrl = call.params?.passport_number;
  const passportNumber = body.passport_number ?? fromUrl;
  if (fromUrl !== undefined) {
    const current = await findMedicalReportFile(services.db, fromUrl);
    if (!current) throw notFound(NAME);
    if (passportNumber !== undefined && normalizePassportNumber(passportNumber) !== current.passportNumber) {
      throw new ApiError(400, { passport_number: ["The passport number of a report cannot be changed."] });
    }
    if (!file && fileOptional) return { body: toReport(services, current) };
  }
  if (!file && passportNumber === undefined) {
    throw new ApiError(400, { passport_number: ["This field is required."], [MEDICAL_REPORT_FIELD]: [NO_FILE] });
  }
  const result = await saveMedicalReport(services, { passportNumber, file }, actor, only);
  if (!result.ok) throw refusal(result, !!file);
  const saved = await findMedicalReportFile(services.db, result.passportNumber);
  if (!saved) throw notFound(NAME);
  return { status: only === "create" ? 201 : 200, body: toReport(services, saved) };
}

const written = {
  // docs/api.md §3: JSON is refused here (415); the file comes in multipart.
  body: { schema: reportRequest, kinds: ["multipart", "form"] as const, files: [MEDICAL_REPORT_FIELD] },
  description: "The report",
  schema: medicalReport,
  errors: { 400: { description: "Field errors (passport number, file missing, type or size)", schema: fieldErrorsBody } },
};
const detailPath = "/backend/api/medical-reports/:passport_number/";

export const medicalReportsRoutes = [
  listRoute({
    path: "/backend/api/medical-reports/",
    access: "token",
    tag,
    summary: "Every medical report, by id",
    description: "Reports with signed download links",
    item: medicalReport,
    list: (services) => listMedicalReportFiles(services.db),
    present: toReport,
  }),
  createRoute({
    path: "/backend/api/medical-reports/",
    tag,
    summary: "Upload a passport's medical report (multipart `passport_number`, `medical_report`)",
    ...written,
    create: (call) => save(call as unknown as Call, "create", false),
  }),
  detailRoute({
    path: detailPath,
    access: "token",
    tag,
    summary: "The report of a passport number (URL-encoded)",
    params: passportParams,
    description: "The report",
    schema: medicalReport,
    name: NAME,
    find: ({ services, params }) => findMedicalReportFile(services.db, params.passport_number),
    present: toReport,
  }),
  ...changeRoutes({
    path: detailPath,
    tag,
    summaries: {
      put: "Replace a passport's report file (multipart, both fields)",
      patch: "Replace a passport's report file when one is sent",
    },
    params: passportParams,
    ...written,
    change: (call, partial) => save(call, "replace", partial),
  }),
  deleteRoute({
    path: detailPath,
    tag,
    summary: "Delete a passport's report and its file",
    params: passportParams,
    name: NAME,
    remove: async ({ services, params, actor }) => {
      const found = await findMedicalReportFile(services.db, params.passport_number);
      if (!found) return false;
      const result = await deleteMedicalReports(services, [found.id], actor);
      if (!result.ok) throw new Error("could not delete the medical report");
      return result.deleted !== 0;
    },
  }),
];
