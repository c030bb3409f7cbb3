// The pdfkit set-up every PDF of the portal shares: embedded open fonts, a tagged A4 PDF 1.7 in German
// with its title shown, and the structure root every block of text is drawn into.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { messages } from '@examensportal/domain/messages';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

interface FontFiles {
  regular: string;
  bold: string;
}

const dejaVu: FontFiles = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};

/** Noto Sans (SIL OFL) as shipped by @kern-ux/native, which every install of this repository has. */
function notoFromNodeModules(): FontFiles | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const fonts = path.join(dir, 'node_modules/@kern-ux/native/dist/fonts/noto-sans');
    const found = {
      regular: path.join(fonts, 'NotoSans-Regular.woff'),
      bold: path.join(fonts, 'NotoSans-Bold.woff'),
    };
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- font files at fixed system or node_modules paths
    if (existsSync(found.regular) && existsSync(found.bold)) return found;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

let resolved: FontFiles | undefined;

/**
 * An open font to embed (the PDF standard fonts are not embedded and lack glyphs): Debian's DejaVu Sans
 * when installed, else Noto Sans from node_modules, so a fresh machine renders PDFs too.
 */
function fontFiles(): FontFiles {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- font files at fixed system or node_modules paths
  resolved ??= existsSync(dejaVu.regular) && existsSync(dejaVu.bold) ? dejaVu : notoFromNodeModules();
  if (!resolved) throw new Error('no font for PDFs: install fonts-dejavu-core or run npm ci');
  return resolved;
}

/** Parsed fonts as pdfkit takes them (a fontkit font is a valid source, see PDFFontFactory.open). */
export interface LoadedFonts {
  regular: PDFKit.Mixins.PDFFontSource;
  bold: PDFKit.Mixins.PDFFontSource;
}

let loaded: LoadedFonts | undefined;

// eslint-disable-next-line security/detect-non-literal-fs-filename -- font files at fixed system or node_modules paths
const parse = (file: string) => fontkit.create(readFileSync(file)) as unknown as PDFKit.Mixins.PDFFontSource;

/**
 * The PDF fonts read and parsed once per process. Handing pdfkit a path makes it read and parse
 * the TTF for every document and throws away fontkit's glyph and shaping caches with it; a shared
 * fontkit font keeps them (pdfkit still subsets per document, and rendering is synchronous, so
 * documents never share a font in flight).
 */
export function loadedPdfFonts(): LoadedFonts {
  if (loaded) return loaded;
  const files = fontFiles();
  loaded = { regular: parse(files.regular), bold: parse(files.bold) };
  return loaded;
}

/** What pdfkit's EmbeddedFont and fontkit's TTFSubset expose that the caches below use. */
interface PdfKitFont {
  font: FontkitFont;
  embed: () => void;
  scale: number;
  subset: TtfSubset;
  layoutCached?: (text: string) => unknown;
  layoutRun: (text: string) => unknown;
}
interface FontkitFont {
  getGlyph(gid: number): {
    _decode(): GlyfEntry | null;
    advanceWidth: number;
    _getMetrics(): { leftBearing: number };
  };
  loca: { offsets: number[]; version: number };
  _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array };
  _variationProcessor?: unknown;
}
interface GlyfEntry {
  numberOfContours: number;
  components?: { glyphID: number; pos: number }[];
}
interface TtfSubset {
  _addGlyph: (gid: number) => number;
  encode: () => Uint8Array;
  includeGlyph(gid: number): number;
  glyphs: number[];
  glyf: Uint8Array[];
  loca: { offsets: number[]; version: number };
  hmtx: { metrics: { advance: number; bearing: number }[]; bearings: number[] };
  offset: number;
}
/** One glyph of the font file as the subsetter copies it (read and parsed once per process). */
interface GlyphBytes {
  buffer: Uint8Array;
  components?: { glyphID: number; pos: number }[];
  advance: number;
  bearing: number;
}
interface FontCaches {
  layouts: Map<string, unknown>;
  glyphs: Map<number, GlyphBytes>;
  tables: SubsetTables;
}
/** The tables of a subset in fontkit's order; the fixed ones as fontkit encodes them. */
type SubsetTables = { tag: string; bytes?: Uint8Array }[];

/**
 * fontkit writes a subset as the directory ('true', checksums 0) and then the tables head, hhea, loca,
 * maxp, cvt, prep, glyf, hmtx, fpgm one after the other. All but loca, glyf and hmtx are the same for
 * every subset of a font apart from three glyph counts, so they are taken once from fontkit's own
 * encoding of a one-glyph subset.
 */
function subsetTables(font: FontkitFont & { createSubset(): TtfSubset }): SubsetTables {
  const template = font.createSubset();
  template.includeGlyph(0);
  const bytes = template.encode();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: view.getUint16(4) }, (_, i) => {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
    const offset = view.getUint32(at + 8);
    const table = bytes.slice(offset, offset + view.getUint32(at + 12));
    return { tag, bytes: ['loca', 'glyf', 'hmtx'].includes(tag) ? undefined : table };
  });
}

