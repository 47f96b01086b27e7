import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../server/services.js";
import {
  JOBS_PAGE_SIZE,
  getClosedJob,
  getOpenJob,
  jobFilterChoices,
  listOpenJobs,
  jobPostingJsonLd,
  parseJobsQuery,
  searchJobs,
} from "../../server/modules/jobs/jobs.server.js";
import { uploadedFile } from "./forms-support.js";
import { jobPostingProblems } from "../support/job-posting.js";
import { createIsolatedServices } from "../support/services.js";

let services: Services;
let isolated: Awaited<ReturnType<typeof createIsolatedServices>> | undefined;
let posterId: number;
const titles: string[] = [];

beforeAll(async () => {
  isolated = await createIsolatedServices("jobs");
  [services] = isolated.services;
  const { db } = services;
  const file = await uploadedFile(db, "poster", "image/png", "poster.png");
  [{ id: posterId }] = await db("images")
    .insert({ file_id: file.id, category: "jobs", status: "ready", width: 1600, height: 900, alt: "Site" })
    .returning("id");
  await db("image_variants").insert([
    { image_id: posterId, width: 320, height: 180, object_key: `images/${posterId}/320.webp`, size_bytes: 1000 },
    { image_id: posterId, width: 640, height: 360, object_key: `images/${posterId}/640.webp`, size_bytes: 2000 },
    { image_id: posterId, width: 1280, height: 720, object_key: `images/${posterId}/1280.webp`, size_bytes: 4000 },
  ]);
  const jobs = [
    ["Shuttering Carpenter", "Riyadh", "Saudi Arabia"],
    ["Steel Fixer", "Al Khobar", "Saudi Arabia"],
    ["Building Electrician", "Jeddah", "Saudi Arabia"],
    ["Plumber", "Doha", "Qatar"],
    ["6G Pipe Welder", "Jubail", "Saudi Arabia"],
    ["Mason", "Dubai", "United Arab Emirates"],
    ["Heavy Duty Driver", "Makkah", "Saudi Arabia"],
    ["HVAC Technician", "Muscat", "Oman"],
    ["100% Scaffolder_A", "Yanbu", "Saudi Arabia"],
  ];
  // oldest first, so the newest (last) comes first in the list
  for (const [i, [title, city, country]] of jobs.entries()) {
    await db("jobs").insert({
      title,
      city,
      country,
      industry: "Construction",
      requirements: `Requirements of ${title}`,
      poster_image_id: i === 0 ? posterId : null,
      created_at: new Date(Date.UTC(2026, 0, 1 + i)),
    });
    titles.unshift(title!);
  }
  await db("jobs").insert({ title: "Closed Carpenter Job", city: "Riyadh", country: "Saudi Arabia", is_active: false });
});

afterAll(async () => {
  await isolated?.close();
});

describe("searchJobs", () => {
  it("pages open jobs six at a time, newest first", async () => {
    const first = await searchJobs(services.db, { q: "", page: 1 });
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 9, q: "" });
    expect(first.items.map((j) => j.title)).toEqual(titles.slice(0, JOBS_PAGE_SIZE));
    const second = await searchJobs(services.db, { q: "", page: 2 });
    expect(second.items.map((j) => j.title)).toEqual(titles.slice(JOBS_PAGE_SIZE));
  });

  it("keeps a page past the end on the last page", async () => {
    const result = await searchJobs(services.db, { q: "", page: 40 });
    expect(result.page).toBe(2);
    expect(result.items).toHaveLength(3);
  });

  it("searches title, city and country case-insensitively, every word must match, closed jobs never", async () => {
    const search = async (q: string) => (await searchJobs(services.db, { q, page: 1 })).items.map((j) => j.title);
    expect(await search("CARPENTER")).toEqual(["Shuttering Carpenter"]);
    expect(await search("jeddah")).toEqual(["Building Electrician"]);
    expect(await search("qatar")).toEqual(["Plumber"]);
    expect(await search("saudi riyadh")).toEqual(["Shuttering Carpenter"]);
    expect((await search("saudi")).length).toBe(6);
    expect(await search("nothing-like-this")).toEqual([]);
    const none = await searchJobs(services.db, { q: "nothing-like-this", page: 3 });
    expect(none).toMatchObject({ page: 1, pageCount: 1, total: 0 });
  });

  it("treats % and _ in the query literally", async () => {
    expect((await searchJobs(services.db, { q: "100%", page: 1 })).items.map((j) => j.title)).toEqual(["100% Scaffolder_A"]);
    expect((await searchJobs(services.db, { q: "%", page: 1 })).total).toBe(1);
    expect((await searchJobs(services.db, { q: "r_a", page: 1 })).total).toBe(1);
  });

  it("gives posters as responsive webp variants with their size", async () => {
    const page = await searchJobs(services.db, { q: "shuttering", page: 1 });
    expect(page.items[0]?.poster).toMatchObject({
      src: `/media/images/${posterId}/640.webp`,
      srcSet: `/media/images/${posterId}/320.webp 320w, /media/images/${posterId}/640.webp 640w, /media/images/${posterId}/1280.webp 1280w`,
      width: 1280,
      height: 720,
    });
    expect(page.items[0]?.datePosted).toBe("2026-01-01");
    expect((await searchJobs(services.db, { q: "plumber", page: 1 })).items[0]?.poster).toBeNull();
  });
});

