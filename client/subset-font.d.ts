/** The types of `subset-font` (it ships none): harfbuzz's hb-subset, compiled to WebAssembly. */
declare module 'subset-font' {
  /** A copy of `font` (TTF, WOFF or WOFF2) with only the glyphs and layout rules that `text` needs. */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
