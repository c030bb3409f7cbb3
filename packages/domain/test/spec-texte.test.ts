// The spec's German texts and its call table (fixtures/spec-texte.ts) against what we ship: every quote
// verbatim in the candidates' messages (or its template filled), every call with its path, method,
// authentication and field names in the shared call table and its payload schemas.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API, API_BASE, type ApiCall } from '../src/api';
import { ERKLAERUNG_API } from '../src/erklaerungen/aufrufe';
import { ERKLAERUNGEN } from '../src/erklaerungen';
import { messages } from '../src/messages';
import * as auth from '../src/schemas/auth';
import * as eignung from '../src/schemas/eignung';
import * as modul from '../src/schemas/modul';
import { ruecknahmePayloadSchema } from '../src/schemas/zulassung';
import { specCalls, specTexts } from './fixtures/spec-texte';

/** Every text of a messages object (nested objects and arrays walked; templates are checked by `vorlage`). */
function texte(wert: unknown): string[] {
  if (typeof wert === 'string') return [wert];
  if (wert && typeof wert === 'object') return Object.values(wert).flatMap(texte);
  return [];
}

const geliefert = new Set(texte(messages));

describe('the spec’s German texts (spec §§ 1–9)', () => {
  it.each(specTexts.map((t) => [`${t.zeile}: ${t.text}`, t] as const))('%s', (_, t) => {
    if (t.muster) expect(t.text).toMatch(t.muster);
    if (t.vorlage) expect(t.vorlage()).toBe(t.text);
    else expect(geliefert.has(t.text), `'${t.text}' is a text of messages.ts`).toBe(true);
  });

  it('names each spec line’s text once', () => {
    const schluessel = specTexts.map((t) => `${t.zeile} ${t.text}`);
    expect(new Set(schluessel).size).toBe(schluessel.length);
  });
});

/** The payload schema of each JSON call the spec gives fields for. */
const PAYLOADS: Readonly<Record<string, z.ZodType>> = {
  '/login': auth.loginPayloadSchema,
  '/register': auth.registerPayloadSchema,
  '/requestnewpassword': auth.requestNewPasswordPayloadSchema,
  '/resetpassword': auth.resetPasswordPayloadSchema,
  '/changepassword': auth.changePasswordPayloadSchema,
  '/changeemail': auth.changeEmailPayloadSchema,
  '/api/modul/ruecknahme': ruecknahmePayloadSchema,
  '/api/modul/anmeldung': modul.anmeldungPayloadSchema,
  '/api/modul/abmeldung': modul.abmeldungPayloadSchema,
  '/api/modul/verschiebung': modul.verschiebungPayloadSchema,
  '/api/modul/modulruecktritt': modul.modulruecktrittPayloadSchema,
  '/api/modul/pruefungrucktritt': modul.gesamtruecktrittPayloadSchema,
  '/api/modul/ruecknahmeeignung': eignung.eignungRuecknahmePayloadSchema,
  '/api/modul/pruefungrucktritteignung': eignung.eignungRuecktrittPayloadSchema,
};

const felderVon = (schema: z.ZodType | undefined): string[] =>
  Object.keys((schema as { shape?: object } | undefined)?.shape ?? {});

const aufrufe: readonly ApiCall[] = [...Object.values(API), ...Object.values(ERKLAERUNG_API)];

describe('the spec’s call table (spec §7)', () => {
  it('has the base path /examensportal/backend', () => {
    expect(API_BASE).toBe('/examensportal/backend');
  });

  it.each(specCalls.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', (_, c) => {
    const aufruf = aufrufe.find((a) => a.method === c.method && a.path === c.path);
    expect(aufruf, `${c.method} ${c.path} (spec line ${c.zeile}) is in the call table`).toBeDefined();
    expect(aufruf?.auth).toBe(c.auth);
    if (c.felder) {
      expect(aufruf?.body).toBe('json');
      expect(felderVon(PAYLOADS[c.path])).toEqual(expect.arrayContaining([...c.felder]));
    }
    if (c.multipart) {
      expect(aufruf?.body).toBe('multipart');
      expect(aufruf?.multipart?.json).toBe(c.multipart.json);
      expect([...(aufruf?.multipart?.files ?? [])].sort()).toEqual([...c.multipart.files].sort());
    }
    if (c.ereignisarten) {
      const erklaerung = Object.values(ERKLAERUNGEN).find((e) => 'aufruf' in e && e.aufruf.pfad === c.path);
      expect(erklaerung?.ereignisarten).toEqual(c.ereignisarten);
    }
  });
});
