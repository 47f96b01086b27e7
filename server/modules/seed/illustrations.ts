/**
 * Flat SVG illustrations for the demo content, rendered to PNG by sharp. Deterministic: the same
 * spec always draws the same picture, so seeded images look identical on every machine.
 */

export type Scene = "skyline" | "house" | "interior" | "site" | "industrial" | "bridge" | "desert" | "training" | "logo";
export type Palette = "dawn" | "day" | "dusk" | "desert" | "night";

interface IllustrationSpec {
  scene: Scene;
  palette: Palette;
  seed: string;
  width: number;
  height: number;
}

const PALETTES: Record<
  Palette,
  { sky: [string, string]; sun: string; far: string; mid: string; near: string; ground: string; accent: string; window: string }
> = {
  dawn: {
    sky: ["#fde2c8", "#a7c7e7"],
    sun: "#fff4d6",
    far: "#b8c6db",
    mid: "#7f93ad",
    near: "#36475e",
    ground: "#2b394b",
    accent: "#f59e0b",
    window: "#fde68a",
  },
  day: {
    sky: ["#e0f2fe", "#7dd3fc"],
    sun: "#fffbeb",
    far: "#c7d7e6",
    mid: "#94a9bf",
    near: "#1e3a5f",
    ground: "#1c2f47",
    accent: "#f59e0b",
    window: "#e0f2fe",
  },
  dusk: {
    sky: ["#f8b26a", "#1f3b63"],
    sun: "#ffd79a",
    far: "#5b6b8c",
    mid: "#38486b",
    near: "#172a46",
    ground: "#0f1d33",
    accent: "#f59e0b",
    window: "#fcd34d",
  },
  desert: {
    sky: ["#fcefd9", "#f2c48d"],
    sun: "#fff7e6",
    far: "#e6b980",
    mid: "#c8905a",
    near: "#7a4e2d",
    ground: "#a8703f",
    accent: "#0f766e",
    window: "#fef3c7",
  },
  night: {
    sky: ["#1e293b", "#0b1220"],
    sun: "#e2e8f0",
    far: "#273449",
    mid: "#1d2a3d",
    near: "#111c2c",
    ground: "#0a121e",
    accent: "#fbbf24",
    window: "#fcd34d",
  },
};

function rng(seed: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  return () => {
    h = (h + 0x6d2b79f5) | 0;
    let t = Math.imul(h ^ (h >>> 15), 1 | h);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

interface Ctx {
  w: number;
  h: number;
  r: () => number;
  p: (typeof PALETTES)[Palette];
}

function sky({ w, h, p }: Ctx, sunX = 0.72, sunY = 0.3): string {
  return `<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[0]}"/></linearGradient>
  <radialGradient id="glow" cx="${sunX}" cy="${sunY}" r="0.45"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
  <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
</defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<rect width="${w}" height="${h}" fill="url(#glow)"/>
<circle cx="${w * sunX}" cy="${h * sunY}" r="${h * 0.07}" fill="${p.sun}"/>`;
}

function windows(ctx: Ctx, x: number, y: number, bw: number, bh: number, litRatio = 0.45): string {
  const { r, p } = ctx;
  const cols = Math.max(2, Math.floor(bw / 22));
  const rows = Math.max(2, Math.floor(bh / 30));
  const cw = bw / cols;
  const ch = bh / rows;
  let out = "";
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows - 1; j++) {
      if (r() < litRatio)
        out += `<rect x="${(x + i * cw + cw * 0.25).toFixed(1)}" y="${(y + j * ch + ch * 0.3).toFixed(1)}" width="${(cw * 0.5).toFixed(1)}" height="${(ch * 0.4).toFixed(1)}" fill="${p.window}" opacity="0.8"/>`;
    }
  }
  return out;
}

function towers(ctx: Ctx, color: string, baseY: number, minH: number, maxH: number, withWindows: boolean, density = 1): string {
  const { w, r } = ctx;
  let x = -20;
  let out = "";
  while (x < w + 20) {
    const bw = (40 + r() * 90) / density;
    const bh = minH + r() * (maxH - minH);
    const y = baseY - bh;
    out += `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" fill="${color}"/>`;
    if (r() < 0.3)
      out += `<rect x="${(x + bw * 0.4).toFixed(1)}" y="${(y - 18).toFixed(1)}" width="3" height="18" fill="${color}"/>`;
    if (withWindows) out += windows(ctx, x + 6, y + 10, bw - 12, bh - 10);
    x += bw + r() * 14;
  }
  return out;
}

