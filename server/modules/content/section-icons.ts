/**
 * Icon names and path data for content cards. Kept free of zod so that the public pages, which draw the icons,
 * do not download the content schemas.
 */
/** Icon names a card may show; the UI maps each to an SVG. */
export const SECTION_ICONS = [
  "building",
  "home",
  "hammer",
  "hardhat",
  "users",
  "globe",
  "shield",
  "badge",
  "wallet",
  "plane",
  "clock",
  "star",
  "book",
  "wrench",
  "bolt",
  "phone",
  "mail",
  "map",
  "handshake",
  "chart",
] as const;
export type SectionIcon = (typeof SECTION_ICONS)[number];

/** Stroke icons (24×24, currentColor) for content cards; path data only, so the bundle stays small. */
export const SECTION_ICON_PATHS: Record<SectionIcon, string> = {
  building: "M3 21h18M5 21V7l7-4 7 4v14M9 9h1m4 0h1M9 13h1m4 0h1M9 17h1m4 0h1",
  home: "M3 11l9-8 9 8M5 10v10h14V10M10 20v-6h4v6",
  hammer: "M14 6l4 4M3 21l9-9M13 5l3-3 6 6-3 3-2-2-3 3-4-4 3-3z",
  hardhat: "M2 18h20M4 18v-2a8 8 0 0 1 16 0v2M10 8V5h4v3M9 9v4m6-4v4",
  users: "M16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0M12 20a6 6 0 0 1 10 0",
  globe: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4",
  badge: "M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14L7 22l5-3 5 3-1.5-8",
  wallet: "M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7zM3 7l2-3h12l2 3M16 13h2",
  plane: "M10 21l2-2v-6l9-3v-2l-9 1V4a1.5 1.5 0 0 0-3 0v5L3 8v2l6 3v6l2 2",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3",
  star: "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z",
  book: "M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2V5zM4 21a2 2 0 0 1 2-2h14",
  wrench: "M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-2-2 8-8-1.3-1.3a4 4 0 0 1-5-5L11 2 8 5l3 3-6 6 2 2",
  bolt: "M13 2L4 14h7l-1 8 9-12h-7l1-8z",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
  mail: "M3 6h18v12H3V6zm0 0l9 7 9-7",
  map: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  handshake: "M2 12l4-4 4 2 3-2 4 1 5 4M7 14l3 3a1.5 1.5 0 0 0 2-2M10 17l1 1a1.5 1.5 0 0 0 2-2M13 16l1 1a1.5 1.5 0 0 0 2-2l-3-3",
  chart: "M4 20V4M4 20h16M8 16v-4m4 4V8m4 8v-6",
};
