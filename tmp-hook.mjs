import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const r = require("@remix-run/router");
const orig = r.matchRoutes; const ids = new WeakMap(); let next = 0; let calls = 0;
r.matchRoutes = function (routes, loc, base) { calls++; if (!ids.has(routes)) ids.set(routes, ++next); const t = performance.now(); const res = orig(routes, loc, base); const d = performance.now() - t; if (calls % 200 < 8) console.error("match", ids.get(routes), routes.length, typeof loc === "string" ? loc : loc.pathname, d.toFixed(3), new Error().stack.split("\n").slice(2, 4).map(s => s.trim().slice(0, 110)).join(" | ")); return res; };
