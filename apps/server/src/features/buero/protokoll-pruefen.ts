// `npm run office -- protokoll-pruefen`: the check of the hash chains (features/protokoll/verify.ts)
// against their heads and the anchors in PROTOKOLL_ANKER_DIR. Reads only; exit code 1 names the first
// changed, inserted or missing entry of each chain.
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { readAnchors } from '../protokoll/anchor';
import type { Befund } from '../protokoll/verify';
import { verifyChains } from '../protokoll/verify';
import { OfficeError, type OfficeDeps, type OfficeOutput } from './context';

const o = officeCliTexte.protokollPruefen;

function befundText(b: Befund): string {
  const kette = o.ketten[b.chain];
  switch (b.art) {
    case 'geaendert':
      return o.geaendert(kette, b.id);
    case 'eingefuegt':
      return o.eingefuegt(kette, b.id);
    case 'fehlt':
      return o.fehlt(kette, b.seq, b.nachId, b.vorId);
    case 'anker':
      return o.ankerPasstNicht(kette, b.day, b.seq);
  }
}

export async function protokollPruefen(deps: OfficeDeps): Promise<OfficeOutput> {
  const dir = deps.protokollAnkerDir;
  const { anchors, unreadable } = dir ? await readAnchors(dir) : { anchors: [], unreadable: [] };
  const reports = await verifyChains(deps.db, anchors);
  const befunde = reports.flatMap((r) => (r.befund ? [befundText(r.befund)] : []));
  const probleme = [...befunde, ...unreadable.map((name) => o.ankerUnlesbar(name))];
  if (probleme.length > 0) throw new OfficeError([o.nichtUnversehrt, ...probleme].join('\n'));
  const text = [
    ...reports.map((r) => o.ketteIntakt(o.ketten[r.chain], r.entries, r.headHash)),
    dir ? o.ankerGeprueft(anchors.length, dir) : o.ohneAnker,
  ].join('\n');
  return {
    text,
    data: {
      ketten: reports.map((r) => ({ kette: r.chain, eintraege: r.entries, pruefsumme: r.headHash })),
      anker: anchors.length,
    },
  };
}
