// What the scanners are fed: sessions of demo accounts, a valid JSON body per JSON route, the map page
// with every §7 route as a link or form, and the request sqlmap gets per target.
import { API, API_BASE, type ApiCall } from '@examensportal/domain/api';
import { MODUL_SLOTS, MODULE } from '@examensportal/domain/rules/module';
import { DEMO_PASSWORT } from '../../../apps/server/src/demo/konten';
import { bearer, json, request, signIn } from '../client';
import { ERKLAERUNG_API } from '@examensportal/domain/erklaerungen/aufrufe';

const demo = (name: string) => `${name}@demo.example.org`;

/** wapiti: may post changepassword (it ends only the other sessions of its account). */
const wapitiAccount = demo('wp.zugelassen');
/** sqlmap: login, interim save, documents; accounts apart from wapiti's, whose sessions it may end. */
export const sqlmapLoginAccount = demo('wp.ruecktritt');
const sqlmapSaveAccount = demo('wp.entwurf');
const sqlmapDocumentAccount = demo('wp.eingereicht');

/**
 * Not on the map page (wapiti 3.0.4's --exclude fails on Python 3.11, and wapiti finds routes only
 * there): changeemail and logout end the scanner's own session; DELETE is no form and would remove the
 * documents the other links point to.
 */
const notForWapiti = ['/changeemail', '/logout'];

export interface Scenario {
  wapitiJwt: string;
  saveJwt: string;
  documentJwt: string;
  documentId: string;
  jsonTemplates: Map<string, Record<string, unknown>>;
  multipartTexts: Map<string, string>;
  mapPage: (origin: string) => string;
  /** The saved application of sqlmap's account (the JSON part of its interim save). */
  savedZulassung: Record<string, unknown>;
}

const slots = (...chosen: string[]) => Object.fromEntries(MODUL_SLOTS.map((s) => [s, chosen.includes(s)]));
const module = (...chosen: string[]) => Object.fromEntries(MODULE.map((m) => [m, chosen.includes(m)]));

async function getJson<T>(origin: string, path: string, jwt: string): Promise<T> {
  const res = await request(`${origin}${API_BASE}${path}`, { headers: bearer(jwt) });
  if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${res.body.toString().slice(0, 200)}`);
  return json<T>(res);
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Nested objects as dotted field names (the gateway puts them back). */
function fields(body: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(body).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? fields(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, typeof value === 'string' ? value : JSON.stringify(value)]],
  );
}

/** The demo seeds no files: one small PDF into the digital file, for the download target. */
async function uploadDocument(origin: string, jwt: string): Promise<void> {
  const boundary = 'scanupload4Yx0d8Qw';
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'.padEnd(2048, ' '), 'latin1');
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="lebenslauf"; filename="lebenslauf.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await request(`${origin}${API_BASE}${API.dokumenteHochladen.path}`, {
    method: 'POST',
    headers: { ...bearer(jwt), 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${res.body.toString().slice(0, 200)}`);
}