function crane(ctx: Ctx, x: number, baseY: number, height: number, color: string): string {
  const top = baseY - height;
  const jib = height * 0.9;
  let lattice = "";
  for (let y = baseY; y > top + 10; y -= 22)
    lattice += `<path d="M${x - 8} ${y} L${x + 8} ${y - 22} M${x + 8} ${y} L${x - 8} ${y - 22}" stroke="${color}" stroke-width="1.6"/>`;
  return `<g>
  <rect x="${x - 9}" y="${top}" width="18" height="${height}" fill="none" stroke="${color}" stroke-width="3"/>${lattice}
  <rect x="${x - jib * 0.25}" y="${top - 10}" width="${jib * 1.25}" height="10" fill="${color}"/>
  <path d="M${x} ${top - 10} L${x} ${top - 48} L${x + jib} ${top - 10} M${x} ${top - 48} L${x - jib * 0.25} ${top - 10}" stroke="${color}" stroke-width="2.5" fill="none"/>
  <rect x="${x - jib * 0.25}" y="${top}" width="34" height="22" fill="${color}"/>
  <line x1="${x + jib * 0.7}" y1="${top}" x2="${x + jib * 0.7}" y2="${top + height * 0.45}" stroke="${color}" stroke-width="1.5"/>
  <rect x="${x + jib * 0.7 - 14}" y="${top + height * 0.45}" width="28" height="16" fill="${ctx.p.accent}"/>
</g>`;
}

function worker(x: number, y: number, s: number, body: string, hat: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">
  <rect x="-9" y="-46" width="18" height="30" rx="6" fill="${body}"/>
  <rect x="-8" y="-18" width="7" height="18" fill="${body}"/><rect x="1" y="-18" width="7" height="18" fill="${body}"/>
  <rect x="-9" y="-40" width="18" height="5" fill="#fde68a" opacity="0.9"/>
  <circle cx="0" cy="-54" r="7" fill="#c68b59"/>
  <path d="M-9 -56 A9 9 0 0 1 9 -56 L10 -54 L-10 -54 Z" fill="${hat}"/>
</g>`;
}

function tree(x: number, y: number, s: number, color: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-3" y="-20" width="6" height="20" fill="#5b4636"/><circle cx="0" cy="-34" r="18" fill="${color}"/><circle cx="-10" cy="-26" r="12" fill="${color}"/><circle cx="11" cy="-26" r="12" fill="${color}"/></g>`;
}

function skylineScene(ctx: Ctx): string {
  const { w, h, p } = ctx;
  const base = h * 0.82;
  return `${sky(ctx)}
${towers(ctx, p.far, base, h * 0.25, h * 0.5, false)}
${towers(ctx, p.mid, base, h * 0.15, h * 0.38, true, 1.1)}
${crane(ctx, w * 0.22, base - h * 0.1, h * 0.55, p.near)}
${towers(ctx, p.near, base + 4, h * 0.08, h * 0.22, true, 0.8)}
<rect y="${base}" width="${w}" height="${h - base}" fill="${p.ground}"/>
<rect y="${base}" width="${w}" height="4" fill="${p.accent}" opacity="0.7"/>`;
}

