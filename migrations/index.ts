import type { Knex } from "knex";
import * as m0001 from "./0001_initial.js";
import * as m0002 from "./0002_payments.js";
import * as m0003 from "./0003_search_indexes.js";
import * as m0004 from "./0004_content_editing.js";
import * as m0005 from "./0005_admin_accounts.js";
import * as m0007 from "./0007_gallery.js";
import * as m0008 from "./0008_collections.js";
import * as m0010 from "./0010_api_token_names.js";
import * as m0013 from "./0013_job_search_text.js";
import * as m0014 from "./0014_form_descriptions_and_field_files.js";
import * as m0015 from "./0015_job_search_index_fastupdate.js";
import * as m0016 from "./0016_service_price_currency.js";
import * as m0017 from "./0017_structured_jobs.js";
import * as m0018 from "./0018_number_and_date_fields.js";
import * as m0019 from "./0019_content_translations.js";
import * as m0020 from "./0020_registration_reference.js";
import * as m0021 from "./0021_admin_roles.js";
import * as m0022 from "./0022_registration_stage.js";
import * as m0023 from "./0023_passport_duplicates.js";
import * as m0024 from "./0024_medical_report_history.js";
import * as m0025 from "./0025_media_library.js";
import * as m0026 from "./0026_duplicate_check.js";

/**
 * Every migration, in order. Imported statically (not read from the directory) so the bundled
 * production build carries them. Names are recorded in knex_migrations: never rename one.
 */
export const migrations: ReadonlyArray<{ name: string; migration: Knex.Migration }> = [
  { name: "0001_initial", migration: m0001 },
  { name: "0002_payments", migration: m0002 },
  { name: "0003_search_indexes", migration: m0003 },
  { name: "0004_content_editing", migration: m0004 },
  { name: "0005_admin_accounts", migration: m0005 },
  { name: "0007_gallery", migration: m0007 },
  { name: "0008_collections", migration: m0008 },
  { name: "0010_api_token_names", migration: m0010 },
  { name: "0013_job_search_text", migration: m0013 },
  { name: "0014_form_descriptions_and_field_files", migration: m0014 },
  { name: "0015_job_search_index_fastupdate", migration: m0015 },
  { name: "0016_service_price_currency", migration: m0016 },
  { name: "0017_structured_jobs", migration: m0017 },
  { name: "0018_number_and_date_fields", migration: m0018 },
  { name: "0019_content_translations", migration: m0019 },
  { name: "0020_registration_reference", migration: m0020 },
  { name: "0021_admin_roles", migration: m0021 },
  { name: "0022_registration_stage", migration: m0022 },
  { name: "0023_passport_duplicates", migration: m0023 },
  { name: "0024_medical_report_history", migration: m0024 },
  { name: "0025_media_library", migration: m0025 },
  { name: "0026_duplicate_check", migration: m0026 },
];
