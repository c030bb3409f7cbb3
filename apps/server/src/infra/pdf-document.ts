// The pdfkit set-up every PDF of the portal shares: embedded open fonts, a tagged A4 PDF 1.7 in German
// with its title shown, and the structure root every block of text is drawn into.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
    // Typed as a path, but any font source works (initFonts passes it to font()).
    font: fonts.regular as string,
    info: { ...info, Creator: messages.web.portalName },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
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