function houseScene(ctx: Ctx): string {
  const { w, h, p, r } = ctx;
  const base = h * 0.8;
  const hx = w * 0.3;
  const hw = w * 0.46;
  const hh = h * 0.3;
  return `${sky(ctx, 0.8, 0.22)}
<path d="M0 ${base - h * 0.12} Q ${w * 0.25} ${base - h * 0.28} ${w * 0.55} ${base - h * 0.1} T ${w} ${base - h * 0.16} V ${h} H 0 Z" fill="${p.far}"/>
<path d="M0 ${base - h * 0.04} Q ${w * 0.4} ${base - h * 0.16} ${w} ${base - h * 0.05} V ${h} H 0 Z" fill="${p.mid}" opacity="0.8"/>
<rect x="${hx}" y="${base - hh}" width="${hw * 0.62}" height="${hh}" fill="#f8fafc"/>
<rect x="${hx + hw * 0.62}" y="${base - hh * 0.68}" width="${hw * 0.38}" height="${hh * 0.68}" fill="#e2e8f0"/>
<rect x="${hx - 14}" y="${base - hh - 14}" width="${hw * 0.62 + 28}" height="16" fill="${p.near}"/>
<rect x="${hx + hw * 0.6}" y="${base - hh * 0.68 - 12}" width="${hw * 0.4 + 16}" height="14" fill="${p.near}"/>
<rect x="${hx + hw * 0.06}" y="${base - hh * 0.8}" width="${hw * 0.24}" height="${hh * 0.34}" fill="${p.window}" stroke="${p.near}" stroke-width="4"/>
<rect x="${hx + hw * 0.34}" y="${base - hh * 0.8}" width="${hw * 0.22}" height="${hh * 0.34}" fill="${p.window}" stroke="${p.near}" stroke-width="4"/>
<rect x="${hx + hw * 0.08}" y="${base - hh * 0.36}" width="${hw * 0.46}" height="${hh * 0.36}" fill="${p.near}" opacity="0.85"/>
<rect x="${hx + hw * 0.68}" y="${base - hh * 0.5}" width="${hw * 0.12}" height="${hh * 0.5}" fill="${p.accent}"/>
<rect x="${hx + hw * 0.83}" y="${base - hh * 0.52}" width="${hw * 0.13}" height="${hh * 0.22}" fill="${p.window}" stroke="${p.near}" stroke-width="3"/>
${tree(w * 0.18, base, 1.6 + r() * 0.4, "#3f7d5a")}${tree(w * 0.86, base, 1.4 + r() * 0.4, "#2f6b4a")}${tree(w * 0.1, base, 1.1, "#4d8f68")}
<rect y="${base}" width="${w}" height="${h - base}" fill="#4d7c5a"/>
<path d="M${hx + hw * 0.25} ${base} L${hx + hw * 0.1} ${h} L${hx + hw * 0.5} ${h} L${hx + hw * 0.35} ${base} Z" fill="#d6c7a8"/>`;
}

function interiorScene(ctx: Ctx): string {
  const { w, h, p } = ctx;
  const floorY = h * 0.72;
  return `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e7e1d6"/><stop offset="1" stop-color="#f5f1ea"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b08968"/><stop offset="1" stop-color="#7f5539"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>
<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#floor)"/>
${Array.from({ length: 12 }, (_, i) => `<line x1="${(i * w) / 11}" y1="${floorY}" x2="${(i * w) / 11 + (i - 5.5) * 60}" y2="${h}" stroke="#6b4730" stroke-width="2" opacity="0.5"/>`).join("")}
<rect x="${w * 0.52}" y="${h * 0.14}" width="${w * 0.3}" height="${h * 0.42}" fill="${p.sky[1]}"/>
<rect x="${w * 0.52}" y="${h * 0.14}" width="${w * 0.3}" height="${h * 0.42}" fill="${p.sky[0]}" opacity="0.45"/>
<path d="M${w * 0.52} ${h * 0.45} L${w * 0.6} ${h * 0.36} L${w * 0.66} ${h * 0.42} L${w * 0.74} ${h * 0.3} L${w * 0.82} ${h * 0.4} V${h * 0.56} H${w * 0.52} Z" fill="${p.mid}"/>
<rect x="${w * 0.52}" y="${h * 0.14}" width="${w * 0.3}" height="${h * 0.42}" fill="none" stroke="#334155" stroke-width="10"/>
<line x1="${w * 0.67}" y1="${h * 0.14}" x2="${w * 0.67}" y2="${h * 0.56}" stroke="#334155" stroke-width="6"/>
<path d="M${w * 0.52} ${floorY} L${w * 0.44} ${h} L${w * 0.98} ${h} L${w * 0.82} ${floorY} Z" fill="#fff7e0" opacity="0.25"/>
<rect x="${w * 0.08}" y="${h * 0.5}" width="${w * 0.26}" height="${h * 0.2}" rx="10" fill="${p.near}"/>
<rect x="${w * 0.06}" y="${h * 0.44}" width="${w * 0.3}" height="${h * 0.1}" rx="12" fill="${p.mid}"/>
<rect x="${w * 0.1}" y="${h * 0.7}" width="10" height="${h * 0.03}" fill="#1f2937"/><rect x="${w * 0.31}" y="${h * 0.7}" width="10" height="${h * 0.03}" fill="#1f2937"/>
<path d="M${w * 0.86} ${floorY + 6} L${w * 0.9} ${h * 0.2} M${w * 0.95} ${floorY + 6} L${w * 0.91} ${h * 0.2}" stroke="${p.accent}" stroke-width="8"/>
${Array.from({ length: 7 }, (_, i) => `<line x1="${w * 0.86 + i * 0.004 * w}" y1="${floorY - i * h * 0.075}" x2="${w * 0.95 - i * 0.004 * w}" y2="${floorY - i * h * 0.075}" stroke="${p.accent}" stroke-width="6"/>`).join("")}
<rect x="${w * 0.4}" y="${h * 0.62}" width="${w * 0.08}" height="${h * 0.1}" fill="#94a3b8"/><rect x="${w * 0.395}" y="${h * 0.6}" width="${w * 0.09}" height="${h * 0.03}" fill="#64748b"/>
<rect x="${w * 0.12}" y="${h * 0.16}" width="${w * 0.16}" height="${h * 0.2}" fill="#f8fafc" stroke="#475569" stroke-width="6"/>
<path d="M${w * 0.14} ${h * 0.32} L${w * 0.18} ${h * 0.24} L${w * 0.21} ${h * 0.29} L${w * 0.24} ${h * 0.22} L${w * 0.26} ${h * 0.32} Z" fill="${p.accent}" opacity="0.8"/>`;
}

