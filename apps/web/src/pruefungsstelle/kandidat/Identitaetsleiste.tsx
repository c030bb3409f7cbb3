// The identity bar (MoJ case-working pattern): who this file is about, always at the top of the page.
import { kandidatTexte } from '@examensportal/domain/messages-pruefungsstelle-kandidat';
import type { KandidatAnsicht } from '@examensportal/domain/schemas/pruefungsstelle-kandidat';

const k = kandidatTexte;

export function Identitaetsleiste({ identitaet }: { identitaet: KandidatAnsicht['identitaet'] }) {
  const felder: [string, string][] = [
    [k.aktenzeichen, identitaet.aktenzeichen],
    [k.email, identitaet.email],
    [k.art, k.arten[identitaet.art] ?? identitaet.art],
  ];
  return (
    <section className="staff__identitaet" aria-label={k.identitaet}>
      <dl className="kern-description-list">
        {felder.map(([key, value]) => (
          <div key={key} className="kern-description-list-item">
            <dt className="kern-description-list-item__key">{key}</dt>
            <dd className="kern-description-list-item__value staff__umbruch">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