/** fontkit's TTFSubset.encode, with the fixed tables copied instead of encoded field by field. */
function encodeSubset(subset: TtfSubset, font: FontkitFont, tables: SubsetTables): Uint8Array {
  subset.glyf = [];
  subset.offset = 0;
  subset.loca = { offsets: [], version: font.loca.version };
  subset.hmtx = { metrics: [], bearings: [] };
  // Components of composite glyphs are appended while the list is walked.
  for (let i = 0; i < subset.glyphs.length; i++) subset._addGlyph(subset.glyphs[i] ?? 0);
  subset.loca.offsets.push(subset.offset);
  const count = subset.glyf.length;
  const short = subset.loca.version === 0;
  const parts = tables.map(({ tag, bytes }): Uint8Array => {
    if (tag === 'glyf') return Buffer.concat(subset.glyf);
    if (tag === 'loca') {
      const loca = Buffer.alloc(subset.loca.offsets.length * (short ? 2 : 4));
      subset.loca.offsets.forEach((offset, i) =>
        short ? loca.writeUInt16BE(offset >>> 1, 2 * i) : loca.writeUInt32BE(offset, 4 * i),
      );
      return loca;
    }
    if (tag === 'hmtx') {
      const hmtx = Buffer.alloc(4 * count);
      subset.hmtx.metrics.forEach(({ advance, bearing }, i) => {
        hmtx.writeUInt16BE(advance, 4 * i);
        hmtx.writeInt16BE(bearing, 4 * i + 2);
      });
      return hmtx;
    }
    const table = Buffer.from(bytes ?? new Uint8Array());
    if (tag === 'maxp') table.writeUInt16BE(count, 4);
    if (tag === 'hhea') table.writeUInt16BE(count, 34);
    return table;
  });
  const numTables = tables.length;
  const power = 2 ** Math.floor(Math.log2(numTables));
  const header = Buffer.alloc(12 + 16 * numTables);
  header.write('true', 0, 'latin1');
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = header.length;
  tables.forEach(({ tag }, i) => {
    const at = 12 + 16 * i;
    const length = parts[i]?.length ?? 0;
    header.write(tag, at, 'latin1');
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(length, at + 12);
    offset += length;
  });
  return Buffer.concat([header, ...parts]);
}

const fontCaches = new WeakMap<FontkitFont, FontCaches>();
/** Bounds the shared word layouts (names and file names are words too); then it starts over. */
const maxLayouts = 20_000;

/**
 * pdfkit keeps its word layouts (fontkit's shaping, a quarter of a receipt's CPU time) per document,
 * and its subsetter parses every glyph's outline again for every document only to learn whether it
 * is composite (another sixth). Both only depend on the font, so one cache per parsed font serves all
 * documents of the process. The output is byte for byte what pdfkit writes without them.
 */
function shareFontCaches(doc: PDFKit.PDFDocument): void {
  const pdfFont = (doc as unknown as { _font: PdfKitFont })._font;
  const font = pdfFont.font;
  if (font._variationProcessor) return;
  let caches = fontCaches.get(font);
  if (!caches) {
    caches = { layouts: new Map(), glyphs: new Map(), tables: subsetTables(font as never) };
    fontCaches.set(font, caches);
  }
  const { layouts, glyphs, tables } = caches;
  pdfFont.layoutCached = (text: string) => {
    let run = layouts.get(text);
    if (run === undefined) {
      // layoutRun scales by this font's units per em, the same for every document with this font.
      run = pdfFont.layoutRun(text);
      if (layouts.size >= maxLayouts) layouts.clear();
      layouts.set(text, run);
    }
    return run;
  };
  const subset = pdfFont.subset;
  // The same steps as fontkit's TTFSubset._addGlyph, with the glyph's bytes read once per process.
  subset._addGlyph = (gid: number) => {
    let entry = glyphs.get(gid);
    if (!entry) {
      const glyph = font.getGlyph(gid);
      const glyf = glyph._decode();
      const start = font.loca.offsets[gid] ?? 0;
      const stream = font._getTableStream('glyf');
      stream.pos += start;
      const buffer = Uint8Array.from(stream.readBuffer((font.loca.offsets[gid + 1] ?? start) - start));
      entry = {
        buffer,
        components: glyf && glyf.numberOfContours < 0 ? glyf.components : undefined,
        advance: glyph.advanceWidth,
        bearing: glyph._getMetrics().leftBearing,
      };
      glyphs.set(gid, entry);
    }
    let buffer = entry.buffer;
    if (entry.components) {
      buffer = new Uint8Array(buffer);
      const view = new DataView(buffer.buffer);
      for (const component of entry.components)
        view.setUint16(component.pos, subset.includeGlyph(component.glyphID));
    }
    subset.glyf.push(buffer);
    subset.loca.offsets.push(subset.offset);
    subset.hmtx.metrics.push({ advance: entry.advance, bearing: entry.bearing });
    subset.offset += buffer.length;
    return subset.glyf.length - 1;
  };
  subset.encode = () => encodeSubset(subset, font, tables);
  compressFontFileFaster(doc, pdfFont);
}

