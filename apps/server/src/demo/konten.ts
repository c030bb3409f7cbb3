// The demo accounts: who they are and what the portal must show them. docs/demo-accounts.md is
// rendered from this list (a test keeps the two equal), and the demo test checks every expectation
// of that document against the module state and the career the server derives.
import type { Laufbahnstand } from '@examensportal/domain/rules/laufbahn';
import { DEMO_MITARBEITENDE } from './mitarbeitende';

/** Not a common password (the registration refuses those), the same for every demo account. */
export const DEMO_PASSWORT = 'Demo#Portal2026';

/**
 * An expected value of the module state (GET /api/zulassung/modul or /api/eignung/modul, spec §3), of
 * the availability the client derives from it (`verfuegbar.*`, spec §4) or of the career the
 * application answers (`laufbahn.*`, GET /api/zulassung or /api/eignung). 'gesetzt' = a date.
 */
type Erwartung = boolean | number | null | 'gesetzt' | Laufbahnstand;

export interface DemoKonto {
  email: string;
  vorname: string;
  nachname: string;
  art: 'WP' | 'EIGNUNG';
  /** What the account shows (English, for the docs). */
  zustand: string;
  /** Expectations that hold whatever the open term. */
  erwartet: Readonly<Record<string, Erwartung>>;
  /** Additional expectations while a term 1 is open (March – August) … */
  erwartetTermin1?: Readonly<Record<string, Erwartung>>;
  /** … and while a term 2 is open (September – February). */
  erwartetTermin2?: Readonly<Record<string, Erwartung>>;
}

const domain = 'demo.example.org';