function siteScene(ctx: Ctx): string {
  const { w, h, p, r } = ctx;
  const base = h * 0.84;
  const fx = w * 0.42;
  const fw = w * 0.42;
  const floors = 7;
  const fh = (h * 0.5) / floors;
  let frame = "";
  for (let i = 0; i <= floors; i++) frame += `<rect x="${fx}" y="${base - i * fh - 8}" width="${fw}" height="8" fill="#cbd5e1"/>`;
  for (let c = 0; c <= 5; c++)
    frame += `<rect x="${fx + (c * fw) / 5 - 5}" y="${base - floors * fh}" width="10" height="${floors * fh}" fill="#94a3b8"/>`;
  for (let i = 0; i < 4; i++)
    frame +=
      `<rect x="${fx}" y="${base - (i + 1) * fh}" width="${fw}" height="${fh - 8}" fill="${p.near}" opacity="0.55"/>` +
      windows(ctx, fx + 8, base - (i + 1) * fh + 4, fw - 16, fh - 12, 0.6);
  let crew = "";
  for (let i = 0; i < 5; i++)
    crew += worker(
      w * (0.5 + i * 0.085 + r() * 0.02),
      base + h * 0.1,
      (h / 1000) * (2.2 + r() * 0.4),
      i % 2 ? "#1d4ed8" : "#ea580c",
      i % 3 ? "#facc15" : "#f8fafc",
    );
  return `${sky(ctx, 0.25, 0.25)}
${towers(ctx, p.far, base, h * 0.12, h * 0.3, false, 1.2)}
${crane(ctx, w * 0.34, base, h * 0.68, p.near)}
${frame}
<rect y="${base}" width="${w}" height="${h - base}" fill="${p.ground}"/>
<path d="M0 ${base} H${w}" stroke="${p.accent}" stroke-width="5"/>
${Array.from({ length: 14 }, (_, i) => `<rect x="${i * 70}" y="${base + 8}" width="35" height="10" fill="${i % 2 ? "#f59e0b" : "#111827"}"/>`).join("")}
${crew}`;
}

function industrialScene(ctx: Ctx): string {
  const { w, h, p } = ctx;
  const base = h * 0.82;
  let saw = `M${w * 0.1} ${base} V${base - h * 0.22}`;
  for (let i = 0; i < 6; i++) saw += ` L${w * (0.1 + i * 0.08 + 0.06)} ${base - h * 0.32} V${base - h * 0.22}`;
  saw += ` H${w * 0.6} V${base} Z`;
  return `${sky(ctx, 0.82, 0.26)}
${towers(ctx, p.far, base, h * 0.08, h * 0.2, false, 1.4)}
<rect x="${w * 0.16}" y="${base - h * 0.55}" width="${w * 0.035}" height="${h * 0.4}" fill="${p.mid}"/>
<rect x="${w * 0.24}" y="${base - h * 0.48}" width="${w * 0.03}" height="${h * 0.3}" fill="${p.mid}"/>
<rect x="${w * 0.16}" y="${base - h * 0.5}" width="${w * 0.035}" height="12" fill="${p.accent}"/>
<path d="${saw}" fill="${p.near}"/>
${windows(ctx, w * 0.12, base - h * 0.18, w * 0.46, h * 0.16, 0.5)}
<rect x="${w * 0.64}" y="${base - h * 0.26}" width="${w * 0.12}" height="${h * 0.26}" rx="${w * 0.06}" fill="#cbd5e1"/>
<rect x="${w * 0.79}" y="${base - h * 0.2}" width="${w * 0.1}" height="${h * 0.2}" rx="${w * 0.05}" fill="#e2e8f0"/>
<path d="M${w * 0.6} ${base - h * 0.12} H${w * 0.95}" stroke="${p.mid}" stroke-width="8"/>
<path d="M${w * 0.7} ${base - h * 0.26} V${base - h * 0.34} H${w * 0.84} V${base - h * 0.2}" stroke="${p.accent}" stroke-width="6" fill="none"/>
<rect y="${base}" width="${w}" height="${h - base}" fill="${p.ground}"/>`;
}

function bridgeScene(ctx: Ctx): string {
  const { w, h, p } = ctx;
  const deck = h * 0.58;
  const water = h * 0.7;
  let cables = "";
  for (const tx of [w * 0.3, w * 0.7]) {
    for (let i = 1; i <= 6; i++)
      cables += `<line x1="${tx}" y1="${deck - h * 0.3}" x2="${tx - i * w * 0.03}" y2="${deck}" stroke="#e2e8f0" stroke-width="2"/><line x1="${tx}" y1="${deck - h * 0.3}" x2="${tx + i * w * 0.03}" y2="${deck}" stroke="#e2e8f0" stroke-width="2"/>`;
  }
  return `${sky(ctx, 0.5, 0.28)}
${towers(ctx, p.far, water, h * 0.08, h * 0.22, false, 1.3)}
<rect y="${water}" width="${w}" height="${h - water}" fill="${p.mid}"/>
${Array.from({ length: 10 }, (_, i) => `<rect x="${(i * w) / 10 + 20}" y="${water + 20 + (i % 3) * 30}" width="${w * 0.05}" height="3" fill="${p.sun}" opacity="0.5"/>`).join("")}
${cables}
<rect x="${w * 0.3 - 12}" y="${deck - h * 0.32}" width="24" height="${h * 0.32 + water - deck}" fill="${p.near}"/>
<rect x="${w * 0.7 - 12}" y="${deck - h * 0.32}" width="24" height="${h * 0.32 + water - deck}" fill="${p.near}"/>
<rect y="${deck}" width="${w}" height="${h * 0.035}" fill="${p.near}"/>
<rect y="${deck + h * 0.035}" width="${w}" height="6" fill="${p.accent}"/>`;
}

function desertScene(ctx: Ctx): string {
  const { w, h, p } = ctx;
  const base = h * 0.74;
  const tx = w * 0.58;
  const tw = w * 0.09;
  const th = h * 0.6;
  return `${sky(ctx, 0.2, 0.3)}
${towers(ctx, p.far, base, h * 0.1, h * 0.3, false, 1.3)}
<path d="M${tx} ${base} L${tx + tw * 0.15} ${base - th} Q${tx + tw * 0.5} ${base - th - 30} ${tx + tw * 0.85} ${base - th} L${tx + tw} ${base} Z" fill="${p.near}"/>
<path d="M${tx + tw * 0.25} ${base - th * 0.92} Q${tx + tw * 0.5} ${base - th * 0.62} ${tx + tw * 0.75} ${base - th * 0.92} Z" fill="${p.sky[0]}"/>
${towers(ctx, p.mid, base, h * 0.06, h * 0.22, true, 1.1)}
<path d="M0 ${base} Q ${w * 0.3} ${base - h * 0.08} ${w * 0.6} ${base} T ${w} ${base - h * 0.02} V ${h} H 0 Z" fill="${p.ground}"/>
<path d="M0 ${h * 0.88} Q ${w * 0.5} ${h * 0.8} ${w} ${h * 0.9} V ${h} H 0 Z" fill="${p.near}" opacity="0.6"/>
${[0.12, 0.18, 0.88].map((x) => `<g transform="translate(${w * x} ${base + 6}) scale(${(h / 1000) * 2.2})"><rect x="-3" y="-60" width="6" height="60" fill="#5b3b22"/>${[-60, -30, 0, 30, 60].map((a) => `<path d="M0 -60 Q ${Math.sin((a * Math.PI) / 180) * 40} ${-80 + Math.abs(a) / 3} ${Math.sin((a * Math.PI) / 180) * 60} ${-55 + Math.abs(a) / 2}" stroke="#2f6b4a" stroke-width="6" fill="none"/>`).join("")}</g>`).join("")}`;
}

function trainingScene(ctx: Ctx): string {
  const { w, h, p } = ctx;
  const floorY = h * 0.78;
  let crew = "";
  for (let i = 0; i < 5; i++)
    crew += worker(
      w * (0.32 + i * 0.14),
      floorY + h * 0.12,
      (h / 1000) * (3.4 + (i % 2) * 0.3),
      i % 2 ? "#1d4ed8" : "#ea580c",
      "#facc15",
    );
  return `<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="#e2e8f0"/>
<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="#94a3b8"/>
<rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.5}" height="${h * 0.36}" rx="8" fill="${p.near}"/>
<path d="M${w * 0.12} ${h * 0.38} L${w * 0.2} ${h * 0.22} L${w * 0.28} ${h * 0.38} Z M${w * 0.16} ${h * 0.3} H${w * 0.24}" stroke="#f8fafc" stroke-width="5" fill="none"/>
<rect x="${w * 0.33}" y="${h * 0.18}" width="${w * 0.2}" height="10" rx="5" fill="${p.accent}"/>
<rect x="${w * 0.33}" y="${h * 0.24}" width="${w * 0.16}" height="8" rx="4" fill="#cbd5e1"/>
<rect x="${w * 0.33}" y="${h * 0.29}" width="${w * 0.18}" height="8" rx="4" fill="#cbd5e1"/>
<rect x="${w * 0.33}" y="${h * 0.34}" width="${w * 0.12}" height="8" rx="4" fill="#cbd5e1"/>
<rect x="${w * 0.66}" y="${h * 0.12}" width="${w * 0.26}" height="${h * 0.3}" fill="${p.sky[1]}" stroke="#475569" stroke-width="8"/>
<rect x="${w * 0.62}" y="${h * 0.5}" width="${w * 0.32}" height="${h * 0.06}" fill="#64748b"/>
<rect x="${w * 0.65}" y="${h * 0.44}" width="${w * 0.06}" height="${h * 0.06}" fill="${p.accent}"/>
<rect x="${w * 0.74}" y="${h * 0.42}" width="${w * 0.1}" height="${h * 0.08}" fill="#475569"/>
${crew}`;
}

function logoScene({ w, h }: Ctx): string {
  const s = h / 160;
  return `<rect width="${w}" height="${h}" fill="none"/>
