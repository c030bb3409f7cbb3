// The person search of the back-office (issue 28, point 5): letter variants, birth data, e-mail and
// file number on both databases, the SQL fold equal to the domain's suchSchluessel, and the hint
// when two accounts look like one person.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aktenzeichen } from '@examensportal/domain/rules/aktenzeichen';
import { suchSchluessel } from '@examensportal/domain/rules/suche';
import {
  kandidatAnsichtSchema,
  kandidatenSeiteSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-kandidat';
import { candidates } from '../src/db/schema';
import { suchSchluesselSql } from '../src/features/staff/kandidat-suche';
import { createTestApp, type TestApp } from './helpers/app';
import { backends, query } from './helpers/db';
import { seedAccount, type SeededCandidate } from './helpers/procedure';
import { getStaff, staffMember, type TestStaff } from './helpers/staff';

interface Person {
  vorname: string;
  nachname: string;
  art?: 'WP' | 'EIGNUNG';
  email?: string;
  kontakt?: { geburtsname?: string; geburtsdatum: string; geburtsort: string; name?: string };
}

const PERSONEN = {
  weiss: {
    vorname: 'Anna',
    nachname: 'Weiß',
    email: 'anna.weiss@beispiel.de',
    kontakt: { geburtsname: 'Öztürk', geburtsdatum: '1990-02-01', geburtsort: 'Gießen' },
  },
  yilmaz: {
    vorname: 'Ayşe',
    nachname: 'Yılmaz',
    kontakt: { geburtsdatum: '1988-11-30', geburtsort: 'İzmir' },
  },
  mueller: {
    vorname: 'Jörg',
    nachname: 'Müller',
    kontakt: { geburtsdatum: '1979-07-04', geburtsort: 'Köln' },
  },
  // The same person again under a second account, written without umlaut (a hint, no merge).
  mueller2: {
    vorname: 'Joerg',
    nachname: 'Mueller',
    art: 'EIGNUNG',
    kontakt: { geburtsdatum: '1979-07-04', geburtsort: 'Koeln' },
  },
  // Same name, other day of birth: another person.
  mueller3: {
    vorname: 'Jörg',
    nachname: 'Müller',
    kontakt: { geburtsdatum: '1981-03-15', geburtsort: 'Bonn' },
  },
  ohneAntrag: { vorname: 'Çağrı', nachname: 'Şen' },
} satisfies Record<string, Person>;
type Name = keyof typeof PERSONEN;

describe.each(backends)('Person search on %s', (backend) => {
  let t: TestApp;
  let staff: TestStaff;
  const ids = {} as Record<Name, SeededCandidate>;

  const suche = async (text: string) => {
    const res = await getStaff(t.app, `/kandidaten?suche=${encodeURIComponent(text)}`, staff.jwt);
    expect(res.statusCode, text).toBe(200);
    return kandidatenSeiteSchema.parse(res.json());
  };
  const gefunden = async (text: string) => {
    const seite = await suche(text);
    const namen = Object.entries(ids)
      .filter(([, c]) => seite.treffer.some((x) => x.id === c.id))
      .map(([name]) => name);
    return namen.sort();
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff = await staffMember(t.app, t.database, t.clock, 'sachbearbeitung');
    for (const [name, p] of Object.entries(PERSONEN) as [Name, Person][]) {
      const c = await seedAccount(t.database, t.clock, {
        vorname: p.vorname,
        nachname: p.nachname,
        art: p.art ?? 'WP',
        ...(p.email ? { email: p.email } : {}),
      });
      ids[name] = c;
      if (p.kontakt) {
        const now = t.clock.now();
        await t.database.db.insert(candidates).values({
          accountId: c.id,
          art: p.art ?? 'WP',
          kontaktdaten: { vorname: p.vorname, name: p.nachname, geburtsname: '', ...p.kontakt },
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['Weiss', ['weiss']],
    ['WEISS anna', ['weiss']],
    ['Weiß, Anna', ['weiss']],
    ['Yilmaz', ['yilmaz']],
    ['yılmaz ayse', ['yilmaz']],
    ['Muller', ['mueller', 'mueller2', 'mueller3']],
    ['Mueller', ['mueller', 'mueller2', 'mueller3']],
    ['Müller 04.07.1979', ['mueller', 'mueller2']],
    ['4.7.1979', ['mueller', 'mueller2']],
    ['1979-07-04', ['mueller', 'mueller2']],
    ['01.02.1990', ['weiss']],
    ['Oeztuerk', ['weiss']],
    ['Giessen', ['weiss']],
    ['Izmir', ['yilmaz']],
    ['koln', ['mueller', 'mueller2']],
    ['anna.weiss@beispiel', ['weiss']],
    ['Cagri Sen', ['ohneAntrag']],
    ['Weiss 1988', []],
    ['31.02.1990', []],
  ])('"%s" finds %j', async (text, erwartet) => {
    expect(await gefunden(text)).toEqual(erwartet);
  });

  it('finds by file number, alone or next to a name', async () => {
    const az = aktenzeichen(ids.yilmaz.id, 'WP');
    expect(await gefunden(az)).toEqual(['yilmaz']);
    expect(await gefunden(`${az} Yilmaz`)).toEqual(['yilmaz']);
    expect(await gefunden(`${az} Weiss`)).toEqual([]);
  });

  it('folds in SQL exactly as the domain folds', async () => {
    const texte = [
      'Weiß',
      'Yılmaz',
      'İSTANBUL',
      'Müller-Lüdenscheidt',
      'Œuvre',
      "O'Brien",
      'Ærø',
      'Şahin Çelik Doğan',
      'Łódź',
    ];
    for (const text of texte) {
      const [row] = await query<{ s: string }>(
        t.database,
        sql`select ${suchSchluesselSql(sql`${text}::text`)} as s`,
      );
      expect(row?.s, text).toBe(suchSchluessel(text));
    }
  });

  it('shows the date of birth and flags two accounts that look like one person', async () => {
    const seite = await suche('Müller');
    const von = (c: SeededCandidate) => seite.treffer.find((x) => x.id === c.id);
    expect(von(ids.mueller)).toMatchObject({
      geburtsdatum: '1979-07-04',
      doppelungen: [{ id: ids.mueller2.id, aktenzeichen: aktenzeichen(ids.mueller2.id, 'EIGNUNG') }],
    });
    expect(von(ids.mueller2)?.doppelungen.map((d) => d.id)).toEqual([ids.mueller.id]);
    expect(von(ids.mueller3)?.doppelungen).toEqual([]);
    const ohne = (await suche('Sen')).treffer.find((x) => x.id === ids.ohneAntrag.id);
    expect(ohne).toMatchObject({ geburtsdatum: null, doppelungen: [] });

    const res = await getStaff(t.app, `/kandidaten/${ids.mueller2.id}`, staff.jwt);
    expect(res.statusCode).toBe(200);
    expect(kandidatAnsichtSchema.parse(res.json()).doppelungen.map((d) => d.id)).toEqual([ids.mueller.id]);
  });
});