describe("parseJobsQuery", () => {
  it("falls back to page 1 and trims the query", () => {
    const none = { trade: "", city: "", salary: 0 };
    expect(parseJobsQuery(new URLSearchParams("q=%20welder%20&page=2"))).toEqual({ q: "welder", page: 2, ...none });
    expect(parseJobsQuery(new URLSearchParams("page=-3"))).toEqual({ q: "", page: 1, ...none });
    expect(parseJobsQuery(new URLSearchParams("page=abc&q=" + "x".repeat(500)))).toEqual({ q: "", page: 1, ...none });
    expect(parseJobsQuery(new URLSearchParams("trade=MEP&city=Jeddah&salary=2000"))).toEqual({
      q: "",
      page: 1,
      trade: "MEP",
      city: "Jeddah",
      salary: 2000,
    });
    expect(parseJobsQuery(new URLSearchParams("salary=lots")).salary).toBe(0);
  });
});

describe("getOpenJob and JSON-LD", () => {
  it("finds open jobs only", async () => {
    const [{ id }] = await services.db("jobs").where({ title: "Steel Fixer" }).select("id");
    const [{ id: closed }] = await services.db("jobs").where({ is_active: false }).select("id");
    expect((await getOpenJob(services.db, String(id)))?.title).toBe("Steel Fixer");
    expect(await getOpenJob(services.db, closed)).toBeNull();
    expect(await getOpenJob(services.db, "1; drop table jobs")).toBeNull();
    expect(await getOpenJob(services.db, undefined)).toBeNull();
  });

  it("describes a job as a schema.org JobPosting", async () => {
    const job = (await searchJobs(services.db, { q: "steel", page: 1 })).items[0]!;
    expect(jobPostingJsonLd(job, { name: "Crestline Builders & Manpower", url: "https://crestline.example" })).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Steel Fixer",
      description: "Requirements of Steel Fixer",
      datePosted: "2026-01-02",
      hiringOrganization: { "@type": "Organization", name: "Crestline Builders & Manpower" },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Al Khobar", addressCountry: "Saudi Arabia" },
      },
    });
  });

  it("describes a job on a Bangla page in the page's words, saying its language and linking the Bangla page", async () => {
    const job = (await searchJobs(services.db, { q: "steel", page: 1 })).items[0]!;
    const posting = jobPostingJsonLd(
      { ...job, requirements: "" },
      { name: "ক্রেস্টলাইন", url: "https://crestline.example" },
      { locale: "bn", url: `https://crestline.example/bn/apply-jobs-now?apply=${job.id}#apply`, fallbackDescription: "বিবরণ" },
    );
    expect(posting).toMatchObject({
      inLanguage: "bn",
      description: "বিবরণ",
      url: `https://crestline.example/bn/apply-jobs-now?apply=${job.id}#apply`,
      hiringOrganization: { name: "ক্রেস্টলাইন" },
    });
    expect(jobPostingJsonLd(job, { name: "Crestline", url: "https://crestline.example" }).inLanguage).toBe("en");
  });
});

