import type { Readable } from 'node:stream';
import { bescheide } from '@examensportal/domain/messages-pruefungsstelle-bescheide';
import type { Bescheid } from '@examensportal/domain/rules/bescheid';
import { type LoadedFonts, margin, taggedPdf } from './pdf-document';

/** DIN 5008 puts the window address about 45 mm from the top; 127 pt is that distance. */
const addressTop = 127;

/**
 * A decision letter as a tagged A4 PDF in German, in the chamber's letter layout: sender line, address
 * block, date and reference, subject, salutation, body, reasons, legal remedy, closing. Fonts and
 * tagging as the receipts (pdf-document.ts); text from the candidate's data is only ever drawn as text.
 */
export function renderBescheidPdf(bescheid: Bescheid, fonts?: LoadedFonts): Readable {
  const { doc, width, root, block, fertig } = taggedPdf(
    { Title: bescheid.betreff, Author: bescheide.autor, Subject: bescheid.betreff },
    fonts,
  );
  const absatz = (text: string, size = 11) =>
    block('P', () => {
      doc.font('regular').fontSize(size).fillColor('black').text(text, margin, doc.y, { width });
      doc.moveDown(0.6);
    });

  block('P', () => doc.font('bold').fontSize(12).fillColor('black').text(bescheid.absender, { width }));
  doc.y = addressTop - 14;
  block('P', () => doc.font('regular').fontSize(7).fillColor('#333333').text(bescheid.absenderZeile));
  doc.y = addressTop;
  block('P', () => doc.font('regular').fontSize(11).fillColor('black').text(bescheid.anschrift.join('\n')));

  // Date and reference on the right, level with the address block. The column is as wide as its
  // longest line: a fixed 180 pt broke wide references after 'WP-' (hex digits differ in width), and a
  // reference split over two lines is one nobody can quote.
  const datumZeile = `${bescheide.datum}: ${bescheid.datumZeile}`;
  const aktenzeichenZeile = `${bescheide.aktenzeichen}: ${bescheid.aktenzeichen}`;
  doc.font('regular').fontSize(10);
  const infoBreite = Math.ceil(
    Math.max(180, doc.widthOfString(datumZeile), doc.widthOfString(aktenzeichenZeile)) + 2,
  );
  const infoX = margin + width - infoBreite;
  block('P', () => doc.text(`${datumZeile}\n${aktenzeichenZeile}`, infoX, addressTop, { width: infoBreite }));
  doc.x = margin;
  doc.y = Math.max(doc.y, addressTop + 100);

  block('H1', () => doc.font('bold').fontSize(13).text(bescheid.betreff, margin, doc.y, { width }));
  doc.moveDown(1);
  absatz(bescheid.anrede);
  for (const text of bescheid.absaetze) absatz(text);
  if (bescheid.liste.length > 0) {
    const list = doc.struct('L');
    root.add(list);
    for (const eintrag of bescheid.liste) {
      list.add(
        doc.struct('LI', {}, () =>
          doc
            .font('regular')
            .fontSize(11)
            .text(`–  ${eintrag}`, margin + 12, doc.y),
        ),
      );
    }
    list.end();
    doc.x = margin;
    doc.moveDown(0.6);
  }
  for (const text of bescheid.nachsatz) absatz(text);
  if (bescheid.begruendung) {
    doc.moveDown(0.4);
    block('H2', () => doc.font('bold').fontSize(12).text(bescheide.begruendung, margin, doc.y, { width }));
    doc.moveDown(0.3);
    absatz(bescheid.begruendung);
  }
  if (bescheid.rechtsbehelf) {
    doc.moveDown(0.4);
    block('H2', () =>
      doc.font('bold').fontSize(12).text(bescheide.rechtsbehelfsbelehrung, margin, doc.y, { width }),
    );
    doc.moveDown(0.3);
    absatz(bescheid.rechtsbehelf, 10);
  }
  doc.moveDown(0.8);
  absatz(`${bescheid.gruss}\n${bescheid.unterschrift}`);
  if (bescheid.bearbeitung) absatz(bescheid.bearbeitung, 9);
  doc.moveDown(1);
  block('P', () =>
    doc.font('regular').fontSize(8).fillColor('#333333').text(bescheid.fusszeile, margin, doc.y, { width }),
  );
  return fertig();
}
