/** subset-font (harfbuzz's hb-subset in WebAssembly), as scripts/subset-fonts.ts uses it. */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      preserveNameIds?: number[];
      keepFeatures?: string[];
      noLayoutClosure?: boolean;
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}
