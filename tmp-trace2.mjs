import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
const url = process.argv[2] ?? "http://127.0.0.1:4555/";
await page.goto(url); await page.waitForSelector("html[data-hydrated]");
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await browser.startTracing(page, { path: "/tmp/p/trace.json", categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading"] });
await page.goto(url); await page.waitForSelector("html[data-hydrated]"); await page.waitForTimeout(2000);
await browser.stopTracing(); await browser.close();
const { traceEvents } = JSON.parse(readFileSync("/tmp/p/trace.json", "utf8"));
const main = traceEvents.find((e) => e.name === "thread_name" && e.args.name === "CrRendererMain");
const ev = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
const nav = traceEvents.find((e) => e.name === "navigationStart" && e.pid === main.pid)?.ts ?? ev[0].ts;
const tasks = ev.filter((e) => e.name === "RunTask" && e.dur > 30000).sort((a, b) => a.ts - b.ts);
for (const t of tasks) {
  const kids = ev.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.name !== "RunTask");
  const agg = new Map(); for (const k of kids) { const name = k.name + (k.args?.data?.url ? " " + k.args.data.url.split("/").pop() : "") + (k.args?.data?.functionName ? " fn=" + k.args.data.functionName : ""); agg.set(name, Math.max(agg.get(name) ?? 0, 0) + k.dur); }
  console.log(`task @${((t.ts - nav) / 1000).toFixed(0)}ms dur ${(t.dur / 1000).toFixed(0)}ms`);
  [...agg].sort((a, b) => b[1] - a[1]).slice(0, 8).forEach(([n, d]) => console.log("    ", (d / 1000).toFixed(1).padStart(7), n));
}
