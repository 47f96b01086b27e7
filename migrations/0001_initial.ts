import type { Knex } from "knex";

/**
 * The whole data model. Plain SQL on purpose: every constraint and ON DELETE rule is visible in one place.
 * gen_random_uuid() is core since PostgreSQL 13, so no extension is needed.
 */
const upSql = `
CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END $$;

-- ───────────── admin accounts and authentication ─────────────
CREATE TABLE admin_users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE CHECK (username = lower(username) AND length(btrim(username)) > 0),
  password_hash text NOT NULL,
  display_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);

CREATE TABLE sessions (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
  admin_user_id integer NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  user_agent text
);
CREATE INDEX sessions_admin_user_id_idx ON sessions (admin_user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE api_tokens (
  id serial PRIMARY KEY,
  admin_user_id integer NOT NULL REFERENCES admin_users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX api_tokens_admin_user_id_idx ON api_tokens (admin_user_id);

-- ───────────── stored objects and the image library ─────────────
CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  bucket text NOT NULL CHECK (bucket IN ('public', 'private')),
  object_key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('image', 'document')),
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
  original_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  claimed_at timestamptz
);
-- the orphan sweep looks for old unclaimed uploads
CREATE INDEX files_unclaimed_idx ON files (created_at) WHERE claimed_at IS NULL;

CREATE TABLE images (
  id serial PRIMARY KEY,
  file_id uuid NOT NULL UNIQUE REFERENCES files (id) ON DELETE RESTRICT,
  category text NOT NULL CHECK (category = lower(category) AND length(btrim(category)) > 0),
  status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'ready', 'failed')),
  width integer CHECK (width > 0),
  height integer CHECK (height > 0),
  error text,
  alt text NOT NULL DEFAULT '',
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);
CREATE INDEX images_category_uploaded_at_idx ON images (category, uploaded_at DESC);
CREATE INDEX images_uploaded_at_idx ON images (uploaded_at DESC);

CREATE TABLE image_variants (
  id serial PRIMARY KEY,
  image_id integer NOT NULL REFERENCES images (id) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  object_key text NOT NULL UNIQUE,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  UNIQUE (image_id, width)
);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  admin_user_id integer REFERENCES admin_users (id) ON DELETE SET NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  details jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(details) = 'object'),
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_at_idx ON audit_log (created_at DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
CREATE INDEX audit_log_admin_user_id_idx ON audit_log (admin_user_id);

-- ───────────── bookkeeping ─────────────
CREATE TABLE meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- ───────────── site content ─────────────
-- navbar and footer (the admin "Layouts" editor); value shapes are zod schemas in server/modules/content/schemas.ts
CREATE TABLE site_settings (
  key text PRIMARY KEY CHECK (key IN ('navbar', 'footer')),
  value jsonb NOT NULL CHECK (jsonb_typeof(value) = 'object'),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- a page is an ordered list of typed sections (server/modules/content/sections.ts)
CREATE TABLE pages (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  sections jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(sections) = 'array'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE service_cards (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('residential', 'commercial', 'renovation', 'foundation', 'remodeling', 'other')),
  title text NOT NULL CHECK (length(btrim(title)) > 0),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  short_description text NOT NULL DEFAULT '',
  starting_price numeric(12, 2) CHECK (starting_price >= 0),
  key_features jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(key_features) = 'array'),
  image_id integer REFERENCES images (id) ON DELETE SET NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_cards_position_idx ON service_cards (position, id);

CREATE TABLE service_list_items (
  id serial PRIMARY KEY,
  image_id integer REFERENCES images (id) ON DELETE SET NULL,
  title text NOT NULL CHECK (length(btrim(title)) > 0),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  category text NOT NULL DEFAULT '',
  -- SVG path data ("d" attribute) of the item's icon
  icon_path text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  features jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(features) = 'array'),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX service_list_items_position_idx ON service_list_items (position, id);

CREATE TABLE portfolio_projects (
  id serial PRIMARY KEY,
  title text NOT NULL CHECK (length(btrim(title)) > 0),
  type text NOT NULL CHECK (type IN ('residential', 'commercial', 'renovation', 'industrial', 'infrastructure', 'other')),
  location text NOT NULL DEFAULT '',
  main_image_id integer REFERENCES images (id) ON DELETE SET NULL,
  description text NOT NULL DEFAULT '',
  completion_date date,
  client text NOT NULL DEFAULT '',
  duration text NOT NULL DEFAULT '',
  size text NOT NULL DEFAULT '',
  features jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(features) = 'array'),
  tags jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(tags) = 'array'),
  -- ids of images rows, in display order
  gallery jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(gallery) = 'array'),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX portfolio_projects_type_position_idx ON portfolio_projects (type, position, id);

CREATE TABLE manpower_projects (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  contractor text NOT NULL DEFAULT '',
  owner text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  value text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('ongoing', 'completed')),
  scope text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  image_id integer REFERENCES images (id) ON DELETE SET NULL,
  workers integer NOT NULL DEFAULT 0 CHECK (workers >= 0),
  duration text NOT NULL DEFAULT '',
  start_date date,
  completion_date date,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- the detail modal shows the start date of an ongoing project and the completion date of a completed one
  CHECK (status <> 'completed' OR completion_date IS NOT NULL),
  CHECK (status <> 'ongoing' OR start_date IS NOT NULL)
);
CREATE INDEX manpower_projects_status_position_idx ON manpower_projects (status, position, id);

-- ───────────── forms, fields, responses ─────────────
CREATE TABLE forms (
  id integer PRIMARY KEY CHECK (id BETWEEN 1 AND 4),
  slug text NOT NULL UNIQUE,
  title text NOT NULL,
  payment_amount numeric(10, 2) CHECK (payment_amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE form_fields (
  id serial PRIMARY KEY,
  form_id integer NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  field_type text NOT NULL CHECK (field_type IN ('text', 'email', 'phone', 'textarea', 'file', 'image', 'select', 'checkbox', 'radio')),
  required boolean NOT NULL DEFAULT false,
  options jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(options) = 'array'),
  priority integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT form_fields_choice_options CHECK (field_type NOT IN ('select', 'checkbox', 'radio') OR jsonb_array_length(options) > 0)
);
CREATE INDEX form_fields_form_id_priority_idx ON form_fields (form_id, priority, id);

CREATE TABLE jobs (
  id serial PRIMARY KEY,
  title text NOT NULL CHECK (length(btrim(title)) > 0),
  city text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  industry text NOT NULL DEFAULT '',
  requirements text NOT NULL DEFAULT '',
  poster_image_id integer REFERENCES images (id) ON DELETE SET NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_active_created_at_idx ON jobs (is_active, created_at DESC, id DESC);

-- answers and file references of a worker registration waiting for its payment
CREATE TABLE pending_registrations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id integer NOT NULL REFERENCES forms (id) ON DELETE RESTRICT,
  answers jsonb NOT NULL CHECK (jsonb_typeof(answers) IN ('object', 'array')),
  file_ids uuid[] NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_registrations_expires_at_idx ON pending_registrations (expires_at);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  provider_payment_id text UNIQUE,
  merchant_invoice_number text NOT NULL UNIQUE,
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'BDT' CHECK (currency = 'BDT'),
  status text NOT NULL DEFAULT 'initiated' CHECK (status IN ('initiated', 'completed', 'failed', 'cancelled', 'expired')),
  trx_id text UNIQUE,
  customer_msisdn text,
  pending_registration_id uuid REFERENCES pending_registrations (id) ON DELETE SET NULL,
  failure_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  CHECK (status <> 'completed' OR (trx_id IS NOT NULL AND completed_at IS NOT NULL))
);
CREATE INDEX payments_status_created_at_idx ON payments (status, created_at);
CREATE INDEX payments_pending_registration_id_idx ON payments (pending_registration_id);

CREATE TABLE form_responses (
  id serial PRIMARY KEY,
  form_id integer NOT NULL REFERENCES forms (id) ON DELETE RESTRICT,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_review', 'shortlisted', 'accepted', 'rejected')),
  notes text NOT NULL DEFAULT '',
  job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
  -- one registration per payment: the database itself refuses a second response for a replayed payment
  payment_id integer UNIQUE REFERENCES payments (id) ON DELETE RESTRICT,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_responses_form_id_submitted_at_idx ON form_responses (form_id, submitted_at DESC, id DESC);
CREATE INDEX form_responses_form_id_status_idx ON form_responses (form_id, status);
CREATE INDEX form_responses_job_id_idx ON form_responses (job_id);

CREATE TABLE form_answers (
  id serial PRIMARY KEY,
  response_id integer NOT NULL REFERENCES form_responses (id) ON DELETE CASCADE,
  -- deleting a field keeps its answers: they keep the label and type they were given under
  field_id integer REFERENCES form_fields (id) ON DELETE SET NULL,
  field_label text NOT NULL,
  field_type text NOT NULL CHECK (field_type IN ('text', 'email', 'phone', 'textarea', 'file', 'image', 'select', 'checkbox', 'radio')),
  position integer NOT NULL DEFAULT 0,
  value jsonb CHECK (value IS NULL OR jsonb_typeof(value) IN ('string', 'array')),
  file_id uuid REFERENCES files (id) ON DELETE RESTRICT,
  UNIQUE (response_id, field_id)
);
CREATE INDEX form_answers_field_id_idx ON form_answers (field_id);
CREATE INDEX form_answers_file_id_idx ON form_answers (file_id);

CREATE TABLE medical_reports (
  id serial PRIMARY KEY,
  passport_number text NOT NULL UNIQUE CHECK (passport_number = upper(btrim(passport_number)) AND length(passport_number) > 0),
  file_id uuid NOT NULL REFERENCES files (id) ON DELETE RESTRICT,
  original_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX medical_reports_file_id_idx ON medical_reports (file_id);

-- ───────────── quotes and messages ─────────────
CREATE TABLE quote_requests (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('sub_contract', 'supply')),
  country text NOT NULL DEFAULT '',
  client_name text NOT NULL CHECK (length(btrim(client_name)) > 0),
  project_name text NOT NULL CHECK (length(btrim(project_name)) > 0),
  project_type text CHECK (project_type IN ('Residential Building', 'Commercial Building', 'Industrial Facility', 'Infrastructure Project', 'Renovation', 'Other')),
  project_value numeric(16, 2) CHECK (project_value >= 0),
  supply_for text CHECK (supply_for IN ('Indoor Labour', 'Cleaning Services', 'Construction Materials', 'Equipment Rental', 'Security Services', 'Other')),
  contract_period text CHECK (contract_period IN ('3 months', '6 months', '1 year', '1 year + extension', '2 years', 'Open-ended')),
  phone text NOT NULL CHECK (length(btrim(phone)) > 0),
  email text NOT NULL CHECK (length(btrim(email)) > 0),
  description text,
  attachment_file_id uuid REFERENCES files (id) ON DELETE RESTRICT,
  status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'archived')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT quote_requests_sub_contract_fields CHECK (
    kind <> 'sub_contract'
    OR (project_type IS NOT NULL AND project_value IS NOT NULL AND description IS NOT NULL
        AND supply_for IS NULL AND contract_period IS NULL)
  ),
  CONSTRAINT quote_requests_supply_fields CHECK (
    kind <> 'supply'
    OR (supply_for IS NOT NULL AND contract_period IS NOT NULL
        AND project_type IS NULL AND project_value IS NULL AND attachment_file_id IS NULL)
  )
);
CREATE INDEX quote_requests_created_at_idx ON quote_requests (created_at DESC);
CREATE INDEX quote_requests_status_idx ON quote_requests (status);

CREATE TABLE quote_trades (
  id serial PRIMARY KEY,
  quote_request_id integer NOT NULL REFERENCES quote_requests (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  trade text NOT NULL CHECK (trade IN ('Carpentry', 'Electrical', 'Plumbing', 'Masonry', 'Painting', 'HVAC', 'Steel Work', 'Other')),
  qty integer NOT NULL CHECK (qty > 0),
  price_per_hour numeric(12, 2) CHECK (price_per_hour >= 0),
  price_per_month numeric(12, 2) CHECK (price_per_month >= 0),
  UNIQUE (quote_request_id, position)
);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  email text NOT NULL CHECK (length(btrim(email)) > 0),
  phone text,
  subject text,
  message text NOT NULL CHECK (length(btrim(message)) > 0),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at DESC);

-- ───────────── CSV exports ─────────────
CREATE TABLE exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id integer NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  total_rows integer CHECK (total_rows >= 0),
  file_id uuid REFERENCES files (id) ON DELETE SET NULL,
  error text,
  requested_by integer REFERENCES admin_users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX exports_form_id_created_at_idx ON exports (form_id, created_at DESC);

-- updated_at follows every UPDATE, whoever issues it (models or plain knex)
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['admin_users', 'site_settings', 'pages', 'service_cards', 'service_list_items', 'portfolio_projects',
    'manpower_projects', 'forms', 'form_fields', 'jobs', 'payments', 'form_responses', 'medical_reports', 'quote_requests', 'meta']
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION set_updated_at()', t || '_set_updated_at', t);
  END LOOP;
END $$;
`;

const downSql = `
DROP TABLE IF EXISTS exports, contact_messages, quote_trades, quote_requests, medical_reports, form_answers, form_responses,
  payments, pending_registrations, jobs, form_fields, forms, manpower_projects, portfolio_projects, service_list_items,
  service_cards, pages, site_settings, meta, audit_log, image_variants, images, files, api_tokens, sessions, admin_users CASCADE;
DROP FUNCTION IF EXISTS set_updated_at();
`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
