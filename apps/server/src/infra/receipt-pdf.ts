import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { messages } from '@examensportal/domain/messages';
import type { Quittung, QuittungsAbschnitt } from '@examensportal/domain/rules/receipt';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

interface ReceiptFonts {
  regular: string;
  bold: string;
}

const dejaVu: ReceiptFonts = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};

/** Noto Sans (SIL OFL) as shipped by @kern-ux/native, which every install of this repository has. */
function notoFromNodeModules(): ReceiptFonts | undefined {
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

let resolved: ReceiptFonts | undefined;

/**
 * An open font to embed (the PDF standard fonts are not embedded and lack glyphs): Debian's DejaVu Sans
 * when installed, else Noto Sans from node_modules, so a fresh machine renders receipts too.
 */
function receiptFonts(): ReceiptFonts {
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- font files at fixed system or node_modules paths
  resolved ??= existsSync(dejaVu.regular) && existsSync(dejaVu.bold) ? dejaVu : notoFromNodeModules();
  if (!resolved) throw new Error('no font for receipts: install fonts-dejavu-core or run npm ci');
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
 * The receipt fonts read and parsed once per process. Handing pdfkit a path makes it read and parse
 * the TTF for every document and throws away fontkit's glyph and shaping caches with it; a shared
 * fontkit font keeps them (pdfkit still subsets per document, and rendering is synchronous, so
 * documents never share a font in flight).
 */
export function loadedReceiptFonts(): LoadedFonts {
  if (loaded) return loaded;
  const files = receiptFonts();
  loaded = { regular: parse(files.regular), bold: parse(files.bold) };
  return loaded;
}

const margin = 64;
const labelWidth = 170;
const gap = 12;

/**
 * The receipt as a tagged A4 PDF in German (PDF 1.7, /Lang de-DE, title shown instead of the file
 * name, fonts embedded). Every text is inside a structure element, so screen readers read it in order;
 * user text (names, file names) is only ever drawn as text, never interpreted.
 */
export function renderReceiptPdf(quittung: Quittung, fonts: LoadedFonts = loadedReceiptFonts()): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'de-DE',
    displayTitle: true,
    // Typed as a path, but any font source works (initFonts passes it to font()).
    font: fonts.regular as string,
    info: {
      Title: quittung.dokumenttitel,
      Author: messages.web.pruefungsstelle,
      Subject: quittung.ereignis,
      Creator: messages.web.portalName,
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const width = doc.page.width - 2 * margin;
  const valueX = margin + labelWidth + gap;
  const valueWidth = width - labelWidth - gap;

  const root = doc.struct('Document');
  doc.addStructure(root);
  const block = (tag: string, draw: () => void) => root.add(doc.struct(tag, {}, draw));

  block('P', () => doc.font('regular').fontSize(10).fillColor('#333333').text(messages.web.pruefungsstelle));
  doc.moveDown(1.5);
  block('H1', () => doc.font('bold').fontSize(20).fillColor('black').text(quittung.titel));
  block('H2', () => doc.font('bold').fontSize(14).text(quittung.ereignis));
  doc.moveDown(0.5);
  block('P', () => doc.font('regular').fontSize(11).text(quittung.einleitung, { width }));

  const section = (abschnitt: QuittungsAbschnitt) => {
    doc.moveDown(1.2);
    block('H3', () => doc.font('bold').fontSize(12).text(abschnitt.ueberschrift, margin, doc.y, { width }));
    doc.moveDown(0.3);
    for (const zeile of abschnitt.zeilen) {
      // Label and value side by side; one paragraph each, read label first.
      if (doc.y > doc.page.height - margin - 40) doc.addPage();
      const top = doc.y;
      // A row without values is a sentence (the consequences): across the whole width.
      if (zeile.werte.length === 0) {
        block('P', () => {
          doc.font('regular').fontSize(10).text(zeile.bezeichnung, margin, top, { width });
          doc.x = margin;
          doc.y += 4;
        });
        continue;
      }
      block('P', () => {
        doc.font('bold').fontSize(10).text(zeile.bezeichnung, margin, top, { width: labelWidth });
        const labelBottom = doc.y;
        doc.font('regular').fontSize(10);
        let y = top;
        for (const wert of zeile.werte) {
          doc.text(wert, valueX, y, { width: valueWidth });
          y = doc.y;
        }
        doc.x = margin;
        doc.y = Math.max(labelBottom, y) + 4;
      });
    }
    if (abschnitt.hinweis) {
      const hinweis = abschnitt.hinweis;
      block('P', () =>
        doc
          .font('regular')
          .fontSize(9)
          .text(hinweis, margin, doc.y + 2, { width }),
      );
    }
  };
  for (const abschnitt of quittung.abschnitte) section(abschnitt);

  doc.moveDown(2);
  block('P', () =>
    doc.font('regular').fontSize(9).fillColor('#333333').text(quittung.fusszeile, margin, doc.y, { width }),
  );
  root.end();
  doc.end();
  return doc;
}
