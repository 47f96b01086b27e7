import type { Knex } from "knex";

/**
 * A job's terms become columns of their own (docs/product.md, "Jobs"): salary range with its currency and period,
 * food and accommodation, contract length, working hours, openings, closing date, who pays visa and ticket, and
 * the employer's country and city. All are optional, so nothing existing is refused.
 *
 * Jobs written before this kept their terms as lines of free text in `requirements`. The text stays exactly as it
 * was (nothing is lost); what the common wordings say is copied into the new columns: "Salary SAR 1,600 – 1,900
 * per month", "accommodation … provided", "food allowance", "meals provided", "two-year contract". The employer's
 * country is taken from the job's country when it names one the office recruits for.
 */
const upSql = String.raw`
ALTER TABLE jobs
  ADD COLUMN salary_min integer CHECK (salary_min >= 0),
  ADD COLUMN salary_max integer CHECK (salary_max >= 0),
  ADD COLUMN salary_currency text NOT NULL DEFAULT 'SAR'
    CHECK (salary_currency IN ('SAR', 'AED', 'QAR', 'KWD', 'OMR', 'BHD', 'MYR', 'BDT', 'USD')),
  ADD COLUMN salary_period text NOT NULL DEFAULT 'month' CHECK (salary_period IN ('month', 'hour')),
  ADD COLUMN food text CHECK (food IN ('provided', 'allowance', 'not_provided')),
  ADD COLUMN accommodation text CHECK (accommodation IN ('provided', 'allowance', 'not_provided')),
  ADD COLUMN contract_months integer CHECK (contract_months BETWEEN 1 AND 120),
  ADD COLUMN hours_per_day integer CHECK (hours_per_day BETWEEN 1 AND 16),
  ADD COLUMN openings integer CHECK (openings BETWEEN 1 AND 100000),
  ADD COLUMN closes_on date,
  ADD COLUMN visa_paid_by text CHECK (visa_paid_by IN ('employer', 'worker')),
  ADD COLUMN ticket_paid_by text CHECK (ticket_paid_by IN ('employer', 'worker')),
  ADD COLUMN employer_country text CHECK (employer_country IN ('SA', 'AE', 'QA', 'KW', 'OM', 'BH', 'MY', 'SG', 'JO', 'BD')),
  ADD COLUMN employer_city text NOT NULL DEFAULT '',
  ADD CONSTRAINT jobs_salary_range CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max);

-- the salary filter and the closing date read these on open jobs
CREATE INDEX jobs_open_salary_idx ON jobs (salary_currency, salary_max) WHERE is_active;

WITH matched AS (
  SELECT id,
    -- (no question marks: knex reads them as placeholders) 1 currency, 2 low, 4 high, 6 period
    regexp_match(requirements, 'salary[^0-9\n]*(SAR|AED|QAR|KWD|OMR|BHD|MYR|BDT|USD)\s*([0-9][0-9,]{0,10})(\s*[–-]\s*([0-9][0-9,]{0,10})){0,1}\s*(per|/|a)\s*(month|hour)', 'i') AS s,
    lower(requirements) AS r
  FROM jobs
), found AS (
  SELECT id, r, s,
    replace(s[2], ',', '')::bigint AS low,
    coalesce(replace(s[4], ',', ''), replace(s[2], ',', ''))::bigint AS high
  FROM matched
)
UPDATE jobs SET
  salary_currency = coalesce(upper(found.s[1]), jobs.salary_currency),
  salary_min = CASE WHEN found.low <= found.high AND found.high < 100000000 THEN found.low END,
  salary_max = CASE WHEN found.low <= found.high AND found.high < 100000000 THEN found.high END,
  salary_period = coalesce(lower(found.s[6]), jobs.salary_period),
  accommodation = CASE WHEN found.r ~ 'accommodation allowance' THEN 'allowance'
                       WHEN found.r ~ 'accommodation[^.\n]*provided' THEN 'provided' END,
  food = CASE WHEN found.r ~ '(food|meal) allowance' THEN 'allowance'
              WHEN found.r ~ '(food|meals)[^.\n]*provided' THEN 'provided' END,
  contract_months = CASE WHEN found.r ~ '(one|1)[- ]year[^.\n]*contract' THEN 12
                         WHEN found.r ~ '(two|2)[- ]year[^.\n]*contract' THEN 24
                         WHEN found.r ~ '(three|3)[- ]year[^.\n]*contract' THEN 36 END,
  employer_country = CASE lower(btrim(jobs.country))
    WHEN 'saudi arabia' THEN 'SA' WHEN 'united arab emirates' THEN 'AE' WHEN 'uae' THEN 'AE' WHEN 'qatar' THEN 'QA'
    WHEN 'kuwait' THEN 'KW' WHEN 'oman' THEN 'OM' WHEN 'bahrain' THEN 'BH' WHEN 'malaysia' THEN 'MY'
    WHEN 'singapore' THEN 'SG' WHEN 'jordan' THEN 'JO' WHEN 'bangladesh' THEN 'BD' END,
  employer_city = jobs.city
FROM found
WHERE found.id = jobs.id;
`;

const downSql = `
DROP INDEX IF EXISTS jobs_open_salary_idx;
ALTER TABLE jobs
  DROP CONSTRAINT IF EXISTS jobs_salary_range,
  DROP COLUMN IF EXISTS salary_min,
  DROP COLUMN IF EXISTS salary_max,
  DROP COLUMN IF EXISTS salary_currency,
  DROP COLUMN IF EXISTS salary_period,
  DROP COLUMN IF EXISTS food,
  DROP COLUMN IF EXISTS accommodation,
  DROP COLUMN IF EXISTS contract_months,
  DROP COLUMN IF EXISTS hours_per_day,
  DROP COLUMN IF EXISTS openings,
  DROP COLUMN IF EXISTS closes_on,
  DROP COLUMN IF EXISTS visa_paid_by,
  DROP COLUMN IF EXISTS ticket_paid_by,
  DROP COLUMN IF EXISTS employer_country,
  DROP COLUMN IF EXISTS employer_city;
`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(upSql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(downSql);
}
