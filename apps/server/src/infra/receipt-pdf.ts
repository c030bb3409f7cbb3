import type { Readable } from 'node:stream';
import { messages } from '@examensportal/domain/messages';
import type { Quittung, QuittungsAbschnitt } from '@examensportal/domain/rules/receipt';
import { type LoadedFonts, margin, taggedPdf } from './pdf-document';

const labelWidth = 170;
const gap = 12;

/**
 * The receipt as a tagged A4 PDF in German (PDF 1.7, /Lang de-DE, title shown instead of the file
 * name, fonts embedded). Every text is inside a structure element, so screen readers read it in order;
 * user text (names, file names) is only ever drawn as text, never interpreted.
 */
export function renderReceiptPdf(
  // Also the copy of an application (rules/antragskopie.ts): the same title, sections and footer.
  quittung: Pick<
    Quittung,
    'titel' | 'ereignis' | 'dokumenttitel' | 'einleitung' | 'abschnitte' | 'fusszeile'
  >,
  fonts?: LoadedFonts,
): Readable {
  const { doc, width, block, fertig } = taggedPdf(
    { Title: quittung.dokumenttitel, Author: messages.web.pruefungsstelle, Subject: quittung.ereignis },
    fonts,
  );
  const valueX = margin + labelWidth + gap;
  const valueWidth = width - labelWidth - gap;

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
  return fertig();
}
