// The Kandidat page's objections (issue 26 point 6, decisions 0038 and 0050): every objection with its
// period and „verspätet“, what an Abhilfe would write, its open draft (the draft panel of the decision
// page: the letter as PDF, release by another leitung) or its outcome; the forms to record one and to
// draft its outcome. The Eingang queue „Widersprüche“ links here (#widersprueche). Read with
// useStaffDaten (decision 0044); outcomes of actions are toasts.
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { formatDatum } from '@examensportal/domain/format';
import { aufhebungFormular as af } from '@examensportal/domain/messages-pruefungsstelle-aufhebung';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { abhilfeTexte as a } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-abhilfe';
import { widerspruchFormular as t } from '@examensportal/domain/messages-pruefungsstelle-widerspruch-formular';
import { widerspruchTexte as w } from '@examensportal/domain/messages-pruefungsstelle-widerspruch';
import {
  type WiderspruchAnsicht,
  type WiderspruchBescheid,
  widerspruecheAntwortSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-widerspruch-liste';
import { toast } from '../../lib/toast';
import { EntwurfPanel } from '../entscheidungen/EntwurfPanel';
import { Fakten } from '../entscheidungen/Fakten';
import { useStaff } from '../StaffContext';
import { useStaffDaten } from '../useStaffDaten';
import { AufhebungForm, BescheidBerichtigungForm } from './AufhebungForms';
import { EntscheidenForm } from './EntscheidenForm';
import { ErfassenForm } from './ErfassenForm';

function Widerspruch({
  kandidatId,
  wi,
  oeffnen,
  reload,
}: {
  kandidatId: string;
  wi: WiderspruchAnsicht;
  oeffnen(dokumentId: string): void;
  reload(): void;
}) {
  return (
    <article className="staff__entwurf" aria-labelledby={`widerspruch-${wi.id}`}>
      <h3 className="kern-heading-small" id={`widerspruch-${wi.id}`}>
        {t.widerspruchVom(formatDatum(wi.eingegangenAm), wi.bescheidDatei, formatDatum(wi.bescheidVom))}
      </h3>
      <Fakten
        zeilen={[
          [
            t.frist,
            `${t.fristText(formatDatum(wi.bekanntgabeAm), formatDatum(wi.fristEnde))} – ${
              wi.verspaetet ? t.verspaetet : t.fristgerecht
            }`,
          ],
          [t.begruendung, wi.begruendung],
          [t.erfasstVon, wi.erfasstVon],
          [t.abhilfeWirkung, wi.abhilfe ? (a.arten[wi.abhilfe] ?? wi.abhilfe) : t.keineAbhilfe],
        ]}
      />
      <p className="kern-body">
        <button type="button" className="kern-btn kern-btn--tertiary" onClick={() => oeffnen(wi.bescheidId)}>
          <span className="kern-label">{t.bescheidOeffnen}</span>
        </button>
      </p>
      {wi.erledigung ? (
        <p className="kern-body kern-body--bold">
          {t.erledigt(formatDatum(wi.erledigung.am), w.ergebnisse[wi.erledigung.ergebnis] ?? '')}
        </p>
      ) : wi.entwurf ? (
        <EntwurfPanel
          kandidatId={kandidatId}
          entwurf={wi.entwurf}
          onErfolg={(message) => {
            toast.success(message);
            reload();
          }}
          ebene={4}
        />
      ) : (
        <EntscheidenForm
          kandidatId={kandidatId}
          widerspruchId={wi.id}
          mitMassnahmen={wi.abhilfe === 'nachteilsausgleich'}
          onEntworfen={reload}
        />
      )}
    </article>
  );
}

/**
 * A leitung's revocation and § 42 correction of one filed letter (decision 0055): the open drafts with
 * their panel, else the form.
 */
function BescheidAufheben({
  kandidatId,
  bescheid,
  reload,
}: {
  kandidatId: string;
  bescheid: WiderspruchBescheid;
  reload(): void;
}) {
  const offen = (art: string) => bescheid.entwuerfe.find((e) => e.art === art);
  const panel = (entwurf: NonNullable<ReturnType<typeof offen>>) => (
    <EntwurfPanel
      key={entwurf.id}
      kandidatId={kandidatId}
      entwurf={entwurf}
      onErfolg={(message) => {
        toast.success(message);
        reload();
      }}
      ebene={4}
    />
  );
  const aufhebung = offen('aufhebung');
  const berichtigung = offen('bescheidBerichtigung');
  return (
    <article className="staff__entwurf" aria-labelledby={`bescheid-${bescheid.id}`}>
      <h3 className="kern-heading-small" id={`bescheid-${bescheid.id}`}>
        {af.bescheidTitel(bescheid.dateiname, formatDatum(bescheid.am))}
      </h3>
      {bescheid.aufhebbar &&
        (aufhebung ? (
          panel(aufhebung)
        ) : (
          <AufhebungForm kandidatId={kandidatId} bescheidId={bescheid.id} onEntworfen={reload} />
        ))}
      {bescheid.berichtigbar &&
        (berichtigung ? (
          panel(berichtigung)
        ) : (
          <BescheidBerichtigungForm kandidatId={kandidatId} bescheidId={bescheid.id} onEntworfen={reload} />
        ))}
    </article>
  );
}

export function WiderspruecheAbschnitt({
  kandidatId,
  oeffnen,
}: {
  kandidatId: string;
  /** Opens a letter of the file in the page's document viewer. */
  oeffnen(dokumentId: string): void;
}) {
  const { stand, reload } = useStaffDaten(widerspruecheAntwortSchema, P.widersprueche, {
    params: { id: kandidatId },
  });
  const neu = () => void reload();
  const leitung = useStaff().sitzung?.rolle === 'leitung';
  return (
    <section id="widersprueche" aria-labelledby="kandidat-widersprueche">
      <h2 id="kandidat-widersprueche" className="kern-heading-medium">
        {t.titel}
      </h2>
      <p className="kern-body">{t.einleitung}</p>
      {/* A failed read is said in the section, not as a banner: the page's own alerts stay the page's
          (as the Nachforderungen beside it). */}
      {stand.name === 'loading' && <p className="kern-body">{pruefungsstelle.seiten.loading}</p>}
      {stand.name === 'fehler' && <p className="kern-body">{stand.message}</p>}
      {stand.name === 'bereit' && (
        <>
          {stand.daten.widersprueche.length === 0 && <p className="kern-body">{t.keine}</p>}
          {stand.daten.widersprueche.map((wi) => (
            <Widerspruch key={wi.id} kandidatId={kandidatId} wi={wi} oeffnen={oeffnen} reload={neu} />
          ))}
          {stand.daten.bescheide.length === 0 ? (
            <p className="kern-body">{t.keineBescheide}</p>
          ) : (
            <ErfassenForm kandidatId={kandidatId} bescheide={stand.daten.bescheide} onErfasst={neu} />
          )}
          {leitung &&
            stand.daten.bescheide
              .filter((b) => b.aufhebbar || b.berichtigbar)
              .map((b) => <BescheidAufheben key={b.id} kandidatId={kandidatId} bescheid={b} reload={neu} />)}
        </>
      )}
    </section>
  );
}