<g transform="scale(${s})">
  <path d="M20 130 L70 40 L95 85 L110 62 L150 130 Z" fill="#0f2a44"/>
  <path d="M70 40 L95 85 L82 85 Z" fill="#f59e0b"/>
  <rect x="20" y="132" width="130" height="8" fill="#f59e0b"/>
  <text x="170" y="95" font-family="${FONT}" font-size="62" font-weight="700" fill="#0f2a44" letter-spacing="2">CRESTLINE</text>
  <text x="172" y="132" font-family="${FONT}" font-size="24" font-weight="600" fill="#b45309" letter-spacing="5">BUILDERS &amp; MANPOWER</text>
</g>`;
}

const SCENES: Record<Exclude<Scene, "logo">, (ctx: Ctx) => string> = {
  skyline: skylineScene,
  house: houseScene,
  interior: interiorScene,
  site: siteScene,
  industrial: industrialScene,
  bridge: bridgeScene,
  desert: desertScene,
  training: trainingScene,
};

export function illustrationSvg(spec: IllustrationSpec): string {
  const ctx: Ctx = { w: spec.width, h: spec.height, r: rng(spec.seed), p: PALETTES[spec.palette] };
  const body =
    spec.scene === "logo"
      ? logoScene(ctx)
      : `${SCENES[spec.scene](ctx)}<rect width="${ctx.w}" height="${ctx.h}" fill="url(#shade)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">${body}</svg>`;
}
