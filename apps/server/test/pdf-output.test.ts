// pdf-document.ts keeps pdfkit's output and each page's drawing operators as text and encodes them
// once (issue 29): the file is byte for byte what pdfkit writes piece by piece, over several pages.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { taggedPdf } from '../src/infra/pdf-document';

/** pdfkit's own behaviour again: the instance's replacements removed, pages added later included. */
function piecePiece(doc: PDFKit.PDFDocument): void {
  const own = doc as unknown as Record<string, unknown> & { page: { content: Record<string, unknown> } };
  delete own._write;
  delete own.push;
  delete own.page.content.write;
  delete own.page.content.finalize;
  doc.removeAllListeners('pageAdded');
}

function render(plain: boolean): Promise<Buffer> {
  const { doc, width, block, fertig } = taggedPdf({ Title: 'Titel', Author: 'Stelle', Subject: 'Betreff' });
  if (plain) piecePiece(doc);
  for (let i = 0; i < 120; i++)
    block(i % 10 === 0 ? 'H2' : 'P', () =>
      doc
        .font(i % 10 === 0 ? 'bold' : 'regular')
        .fontSize(11)
        .text(`Absatz ${i}: Prüfungsstelle – „Zulassung“ für Erika Müller, Straße ÄÖÜ ß €`, { width }),
    );
  const done = fertig();
  return (async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of done) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  })();
}

describe('PDF output in one piece', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T05:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('writes the same bytes as pdfkit does piece by piece, on several pages', async () => {
    const ours = await render(false);
    const pdfkit = await render(true);
    expect((ours.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThan(2);
    expect(ours.equals(pdfkit)).toBe(true);
  });
});
