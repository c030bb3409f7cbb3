// The per-process font caches of pdf-document.ts (issue 29): a subset written by the cached path is
// byte for byte what fontkit writes itself, composites (umlauts) and glyphs outside Latin-1 included.
import { describe, expect, it } from 'vitest';
import { taggedPdf } from '../src/infra/pdf-document';

interface Subset {
  encode(): Uint8Array;
  _addGlyph?: unknown;
  glyphs: number[];
}

const fontkitEncode = (subset: Subset): Uint8Array => {
  const cached = subset._addGlyph;
  delete subset._addGlyph;
  try {
    return (Object.getPrototypeOf(subset) as Subset).encode.call(subset);
  } finally {
    subset._addGlyph = cached;
  }
};

describe('PDF font caches', () => {
  it('writes the same font subsets as fontkit, for a second document too', () => {
    for (const text of [
      'Eingangsbestätigung für Erika Müller-Łukasiewicz, Straße ÄÖÜ äöü ß € „Zitat“ – ǅ',
      'Zweites Dokument: Ñandú Ærø',
    ]) {
      const { doc, block, fertig } = taggedPdf({ Title: 'T', Author: 'A', Subject: 'S' });
      block('P', () => doc.font('regular').text(text));
      block('P', () => doc.font('bold').text(`Fett: ${text}`));
      for (const name of ['regular', 'bold']) {
        const subset = (doc as unknown as { _fontFamilies: Record<string, { subset: Subset }> })
          ._fontFamilies[name]!.subset;
        const ours = Buffer.from(subset.encode());
        expect(subset.glyphs.length).toBeGreaterThan(20);
        expect(Buffer.from(fontkitEncode(subset)).equals(ours)).toBe(true);
      }
      fertig();
    }
  });

  it('opens each registered font once per document', () => {
    const { doc, fertig } = taggedPdf({ Title: 'T', Author: 'A', Subject: 'S' });
    for (let i = 0; i < 5; i++) doc.font('regular').text('a').font('bold').text('b');
    const families = (doc as unknown as { _fontFamilies: Record<string, { id: string }> })._fontFamilies;
    expect(new Set(Object.values(families).map((f) => f.id)).size).toBe(2);
    fertig();
  });
});