export const DEMO_KONTEN: readonly DemoKonto[] = [
  {
    email: `wp.neu@${domain}`,
    vorname: 'Nora',
    nachname: 'Neumann',
    art: 'WP',
    zustand: 'Registered and confirmed, no application yet: only the application form is offered.',
    erwartet: {
      'laufbahn.stand': 'keinAntrag',
      zwischegespeichert: 0,
      kontaktdaten: null,
      'modulanmeldungen.wp': false,
      'verfuegbar.kontaktdaten': false,
      'verfuegbar.anmeldung': false,
    },
  },
  {
    email: `wp.entwurf@${domain}`,
    vorname: 'Emil',
    nachname: 'Entwurf',
    art: 'WP',
    zustand: 'Application for the open term interim-saved (page 1 and contact data filled in), not sent.',
    erwartet: {
      'laufbahn.stand': 'entwurf',
      zwischegespeichert: 1,
      antragsdatum: null,
      'verfuegbar.kontaktdaten': true,
      'verfuegbar.anmeldung': false,
    },
  },
  {
    email: `wp.eingereicht@${domain}`,
    vorname: 'Erik',
    nachname: 'Eingereicht',
    art: 'WP',
    zustand:
      'Application for the open term submitted (WP, ST), not yet decided: it can be withdrawn, and a declared module can be deregistered before the admission (spec §9).',
    erwartet: {
      'laufbahn.stand': 'eingereicht',
      zwischegespeichert: 2,
      antragsdatum: 'gesetzt',
      ersteszulassungsdatum: null,
      'modulabmeldungen.wp': true,
      'modulabmeldungen.st': true,
      'modulanmeldungen.bwl': false,
      'verfuegbar.ruecknahme': true,
      'verfuegbar.gesamtruecktritt': false,
    },
  },
  {
    email: `wp.zugelassen@${domain}`,
    vorname: 'Zoe',
    nachname: 'Zugelassen',
    art: 'WP',
    zustand:
      'Admitted today for the open term with registrations for WP and WR: deregistration, postponement, registration for BWL/ST and credit are offered; whole-exam withdrawal not yet (admission not more than 3 days old).',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      zwischegespeichert: 2,
      ersteszulassungsdatum: 'gesetzt',
      'modulabmeldungen.wp': true,
      'modulabmeldungen.wr': true,
      'modulabmeldungen.bwl': false,
      'modulanmeldungen.wp': false,
      'modulanmeldungen.wr': false,
      'modulanmeldungen.bwl': true,
      'modulanmeldungen.st': true,
      'modulverschiebungen.wp': true,
      'modulverschiebungen.wr': true,
      'modulanrechnungen.bwl': true,
      'modulgeladenAm.wp': null,
      'verfuegbar.gesamtruecktritt': false,
      'verfuegbar.ruecknahme': false,
    },
  },
  {
    email: `wp.abruf@${domain}`,
    vorname: 'Arne',
    nachname: 'Abruf',
    art: 'WP',
    zustand:
      'Consented in Meine Daten to the notification of decisions by retrieval (§ 41 (2a) VwVfG), then admitted today: the admission letter is provided for retrieval for ten days and not yet opened – Meine Daten and the Kandidat page say "zum Abruf bereitgestellt bis …"; opening it in the digital file notifies it on the next day. Every other demo candidate has no consent: their letters wait in the back-office’s Postversand.',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      zwischegespeichert: 2,
      ersteszulassungsdatum: 'gesetzt',
    },
  },
  {
    email: `wp.geladen@${domain}`,
    vorname: 'Gustav',
    nachname: 'Geladen',
    art: 'WP',
    zustand:
      'Admitted for the previous term, registered for WP and ST of the term being held, invited to the written WP exam a week ago: module withdrawal and triftiger Grund are offered; ST can still be deregistered.',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      zwischegespeichert: 2,
      'modulgeladenAm.wp': 'gesetzt',
      'modulgeladenAm.st': null,
      'modulverhindert.wp': true,
      'modulverhindert.wpmuendlich': false,
      'modulabmeldungen.wp': false,
      'modulabmeldungen.st': true,
      'modulverschiebungen.wp': false,
      'modulanmeldungen.wr': true,
      'verfuegbar.modulruecktritt': true,
      'verfuegbar.triftigerGrund': true,
      'verfuegbar.gesamtruecktritt': true,
    },
  },
  {
    email: `wp.ruecktritt@${domain}`,
    vorname: 'Rita',
    nachname: 'Rücktritt',
    art: 'WP',
    zustand:
      'Admitted two terms ago (more than 3 days): WR recorded as failed by mistake and corrected to passed today (§ 42 VwVfG, drafted and released by the two leitung accounts; the correction letter is in the WR section), WP failed once and registered again for the open term. Whole-exam withdrawal is offered.',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      zwischegespeichert: 2,
      'modulanmeldungen.wr': false,
      'modulanmeldungen.wp': false,
      'modulanmeldungen.bwl': true,
      'modulabmeldungen.wp': true,
      'modulanrechnungen.wr': false,
      'modulanrechnungen.st': true,
      'verfuegbar.gesamtruecktritt': true,
      'verfuegbar.modulruecktritt': false,
    },
  },
  {
    email: `wp.juni@${domain}`,
    vorname: 'Julia',
    nachname: 'Juni',
    art: 'WP',
    zustand:
      'Registered for the June (vorgezogen) sittings of WR and BWL and for ST in August of a term 2 whose June modules are set by the office (WR, BWL). While a term 2 is open it is that term (admitted today); while a term 1 is open it is the term 2 being held, and BWL (June) is invited.',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      zwischegespeichert: 2,
      'modulabmeldungen.wr': true,
      'modulabmeldungen.st': true,
      'modulanmeldungen.wp': true,
    },
    erwartetTermin2: {
      'modulverschiebungen.wrVorgezogen': true,
      'modulverschiebungen.bwlVorgezogen': true,
      'modulverschiebungen.st': true,
      'modulverschiebungen.wr': false,
      'modulanmeldungen.wpVorgezogen': false,
      'modulabmeldungen.bwl': true,
      'verfuegbar.gesamtruecktritt': false,
    },
    erwartetTermin1: {
      'modulgeladenAm.bwl': 'gesetzt',
      'modulverhindert.bwl': true,
      'modulabmeldungen.bwl': false,
      'modulverschiebungen.wrVorgezogen': false,
      'verfuegbar.triftigerGrund': true,
      'verfuegbar.gesamtruecktritt': true,
    },
  },
  {
    email: `wp.zurueckgenommen@${domain}`,
    vorname: 'Rudolf',
    nachname: 'Rücknahme',
    art: 'WP',
    zustand:
      'Applied for the open term and withdrew the application (Rücknahme): no attempt is used, only the contact data stay changeable. The start page says a new application is possible from the following term on and names the day its window opens; until then the wizard is closed and says so.',
    erwartet: {
      'laufbahn.stand': 'zurueckgenommen',
      'laufbahn.versuch': 1,
      'laufbahn.antragMoeglich': false,
      zwischegespeichert: 1,
      'verfuegbar.ruecknahme': false,
      'verfuegbar.kontaktdaten': true,
      'modulanmeldungen.wp': false,
    },
  },
  {
    email: `wp.wiederantrag@${domain}`,
    vorname: 'Wanda',
    nachname: 'Wiederantrag',
    art: 'WP',
    zustand:
      'Applied for the term now being held and withdrew that application in its window (Rücknahme); applied again for the open term (WP, ST), not yet decided – still the first overall attempt. The withdrawn application stays in the file (office command antraege).',
    erwartet: {
      'laufbahn.stand': 'eingereicht',
      'laufbahn.versuch': 1,
      'laufbahn.wiederholung': false,
      zwischegespeichert: 2,
      antragsdatum: 'gesetzt',
      ersteszulassungsdatum: null,
      'verfuegbar.ruecknahme': true,
    },
  },
  {
    email: `wp.zweiterversuch@${domain}`,
    vorname: 'Zacharias',
    nachname: 'Zweitversuch',
    art: 'WP',
    zustand:
      'Second overall attempt (§ 22 (2) WiPrPrüfV): admitted four terms ago, failed WP in three terms in a row (finally failed, the first overall attempt is lost), applied again naming the earlier admission and admitted for the term being held with registrations for WP and WR, not yet invited.',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      'laufbahn.versuch': 2,
      'laufbahn.wiederholung': true,
      'laufbahn.antragMoeglich': false,
      zwischegespeichert: 2,
      ersteszulassungsdatum: 'gesetzt',
      'modulabmeldungen.wp': true,
      'modulabmeldungen.wr': true,
      'modulanmeldungen.wp': false,
      'modulanmeldungen.bwl': true,
      'modulgeladenAm.wp': null,
      'verfuegbar.gesamtruecktritt': true,
    },
  },
  {
    email: `wp.verloren@${domain}`,
    vorname: 'Vera',
    nachname: 'Verloren',
    art: 'WP',
    zustand:
      'Admitted two terms ago (WP, ST), invited to the written WP exam, then withdrew from the whole exam: the first overall attempt is lost and the module flows are closed. No new application yet – the start page offers the application for the second overall attempt (no Vorbildung needed).',
    erwartet: {
      'laufbahn.stand': 'versuchVerloren',
      'laufbahn.versuch': 2,
      'laufbahn.wiederholung': true,
      'laufbahn.antragMoeglich': true,
      zwischegespeichert: 1,
      ersteszulassungsdatum: 'gesetzt',
      'modulanmeldungen.wp': false,
      'verfuegbar.gesamtruecktritt': false,
    },
  },
  {
    email: `wp.ausgeschoepft@${domain}`,
    vorname: 'Anton',
    nachname: 'Ausgeschöpft',
    art: 'WP',
    zustand:
      'Both overall attempts used: admitted two terms ago and withdrew from the whole exam, admitted again for the term being held (second overall attempt) and withdrew again. The start page says that no further admission is possible.',
    erwartet: {
      'laufbahn.stand': 'keineVersucheMehr',
      'laufbahn.versuch': 2,
      'laufbahn.antragMoeglich': false,
      zwischegespeichert: 1,
      'modulanmeldungen.wp': false,
      'verfuegbar.gesamtruecktritt': false,
    },
  },
  {
    email: `eignung.neu@${domain}`,
    vorname: 'Ela',
    nachname: 'Neu',
    art: 'EIGNUNG',
    zustand: 'Aptitude test, registered and confirmed, no application yet.',
    erwartet: {
      'laufbahn.stand': 'keinAntrag',
      zwischegespeichert: 0,
      'modulverhindert.awr': false,
      'verfuegbar.kontaktdaten': false,
    },
  },
  {
    email: `eignung.zugelassen@${domain}`,
    vorname: 'Elena',
    nachname: 'Eignung',
    art: 'EIGNUNG',
    zustand:
      'Aptitude test: admitted for the previous term, invited to both papers (Wirtschaftsrecht, Steuerrecht): triftiger Grund and withdrawal from the test are offered.',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      zwischegespeichert: 2,
      ersteszulassungsdatum: 'gesetzt',
      'modulverhindert.awr': true,
      'modulverhindert.ast': true,
      'modulverhindert.mp': false,
      'verfuegbar.triftigerGrund': true,
      'verfuegbar.gesamtruecktritt': true,
      'verfuegbar.ruecknahme': false,
    },
  },
  {
    email: `eignung.zweiterversuch@${domain}`,
    vorname: 'Ewa',
    nachname: 'Erneut',
    art: 'EIGNUNG',
    zustand:
      'Aptitude test, second of three attempts (§ 33 WiPrPrüfV): admitted three terms ago and failed; applied again naming the earlier admission, admitted for the term being held and invited to the Wirtschaftsrecht paper ten days ago.',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      'laufbahn.versuch': 2,
      'laufbahn.versucheMoeglich': 3,
      'laufbahn.wiederholung': true,
      zwischegespeichert: 2,
      ersteszulassungsdatum: 'gesetzt',
      'modulverhindert.awr': true,
      'modulverhindert.ast': false,
      'verfuegbar.triftigerGrund': true,
      'verfuegbar.gesamtruecktritt': true,
    },
  },
  {
    email: `eignung.eingereicht@${domain}`,
    vorname: 'Esra',
    nachname: 'Einreichung',
    art: 'EIGNUNG',
    zustand:
      'Aptitude test: application for the open term submitted two days ago, not yet decided – waiting in the office’s Eingang (Anträge auf Zulassung).',
    erwartet: {
      'laufbahn.stand': 'eingereicht',
      zwischegespeichert: 2,
      antragsdatum: 'gesetzt',
      ersteszulassungsdatum: null,
      'verfuegbar.ruecknahme': true,
    },
  },
  {
    email: `wp.triftigergrund@${domain}`,
    vorname: 'Tilo',
    nachname: 'Triftig',
    art: 'WP',
    zustand:
      'Admitted for the previous term, invited to the written WP exam a week ago, reported a triftiger Grund today with a medical certificate (Attest-Amtsarzt.pdf): the case waits for the office’s decision (Eingang: Triftige Gründe).',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      zwischegespeichert: 2,
      'modulgeladenAm.wp': 'gesetzt',
      'modulverhindert.wp': false,
    },
  },
  {
    email: `wp.grundabgeholfen@${domain}`,
    vorname: 'Greta',
    nachname: 'Grundmann',
    art: 'WP',
    zustand:
      'Admitted for the previous term, invited to the written WP exam a week ago; its triftiger Grund was refused two days ago, it objected today and the objection was remedied (abgeholfen, drafted by the caseworker, released by a leitung, decision 0066): the reason is accepted, the status, timeline and file show the new letter beside the Abhilfebescheid, the Kandidat page the remedied objection.',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      zwischegespeichert: 2,
      'modulgeladenAm.wp': 'gesetzt',
      'modulverhindert.wp': false,
    },
  },
  {
    email: `wp.nachteilsausgleich@${domain}`,
    vorname: 'Nele',
    nachname: 'Nachteilsausgleich',
    art: 'WP',
    zustand:
      'Application for the open term (WP, WR) sent today asking for a Nachteilsausgleich, with the certificate (Schwerbehindertenausweis.pdf) and a CV: the Eingang (Anträge) shows the badge, the Kandidat page the application as sent. The degree certificate and the employer’s proof are missing: the Prüfliste names them and the Eingang shows "Nachweise fehlen".',
    erwartet: {
      'laufbahn.stand': 'eingereicht',
      zwischegespeichert: 2,
      antragsdatum: 'gesetzt',
      ersteszulassungsdatum: null,
    },
  },
  {
    email: `wp.aufgehoben@${domain}`,
    vorname: 'Alma',
    nachname: 'Aufgehoben',
    art: 'WP',
    zustand:
      'Application for the open term (WP) admitted today, then the admission taken back (Rücknahme, § 48 VwVfG: a forged proof of the Prüfungstätigkeit), drafted by one demo leitung and released by the other: the file holds the admission letter and the Ruecknahmebescheid, the status timeline says "Aufgehoben: die Zulassung zur Prüfung (Rücknahme, § 48 VwVfG)", the Kandidat page shows "Zulassung aufgehoben am …".',
    erwartet: {
      'laufbahn.stand': 'abgelehnt',
    },
  },
  {
    email: `wp.ausgleich@${domain}`,
    vorname: 'Anton',
    nachname: 'Ausgleich',
    art: 'WP',
    zustand:
      'Application for the open term (WP) sent today asking for a Nachteilsausgleich, with the certificate; admitted today, the office granted 25 % extra time and a separate room (Bescheid-Nachteilsausgleich-gewaehrt) and invited the written WP exam: the invitation lists the measures, the Eingang badge says "gewährt", /start shows them.',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      zwischegespeichert: 2,
      'modulgeladenAm.wp': 'gesetzt',
    },
  },
  {
    email: `wp.verkuerzung@${domain}`,
    vorname: 'Vera',
    nachname: 'Verkürzung',
    art: 'WP',
    zustand:
      'Application for the open term (WP, ST) sent today with the master’s degree under § 8a (WR and BWL drop out) and its proofs (Masterzeugnis-8a.pdf, Taetigkeitsnachweis.pdf, Bescheinigung-Hochschule-8a.pdf): the application as sent lists the modules the shortening replaces; the Prüfliste beside the admission decision has every proof attached, its points wait to be marked.',
    erwartet: {
      'laufbahn.stand': 'eingereicht',
      zwischegespeichert: 2,
      antragsdatum: 'gesetzt',
      'modulabmeldungen.st': true,
      'modulanmeldungen.wr': false,
    },
  },
  {
    email: `wp.anrechnung@${domain}`,
    vorname: 'Anton',
    nachname: 'Anrechnung',
    art: 'WP',
    zustand:
      'Admitted today for the open term (WP, WR), applied today for the credit of BWL with a Masterzeugnis (Eingang: Anrechnungen) and uploaded an updated CV into the Akteneingang (Eingang: Neue Dokumente).',
    erwartet: {
      'laufbahn.stand': 'versuchLaeuft',
      zwischegespeichert: 2,
      ersteszulassungsdatum: 'gesetzt',
      'modulanrechnungen.bwl': false,
      'modulanrechnungen.st': true,
    },
  },
];

