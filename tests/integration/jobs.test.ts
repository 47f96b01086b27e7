import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../server/services.js";
import {
  JOBS_PAGE_SIZE,
  getOpenJob,
  jobPostingJsonLd,
  parseJobsQuery,
  searchJobs,
} from "../../server/modules/jobs/jobs.server.js";
import { uploadedFile } from "./forms-support.js";
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
    expect(parseJobsQuery(new URLSearchParams("q=%20welder%20&page=2"))).toEqual({ q: "welder", page: 2 });
    expect(parseJobsQuery(new URLSearchParams("page=-3"))).toEqual({ q: "", page: 1 });
    expect(parseJobsQuery(new URLSearchParams("page=abc&q=" + "x".repeat(500)))).toEqual({ q: "", page: 1 });
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
});