export async function prepare(origin: string): Promise<Scenario> {
  // Logins straight to the server from their own loopback addresses (the per-IP login limit).
  const wapitiJwt = (await signIn(origin, wapitiAccount, DEMO_PASSWORT, '127.0.9.1')).jwt;
  const saveJwt = (await signIn(origin, sqlmapSaveAccount, DEMO_PASSWORT, '127.0.9.2')).jwt;
  const documentJwt = (await signIn(origin, sqlmapDocumentAccount, DEMO_PASSWORT, '127.0.9.3')).jwt;

  const { zulassungsblock } = await getJson<{ zulassungsblock: string }>(
    origin,
    API.zulassungsblock.path,
    wapitiJwt,
  );
  const umschlag = (art: number, rest: Record<string, unknown>) => ({
    zulassungsblock,
    art,
    abgesendetAm: '2026-01-01 00:00',
    ...rest,
  });
  await uploadDocument(origin, documentJwt);
  const ownDocuments = await getJson<{ documentId: string }[]>(origin, API.dokumente.path, documentJwt);
  const wapitiDocuments = await getJson<{ documentId: string }[]>(origin, API.dokumente.path, wapitiJwt);
  const documentId = ownDocuments[0]?.documentId;
  if (!documentId) throw new Error(`${sqlmapDocumentAccount} has no document to download`);
  const savedZulassung = await getJson<Record<string, unknown>>(origin, API.zulassung.path, saveJwt);
  const wapitiZulassung = await getJson<Record<string, unknown>>(origin, API.zulassung.path, wapitiJwt);

  const jsonTemplates = new Map<string, Record<string, unknown>>([
    [API.login.path, { email: wapitiAccount, passwort: DEMO_PASSWORT, token: 'x' }],
    [
      API.register.path,
      {
        vorname: 'Erika',
        nachname: 'Mustermann',
        email: 'scan.neu@example.org',
        art: 'WP',
        passwort: 'Scan#Pruefung2026',
        passwort1: 'Scan#Pruefung2026',
        token: 'x',
      },
    ],
    [API.requestNewPassword.path, { email: wapitiAccount, token: 'x' }],
    [API.resetPassword.path, { passwort: 'Scan#Pruefung2026', token: 'x'.repeat(43) }],
    [API.changePassword.path, { passwortAlt: DEMO_PASSWORT, passwort: DEMO_PASSWORT }],
    [API.revertEmail.path, { token: 'x'.repeat(43) }],
    [ERKLAERUNG_API.ruecknahme.path, umschlag(2, { bestaetigt: true })],
    [ERKLAERUNG_API.anmeldung.path, umschlag(3, slots('bwl'))],
    [ERKLAERUNG_API.abmeldung.path, umschlag(4, module('wr'))],
    [ERKLAERUNG_API.verschiebung.path, umschlag(5, { ...slots('wp'), verschobenSemester: '2028/1' })],
    [ERKLAERUNG_API.modulruecktritt.path, umschlag(7, { ...module('wp'), wpGeladenAm: null })],
    [ERKLAERUNG_API.gesamtruecktritt.path, umschlag(9, { bestaetigt: true })],
    [ERKLAERUNG_API.eignungRuecknahme.path, umschlag(13, { bestaetigt: true })],
    [ERKLAERUNG_API.eignungRuecktritt.path, umschlag(14, { bestaetigt: true })],
  ]);
  const multipartTexts = new Map<string, string>([
    ['zulassung', JSON.stringify(wapitiZulassung)],
    ['eignung', '{}'],
    ['kontaktdaten', JSON.stringify(wapitiZulassung.kontaktdaten ?? {})],
    ['anrechnung', JSON.stringify(umschlag(6, module('bwl')))],
    ['verhindert', JSON.stringify(umschlag(8, { wp: true }))],
  ]);

  const mapPage = (base: string) => {
    const items = Object.values(API as Record<string, ApiCall>).flatMap((call): string[] => {
      if (notForWapiti.includes(call.path)) return [];
      const action = `${base}${API_BASE}${call.path
        .replace(':documentId', wapitiDocuments[0]?.documentId ?? documentId)
        .replace(':token', 'x'.repeat(43))}`;
      if (call.method === 'GET') return [`<li><a href="${escape(action)}">${escape(call.path)}</a></li>`];
      if (call.method !== 'POST') return [];
      if (call.body === 'json') {
        const template = jsonTemplates.get(call.path);
        if (!template) return [];
        const inputs = fields(template).map(
          ([name, value]) => `<input type="text" name="${escape(name)}" value="${escape(value)}">`,
        );
        return [
          `<li><form method="post" action="${escape(action)}">${inputs.join('')}<input type="submit"></form></li>`,
        ];
      }
      if (call.body === 'multipart') {
        const text = call.multipart?.json;
        const inputs = [
          ...(text
            ? [`<input type="text" name="${text}" value="${escape(multipartTexts.get(text) ?? '{}')}">`]
            : []),
          ...(call.multipart?.files ?? []).slice(0, 2).map((f) => `<input type="file" name="${escape(f)}">`),
        ];
        return [
          `<li><form method="post" enctype="multipart/form-data" action="${escape(action)}">${inputs.join('')}<input type="submit"></form></li>`,
        ];
      }
      return [`<li><form method="post" action="${escape(action)}"><input type="submit"></form></li>`];
    });
    return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Scan</title></head><body><ul>${items.join('')}</ul></body></html>`;
  };

  return {
    wapitiJwt,
    saveJwt,
    documentJwt,
    documentId,
    jsonTemplates,
    multipartTexts,
    mapPage,
    savedZulassung,
  };
}