const code = (werte: Readonly<Record<string, Erwartung>> | undefined) =>
  Object.entries(werte ?? {})
    .map(([pfad, wert]) => `\`${pfad}=${String(wert)}\``)
    .join(' ');

/** docs/demo-accounts.md */
export function demoDokument(): string {
  const zeilen = DEMO_KONTEN.flatMap((k) => {
    const zeile = (zustand: string, termin: string, erwartet: Readonly<Record<string, Erwartung>>) =>
      `| ${k.email} | ${k.art} | ${zustand} | ${termin} | ${code(erwartet)} |`;
    return [
      zeile(k.zustand, 'any', k.erwartet),
      ...(k.erwartetTermin1
        ? [zeile('(same account) additionally while a term 1 is open', '1', k.erwartetTermin1)]
        : []),
      ...(k.erwartetTermin2
        ? [zeile('(same account) additionally while a term 2 is open', '2', k.erwartetTermin2)]
        : []),
    ];
  });
  return [
    '# Demo accounts',
    '',
    '`npm run demo` fills an empty data folder (`DATA_DIR`, default `./data`) with these accounts; `npm run demo -- --force`',
    'empties the folder first. With `DATABASE_URL` it only writes into a database without accounts. Then start the server',
    '(`npm run serve`) and log in at `/examensportal/login`.',
    '',
    `All accounts are confirmed and share the password \`${DEMO_PASSWORT}\`. Dates are set relative to the day of seeding,`,
    'so every state holds on that day (the open term follows the calendar: a term 1 is open from March to August, a term 2',
    'from September to February).',
    '',
    'The last column lists what the server derives for the account (`GET /api/zulassung/modul` or `/api/eignung/modul`,',
    'spec §3; `verfuegbar.*` is the availability of spec §4 the client computes from it; `laufbahn.*` is the career',
    '`GET /api/zulassung` or `/api/eignung` answers – `stand`, `versuch` the attempt of the current application or of the',
    'one the candidate may start, `antragMoeglich`; `gesetzt` means a date). Rows with an open term `1` or `2` apply in',
    'addition while that term is open. `apps/server/test/demo.test.ts` checks every one.',
    '',
    'The accounts with a career behind them (`wp.zurueckgenommen` … `wp.ausgeschoepft`, `eignung.zweiterversuch`) were',
    'built step by step through the functions the candidates and the office use – applications, withdrawals (Rücknahme,',
    'whole-exam withdrawal), registrations, admissions, invitations and results, each dated in its earlier term – so',
    'their history is complete: every application with its attempt (`npm run office -- antraege`), the declarations',
    'with their receipt times, the office steps in the audit (`npm run office -- protokoll <e-mail>`).',
    '',
    '| E-mail | Kind | State | Open term | Expected |',
    '| --- | --- | --- | --- | --- |',
    ...zeilen,
    '',
    '## Examination office (back-office)',
    '',
    'Log in at `/examensportal/pruefungsstelle` with the same password and a Sicherheitscode: add the TOTP key below to',
    'an authenticator app by hand (RFC 6238, SHA-1, 6 digits, 30 s; e.g. `oathtool --totp -b <key>`). All accounts are',
    'set up; `apps/server/test/demo.test.ts` logs in with each. A correction of a result (§ 42 VwVfG) is drafted by one',
    'leitung and released by the other (decision 0032).',
    '',
    '| E-mail | Role | TOTP key |',
    '| --- | --- | --- |',
    ...DEMO_MITARBEITENDE.map((m) => `| ${m.email} | ${m.rolle} | \`${m.totpSchluessel}\` |`),
    '',
    'The Eingang (`/examensportal/pruefungsstelle/eingang`) has work in every queue: applications waiting for a decision',
    '(`wp.eingereicht`, `wp.wiederantrag`, `eignung.eingereicht`; `wp.nachteilsausgleich` with the',
    'Nachteilsausgleich badge, `wp.verkuerzung` with § 8a and its proofs), a triftiger Grund with its certificate',
    '(`wp.triftigergrund`), a credit with its proof (`wp.anrechnung`), Rücknahmen and withdrawals to acknowledge',
    '(`wp.zurueckgenommen`, `wp.wiederantrag`, `wp.verloren`, `wp.ausgeschoepft`, `eignung.zweiterversuch` …) and a new',
    'document in an Akteneingang (`wp.anrechnung`), and under "Zur Freigabe" a draft waiting for a second person: the',
    "caseworker's admission of `eignung.eingereicht` (issue 26; the leitung can view its letter and release it).",
    'The Nachforderung queues (issue 27, decision 0039): `wp.eingereicht` has an open request for a certificate (default',
    'deadline), `wp.verkuerzung` an answered one to review (a text answer), `wp.wiederantrag` one whose deadline passed',
    '12 days ago without an answer ("Frist abgelaufen").',
    'Case work (issue 28, decision 0046): the case of `wp.verkuerzung` is assigned to the demo caseworker (filter "Meine',
    'Fälle"), with an internal note and a Wiedervorlage due today (queue "Wiedervorlage"); the other cases are not assigned.',
    'Under "Widersprüche" (issue 26, decisions 0038 and 0050) `wp.zweiterversuch` has an objection against the letter',
    'of its failed WP result, received today and waiting for a decision (Kandidat page, section "Widersprüche");',
    "`eignung.zweiterversuch`'s objection against its failed aptitude test was rejected (Widerspruchsbescheid);",
    "`wp.grundabgeholfen`'s objection against the refusal of its triftiger Grund was remedied (Abhilfebescheid, decision",
    '0066): the reason is accepted, the missed paper is to be re-invited in a later term (R-82).',
    'The Postfach (issue 27, decision 0049): `wp.eingereicht` has a thread on its application – the caseworker asked about',
    'the certificate two days ago (read by the candidate), the candidate answered an hour ago with the certificate attached;',
    'the answer is unread by the office and waits in the queue "Nachrichten".',
    '`apps/server/test/demo.test.ts` checks that no queue is empty.',
    '',
  ].join('\n');
}