/** A stream object of pdfkit's (PDFReference) as far as the font file needs it. */
interface PdfKitStream {
  compress: boolean;
  data: Record<string, unknown>;
  end(chunk: Uint8Array): void;
}

/**
 * The embedded font subset is compressed at zlib level 1 instead of pdfkit's default 6: glyph outlines
 * hardly compress further at 6 (a receipt's two subsets 16,509 → 16,694 bytes, +1 %), while level 6
 * cost a third more CPU on them (issue 29: deflate was a fifth of a receipt's time, the two font files
 * most of it). The font file is the first object pdfkit's `embed` makes; it is still FlateDecode.
 */
function compressFontFileFaster(doc: PDFKit.PDFDocument, pdfFont: PdfKitFont): void {
  const embed = pdfFont.embed.bind(pdfFont);
  const pdf = doc as unknown as { ref(data?: object): PdfKitStream };
  pdfFont.embed = () => {
    const ref = pdf.ref.bind(pdf);
    pdf.ref = (data) => {
      delete (pdf as Partial<typeof pdf>).ref;
      const fontFile = ref(data);
      const end = fontFile.end.bind(fontFile);
      fontFile.compress = false;
      fontFile.data.Filter = 'FlateDecode';
      fontFile.end = (chunk) => end(deflateSync(chunk, { level: 1 }));
      return fontFile;
    };
    try {
      embed();
    } finally {
      delete (pdf as Partial<typeof pdf>).ref;
    }
  };
}

/** What pdfkit's PDFDocument does with every piece of the file it writes. */
interface PdfKitOutput {
  _write(data: string | Uint8Array): void;
  _offset: number;
  push(chunk: Uint8Array | null): boolean;
}

/**
 * pdfkit writes the file piece by piece – every object header, dictionary, `endobj` and xref line
 * (several hundred per receipt) – each turned into bytes by a loop over its characters and pushed into
 * the stream on its own. The whole document is written synchronously in `doc.end()`, so nobody reads
 * in between: the pieces are kept (runs of text as one string, one native latin1 encoding – the low
 * byte, as pdfkit's own conversion) and pushed as one buffer before the end of the stream. The bytes
 * and the offsets in the xref table are the same.
 */
function writeInOnePiece(doc: PDFKit.PDFDocument): void {
  const out = doc as unknown as PdfKitOutput;
  const push = out.push.bind(out);
  const pieces: Uint8Array[] = [];
  let text = '';
  out._write = (data) => {
    if (data instanceof Uint8Array) {
      if (text) pieces.push(Buffer.from(text, 'latin1'));
      text = '';
      pieces.push(data);
      out._offset += data.length;
      return;
    }
    const line = `${data}\n`;
    text += line;
    out._offset += line.length;
  };
  out.push = (chunk) => {
    if (chunk !== null) return push(chunk);
    if (text) pieces.push(Buffer.from(text, 'latin1'));
    text = '';
    push(Buffer.concat(pieces));
    return push(null);
  };
}

/** A page's content stream as pdfkit keeps it (PDFReference). */
interface PdfKitContent {
  write(chunk: string | Uint8Array): void;
  finalize(): void;
}

/**
 * The same for a page's content stream: every drawing operator is written as its own line, turned
 * into bytes one character at a time; they are joined as text and encoded once before pdfkit
 * compresses the stream.
 */
function collectContent(page: PDFKit.PDFPage): void {
  const content = (page as unknown as { content: PdfKitContent }).content;
  const write = content.write.bind(content);
  const finalize = content.finalize.bind(content);
  let text = '';
  const flush = () => {
    if (text) write(Buffer.from(text, 'latin1'));
    text = '';
  };
  content.write = (chunk) => {
    if (typeof chunk === 'string') {
      text += `${chunk}\n`;
      return;
    }
    flush();
    write(chunk);
  };
  content.finalize = () => {
    flush();
    finalize();
  };
}

/** Both PDFs keep a 64 pt margin on every side. */
export const margin = 64;

/**
 * A new tagged A4 PDF (PDF 1.7, /Lang de-DE, title shown instead of the file name, fonts embedded as
 * 'regular' and 'bold'). Every text goes through `block` into a structure element, so screen readers
 * read it in order; `fertig` closes the structure and the document.
 */
export function taggedPdf(
  info: { Title: string; Author: string; Subject: string },
  fonts: LoadedFonts = loadedPdfFonts(),
) {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'de-DE',
    displayTitle: true,
    // No default font: pdfkit would open it a second time (and compare both) on every later
    // font('regular'); the registered names below are opened once per document instead.
    font: null as unknown as string,
    info: { ...info, Creator: messages.web.portalName },
  });
  writeInOnePiece(doc);
  collectContent(doc.page);
  doc.on('pageAdded', () => collectContent(doc.page));
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  shareFontCaches(doc.font('bold'));
  shareFontCaches(doc.font('regular'));
  const width = doc.page.width - 2 * margin;
  const root = doc.struct('Document');
  doc.addStructure(root);
  const block = (tag: string, draw: () => void) => root.add(doc.struct(tag, {}, draw));
  const fertig = () => {
    root.end();
    doc.end();
    return doc;
  };
  return { doc, width, root, block, fertig };
}