/** A day in Dhaka's calendar `days` from today (YYYY-MM-DD). */
function dhakaDay(days: number): string {
  return new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

describe("structured jobs", () => {
  let welder: number;
  let closed: number;
  beforeAll(async () => {
    const terms = { industry: "Welding", country: "Saudi Arabia", employer_country: "SA", salary_currency: "SAR" };
    [{ id: welder }] = await services
      .db("jobs")
      .insert({
        ...terms,
        title: "TIG Welder",
        city: "Dammam",
        salary_min: 2500,
        salary_max: 3100,
        food: "provided",
        accommodation: "provided",
        contract_months: 24,
        closes_on: dhakaDay(0),
        openings: 4,
      })
      .returning("id");
    [{ id: closed }] = await services
      .db("jobs")
      .insert({ ...terms, title: "ARC Welder", city: "Dammam", salary_min: 2600, closes_on: dhakaDay(-1) })
      .returning("id");
    await services.db("jobs").insert({ ...terms, title: "Hourly Welder", city: "Dammam", salary_min: 30, salary_period: "hour" });
    await services
      .db("jobs")
      .insert({ ...terms, title: "Dirham Welder", city: "Dammam", salary_min: 5000, salary_currency: "AED" });
  });

  it("filter by trade, city and least monthly salary in riyals; a job closing today is still open", async () => {
    const titles = async (query: Partial<Parameters<typeof searchJobs>[1]>) =>
      (await searchJobs(services.db, { q: "", page: 1, ...query })).items.map((j) => j.title).sort();
    expect(await titles({ trade: "Welding" })).toEqual(["Dirham Welder", "Hourly Welder", "TIG Welder"]);
    expect(await titles({ trade: "Welding", salary: 3000 })).toEqual(["TIG Welder"]);
    expect(await titles({ trade: "Welding", salary: 3200 })).toEqual([]);
    expect(await titles({ city: "Dammam", q: "tig" })).toEqual(["TIG Welder"]);
    expect(await titles({ city: "Jeddah" })).toEqual(["Building Electrician"]);
    const choices = await jobFilterChoices(services.db);
    expect(choices.trades).toEqual(["Construction", "Welding"]);
    expect(choices.cities).toContain("Dammam");
  });

  it("a job past its closing date leaves the list and the API, and is found as closed at its own address", async () => {
    expect(await getOpenJob(services.db, closed)).toBeNull();
    expect((await listOpenJobs(services.db)).map((j) => j.id)).not.toContain(closed);
    expect((await getClosedJob(services.db, closed))?.title).toBe("ARC Welder");
    expect(await getClosedJob(services.db, welder)).toBeNull();
  });

  it("JobPosting meets Google's required and recommended properties (baseSalary, validThrough, employmentType, jobLocation)", async () => {
    const job = (await getOpenJob(services.db, welder))!;
    const posting = jobPostingJsonLd(job, { name: "Crestline", url: "https://crestline.example" });
    expect(jobPostingProblems(posting, { recommended: true })).toEqual([]);
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "SAR",
      value: { "@type": "QuantitativeValue", minValue: 2500, maxValue: 3100, unitText: "MONTH" },
    });
    expect(posting.validThrough).toBe(`${dhakaDay(0)}T23:59:59+06:00`);
    expect(posting.jobLocation.address).toMatchObject({ addressLocality: "Dammam", addressCountry: "SA" });
    // the checker itself refuses what Google refuses
    expect(jobPostingProblems({ ...posting, title: "", baseSalary: { currency: "riyal" } })).toEqual([
      "title",
      "baseSalary.@type",
      "baseSalary.currency",
      "baseSalary.value",
    ]);
    const { validThrough: _closes, employmentType: _type, ...withoutRecommended } = posting;
    expect(jobPostingProblems(withoutRecommended, { recommended: true })).toEqual(["validThrough", "employmentType"]);
    expect(
      jobPostingProblems({ ...posting, jobLocation: { "@type": "Place", address: "Dammam" }, validThrough: "2026-12-01" }),
    ).toEqual(["jobLocation.address", "validThrough"]);
    // a job without a salary or closing date leaves those out instead of sending empty ones
    const plain = (await searchJobs(services.db, { q: "steel", page: 1 })).items[0]!;
    const plainPosting = jobPostingJsonLd(plain, { name: "Crestline", url: "https://crestline.example" });
    expect(jobPostingProblems(plainPosting)).toEqual([]);
    expect(JSON.parse(JSON.stringify(plainPosting))).not.toHaveProperty("baseSalary");
  });
});
