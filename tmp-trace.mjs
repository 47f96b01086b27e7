import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
const url = process.argv[2] ?? "http://127.0.0.1:4555/";
await page.goto(url); await page.waitForSelector("html[data-hydrated]"); // warm caches
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable"); await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await cdp.send("Profiler.start");
await page.goto(url); await page.waitForSelector("html[data-hydrated]"); await page.waitForTimeout(1500);
const { profile } = await cdp.send("Profiler.stop");
writeFileSync("/tmp/p/browser.cpuprofile", JSON.stringify(profile));
await browser.close();
