// The reference block of a letter: the Aktenzeichen stays on one line whatever its hex digits are.
// A fixed-width column broke wide ones after 'WP-' (pdftotext then read 'WPFCCF-…'), a reference nobody
// could quote from the letter.
import { describe, expect, it } from 'vitest';
import type { Bescheid } from '@examensportal/domain/rules/bescheid';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import { renderBescheidPdf } from '../src/infra/bescheid-pdf';
import { beispielBescheid, noPoppler, poppler, readPdf } from './helpers/pdf';

const brief = (az: string) => beispielBescheid({ aktenzeichen: az });

async function text(bescheid: Bescheid): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of renderBescheidPdf(bescheid)) chunks.push(chunk as Buffer);
  return readPdf(Buffer.concat(chunks)).text;
}

describe.skipIf(!poppler)(`letter reference block (${poppler ? 'poppler' : noPoppler})`, () => {
  // The widest and the narrowest hex digits, and the id that broke in CI.
  const ids = [
    'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
    '11111111-1111-4111-8111-111111111111',
    'fccf90d0-1a3d-4c1e-9c33-0a1b2c3d4e5f',
  ];
  for (const id of ids) {
    for (const art of ['WP', 'EIGNUNG'] as const) {
      it(`keeps ${aktenzeichen(id, art)} on one line`, async () => {
        const az = aktenzeichen(id, art);
        expect(await text(brief(az))).toMatch(new RegExp(`Aktenzeichen: ${az}\\s`));
      });
    }
  }
});
