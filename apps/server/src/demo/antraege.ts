// Applications the office reads in full (issue 26): sent today through the submit's own function with
// their attachments in the upload lists – one asking for a Nachteilsausgleich with its certificate,
// one declaring the § 8a shortening with its proofs (both wait in the Eingang), and one whose request
// the office granted before the invitation. The candidate's copy of the application ("Antrag als
// PDF") is queued as on a real submit and filed when the server runs.
import type { IsoDate } from '@examensportal/domain/dates';
import type { ModulSlot } from '@examensportal/domain/rules/module';
import { offenerTermin } from '@examensportal/domain/rules/terms';
import { LISTEN_TYP, linkToApplication, neueDateien } from '../features/procedure/antrag-dateien';
import { lockCandidate } from '../features/procedure/records';
import { einreichen } from '../features/procedure/submit';
import { enqueueAntragskopie } from '../features/receipts/antragskopie';
import { nachteilsausgleichEntscheiden } from '../features/buero/nachteilsausgleich';
import { beispielZulassung } from './beispiele';
import { type EingangDeps, speichern } from './dateien';

interface Antrag {
  prefix: string;
  slots: readonly ModulSlot[];
  optionen: Parameters<typeof beispielZulassung>[3];
  dateien: readonly { liste: string; name: string }[];
}

const ANTRAEGE: readonly Antrag[] = [
  {
    prefix: 'wp.nachteilsausgleich',
    slots: ['wp', 'wr'],
    optionen: { nachteilsausgleich: true },
    dateien: [
      { liste: 'lebenslauf', name: 'Lebenslauf.pdf' },
      { liste: 'attest', name: 'Schwerbehindertenausweis.pdf' },
    ],
  },
  {
    prefix: 'wp.ausgleich',
    slots: ['wp'],
    optionen: { nachteilsausgleich: true },
    dateien: [{ liste: 'attest', name: 'Attest.pdf' }],
  },
  {
    prefix: 'wp.verkuerzung',
    slots: ['wp', 'st'],
    optionen: { verkuerzung: 'master' },
    dateien: [
      { liste: 'lebenslauf', name: 'Lebenslauf.pdf' },
      { liste: 'zeugnis', name: 'Masterzeugnis-8a.pdf' },
      // Every proof its Prüfliste names (issue 26 point 2): the employer's proof of the Tätigkeit too.
      { liste: 'agbescheinigung2', name: 'Taetigkeitsnachweis.pdf' },
      { liste: 'verkuerzungbescheinigung', name: 'Bescheinigung-Hochschule-8a.pdf' },
    ],
  },
];

export async function seedAntraegeMitAnlagen(deps: EingangDeps, heute: IsoDate): Promise<void> {
  const { settings, konto } = deps.werkzeug;
  const offen = offenerTermin(heute, settings);
  for (const a of ANTRAEGE) {
    const k = konto(a.prefix);
    const files = await speichern(deps.storage, a.dateien);
    const now = deps.clock.now();
    const antrag = beispielZulassung(
      offen,
      a.slots,
      { vorname: k.vorname, nachname: k.nachname, email: k.email },
      a.optionen,
    );
    await deps.db.transaction(async (tx) => {
      await lockCandidate(tx, k.id, now);
      const dateien = await neueDateien(tx, k.id, files, LISTEN_TYP, now, true);
      const { application, declaration } = await einreichen(
        tx,
        { accountId: k.id, antragsdatum: heute, von: 'kandidat', art: 'WP', antrag, dateien },
        now,
      );
      await linkToApplication(tx, k.id, application.id, dateien);
      await enqueueAntragskopie(tx, { accountId: k.id, declarationId: declaration.id }, now);
    });
  }

  // wp.ausgleich: admitted, the Nachteilsausgleich granted (issue 26 point 4), then invited: the
  // invitation lists the measures.
  const k = deps.werkzeug.konto('wp.ausgleich');
  await deps.werkzeug.run('zulassen', k.email);
  await nachteilsausgleichEntscheiden(
    { db: deps.db, clock: deps.clock, von: 'Demodaten', verfahren: deps.verfahren },
    {
      kandidat: k.email,
      entscheidung: 'accepted',
      massnahmen: { verlaengerungProzent: 25, eigenerRaum: true, hilfsmittel: [], freitext: null },
    },
  );
  await deps.werkzeug.run('laden', k.email, { modul: 'wp', teil: 'schriftlich' });
}
