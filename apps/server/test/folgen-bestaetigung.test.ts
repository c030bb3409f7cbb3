// Issue 16.1/16.3: the consequence preview before a send and the confirmation after it (decision 0012).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@examensportal/domain/messages';
import { api } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/app';
import { backends } from './helpers/db';
import { erklaerungenVon, laden, module, postModul, umschlag, zugelassen } from './helpers/declarations';
import { bearer, download } from './helpers/documents';

const START = '2026-10-05T08:00:00Z';

const vorschau = (t: TestApp, kind: string, jwt: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: api(`/api/modul/${kind}/vorschau`),
    headers: { ...bearer(jwt), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const bestaetigung = (t: TestApp, jwt: string, schluessel: string) =>
  t.app.inject({ method: 'GET', url: api(`/api/eingangsbestaetigung/${schluessel}`), headers: bearer(jwt) });

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe.each(backends)('consequence preview and confirmation on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  beforeEach(() => t.clock.set(START));
  afterAll(async () => t.close());

  it('previews a deregistration as the send computes it, records nothing, then confirms it', async () => {
    const k = await zugelassen(t, 'WP', ['wp', 'st']);
    const body = umschlag(4, module('st'));
    const res = await vorschau(t, 'abmeldung', k.jwt, body);
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<{ saetze: string[]; versuch: string; summe: object; gebuehren: unknown[] }>();
    expect(preview.versuch).toBe('keiner');
    expect(preview.summe).toEqual({ faellig: 20000, erstattungFallsBezahlt: 80000 });
    expect(preview.saetze.map(plain)).toEqual([
      'Ein Prüfungsversuch wird nicht verbraucht.',
      'Prüfungsgebühr Steuerrecht (2/2027): Gebühr 1.000,00 €. Erstattet werden 800,00 €; einbehalten wird die Bearbeitungsgebühr von 20 % (200,00 €).',
      expect.stringMatching(/^Insgesamt: erstattet werden 800,00 €, einbehalten werden 200,00 €\./),
    ]);
    expect(await erklaerungenVon(t.database, k.c.id)).toHaveLength(1); // the application only

    const sent = await postModul(t.app, 'abmeldung', k.jwt, body, 'schluessel-abmeldung-1');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<{ gebuehren: unknown[] }>().gebuehren).toEqual(preview.gebuehren);

    const before = await bestaetigung(t, k.jwt, 'schluessel-abmeldung-1');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      declarationId: sent.json<{ declarationId: string }>().declarationId,
      referenz: sent.json<{ declarationId: string }>().declarationId,
      ereignis: 'abmeldung',
      bezeichnung: 'Abmeldung von der Modulprüfung',
      eingegangenAm: '2026-10-05T08:00:00.000Z',
      zeitpunkt: '05.10.2026 10:00',
      folgen: preview.saetze,
      weiter: [messages.eingangsbestaetigung.schritte.abmeldung, messages.eingangsbestaetigung.schritte.akte],
    });

    // The send kicks the outbox, so the receipt may already be filed; until then the panel says null.
    const early = before.json<{ quittung: { dateiname: string } | null }>().quittung;
    if (early !== null) expect(early.dateiname).toBe('Quittung-Modulabmeldung-2026-10-05.pdf');

    await t.app.outbox.runOnce();
    const after = (await bestaetigung(t, k.jwt, 'schluessel-abmeldung-1')).json<{
      quittung: { documentId: string; dateiname: string };
    }>();
    expect(after.quittung.dateiname).toBe('Quittung-Modulabmeldung-2026-10-05.pdf');
    const pdf = await download(t.app, k.jwt, after.quittung.documentId);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Quittung-Modulabmeldung-2026-10-05.pdf"; filename*=UTF-8''Quittung-Modulabmeldung-2026-10-05.pdf`,
    );
    if (existsSync('/usr/bin/pdftotext')) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'ep-folgen-'));
      try {
        writeFileSync(path.join(dir, 'q.pdf'), pdf.rawPayload);
        const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'q.pdf'), '-'], {
          encoding: 'utf8',
        }).replace(/\s+/g, ' ');
        // The receipt says what the preview said.
        expect(plain(text)).toContain('Folgen der Erklärung');
        expect(plain(text)).toContain('einbehalten wird die Bearbeitungsgebühr von 20 % (200,00 €).');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });

  it('previews a module withdrawal: the attempt is used; a refused declaration is refused alike', async () => {
    const k = await zugelassen(t, 'WP', ['wr']);
    await laden(t, k, 'schriftlich', 'wr');
    const state = (
      await t.app.inject({ method: 'GET', url: api('/api/zulassung/modul'), headers: bearer(k.jwt) })
    ).json<{ modulgeladenAm: Record<string, string | null> }>();
    const body = umschlag(7, {
      ...module('wr'),
      wpGeladenAm: null,
      wrGeladenAm: state.modulgeladenAm.wr,
      bwlGeladenAm: null,
      stGeladenAm: null,
    });
    const res = await vorschau(t, 'modulruecktritt', k.jwt, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ versuch: 'modulruecktritt' });
    expect(res.json<{ saetze: string[] }>().saetze[0]).toBe(messages.folgen.versuch.modulruecktritt);

    // Not invited to BWL: the same refusal as the send, nothing recorded.
    const refused = await vorschau(t, 'abmeldung', k.jwt, umschlag(4, module('bwl')));
    const sent = await postModul(t.app, 'abmeldung', k.jwt, umschlag(4, module('bwl')));
    expect(refused.statusCode).toBe(sent.statusCode);
    expect(refused.json()).toEqual(sent.json());
  });

  it('answers 404 for a key of another account or none, 401 without a session', async () => {
    const a = await zugelassen(t, 'WP', ['wp', 'st']);
    const b = await zugelassen(t, 'WP', ['wp']);
    expect(
      (await postModul(t.app, 'abmeldung', a.jwt, umschlag(4, module('st')), 'fremd-1')).statusCode,
    ).toBe(200);
    const foreign = await bestaetigung(t, b.jwt, 'fremd-1');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: messages.eingangsbestaetigung.unbekannt });
    expect(
      (await t.app.inject({ method: 'GET', url: api('/api/eingangsbestaetigung/fremd-1') })).statusCode,
    ).toBe(401);
  });
});
