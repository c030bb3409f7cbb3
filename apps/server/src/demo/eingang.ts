// Work in every queue of the back-office's Eingang (issue 15): a submitted aptitude-test application,
// a triftiger Grund with its medical certificate, a credit with its proof and a free upload in the
// Akteneingang, each sent today through the flow of its route (the same checks, declaration, facts
// and locked proof documents as a real multipart request). The other queues fill from the rest of the
// demo: wp.eingereicht and wp.wiederantrag wait for a decision, the careers left Rücknahmen and
// whole-exam withdrawals to acknowledge.
import { randomUUID } from 'node:crypto';
import { addDays, type IsoDate } from '@examensportal/domain/dates';
import { PRUEFUNGSTEIL_KEYS } from '@examensportal/domain/rules/module';
import { addHalfYears } from '@examensportal/domain/rules/semester';
import { anmeldebeginn, offenerTermin } from '@examensportal/domain/rules/terms';
import type { MultipartAblauf } from '../features/declarations/ablaeufe/ablauf';
import { anrechnung } from '../features/declarations/ablaeufe/anrechnung';
import { triftigerGrund } from '../features/declarations/ablaeufe/triftigerGrund';
import { festhalten } from '../features/declarations/transaction';
import { insertDocuments } from '../features/documents/repo';
import { berlinTimestamp } from '../features/procedure/declarations';
import { seedAntraegeMitAnlagen } from './antraege';
import { type Datei, type EingangDeps, speichern } from './dateien';
import { type Konto, spaeter } from './werkzeug';

/** A multipart declaration sent today with its proof documents, locked in the Akteneingang. */
async function mitNachweis<T>(
  deps: EingangDeps,
  k: Konto,
  ablauf: MultipartAblauf<T>,
  angaben: Record<string, unknown>,
  dateien: readonly Datei[],
): Promise<void> {
  const files = await speichern(deps.storage, dateien);
  await deps.db.transaction((tx) =>
    festhalten(
      tx,
      { clock: deps.clock, config: { verfahren: deps.verfahren } },
      {
        accountId: k.id,
        key: null,
        ohneQuittung: true,
        dateien: { files, typen: ablauf.typen },
        planen: (lage) =>
          ablauf.planen(
            lage,
            ablauf.schema.parse({ abgesendetAm: berlinTimestamp(lage.now).slice(0, 16), ...angaben }),
            files,
          ),
      },
    ),
  );
}

/** A free upload into the Akteneingang (not part of a declaration, still deletable by the candidate). */
async function hochladen(deps: EingangDeps, k: Konto, typ: string, name: string): Promise<void> {
  const [file] = await speichern(deps.storage, [{ liste: typ, name }]);
  if (!file) return;
  const now = deps.clock.now();
  await insertDocuments(deps.db, [
    {
      id: randomUUID(),
      accountId: k.id,
      category: 'AKTENEINGANG',
      type: typ,
      source: 'candidate',
      originalName: file.originalName,
      storedName: file.storedName,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      createdAt: now,
    },
  ]);
}

export async function seedEingang(deps: EingangDeps, heute: IsoDate): Promise<void> {
  const { werkzeug } = deps;
  const { settings, einreichenAm, frueherZugelassen, run } = werkzeug;
  const offen = offenerTermin(heute, settings);
  const vorher = addHalfYears(offen, -1);

  // eignung.eingereicht: an aptitude-test application waiting for the decision.
  await einreichenAm(
    'eignung.eingereicht',
    offen,
    spaeter(anmeldebeginn(offen, settings), addDays(heute, -2)),
  );

  // wp.triftigergrund: invited to the written WP exam a week ago, reported ill today with a certificate.
  {
    const k = await frueherZugelassen('wp.triftigergrund', vorher, ['wp']);
    await run('laden', k.email, { modul: 'wp', teil: 'schriftlich', datum: addDays(heute, -7) });
    await mitNachweis(
      deps,
      k,
      triftigerGrund,
      Object.fromEntries(PRUEFUNGSTEIL_KEYS.map((key) => [key, key === 'wp'])),
      [{ liste: 'zeugnis', name: 'Attest-Amtsarzt.pdf' }],
    );
  }

  // wp.grundabgeholfen: invited a week ago, its triftiger Grund recorded four days ago and refused two
  // days ago; widersprueche.ts remedies the refusal on objection (decision 0066).
  {
    const k = await frueherZugelassen('wp.grundabgeholfen', vorher, ['wp']);
    const ort = { modul: 'wp', teil: 'schriftlich' };
    await run('laden', k.email, { ...ort, datum: addDays(heute, -7) });
    await run('triftiger-grund-erfassen', k.email, { ...ort, datum: addDays(heute, -4) });
    await run('triftiger-grund-entscheiden', k.email, {
      ...ort,
      entscheidung: 'abgelehnt',
      begruendung: 'Das Attest nennt keine Prüfungsunfähigkeit am Prüfungstag.',
      datum: addDays(heute, -2),
    });
  }

  // wp.anrechnung: admitted today, asked to have BWL credited (Masterzeugnis), and sent a CV later.
  {
    const k = await einreichenAm(
      'wp.anrechnung',
      offen,
      spaeter(anmeldebeginn(offen, settings), addDays(heute, -14)),
      ['wp', 'wr'],
    );
    await run('zulassen', k.email);
    await mitNachweis(
      deps,
      k,
      anrechnung,
      { zulassungsblock: offen.display, art: 6, wp: false, wr: false, bwl: true, st: false },
      [{ liste: 'masterzeugnis', name: 'Masterzeugnis.pdf' }],
    );
    await hochladen(deps, k, 'LEBENSLAUF', 'Lebenslauf-aktualisiert.pdf');
  }

  await seedAntraegeMitAnlagen(deps, heute);
}
