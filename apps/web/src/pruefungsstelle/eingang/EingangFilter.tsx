// The queue's filter: kind of procedure and a search on name and e-mail address (GET form state in
// the URL, so a filtered queue can be bookmarked and the back button works).
import type { FormEvent } from 'react';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { PlainSelectField, PlainTextField } from '../../components/form/PlainFields';
import { ZuweisungAuswahl } from '../components/ZuweisungAuswahl';

const e = eingang;

type Werte = { art: string; suche: string; zuweisung: string };

export function EingangFilter({
  art,
  suche,
  zuweisung,
  filtern,
}: Werte & { filtern: (werte: Werte) => void }) {
  const absenden = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    filtern({
      art: String(data.get('art') ?? ''),
      suche: String(data.get('suche') ?? '').trim(),
      zuweisung: String(data.get('zuweisung') ?? ''),
    });
  };
  return (
    <form
      className="staff__filter"
      onSubmit={absenden}
      aria-label={e.filtern}
      key={`${art}|${suche}|${zuweisung}`}
    >
      {/* Who holds the case (issue 28 point 1). */}
      <ZuweisungAuswahl id="eingang-zuweisung" defaultValue={zuweisung} />
      <PlainSelectField
        id="eingang-art"
        name="art"
        label={e.spalten.art}
        defaultValue={art}
        options={[
          { value: '', label: e.alleArten },
          { value: 'WP', label: e.arten.WP },
          { value: 'EIGNUNG', label: e.arten.EIGNUNG },
        ]}
      />
      <PlainTextField
        id="eingang-suche"
        name="suche"
        type="search"
        label={e.suche}
        maxLength={200}
        defaultValue={suche}
      />
      <div className="form-actions">
        <button type="submit" className="kern-btn kern-btn--primary">
          <span className="kern-label">{e.filtern}</span>
        </button>
        {(art || suche || zuweisung) && (
          <button
            type="button"
            className="kern-btn kern-btn--secondary"
            onClick={() => filtern({ art: '', suche: '', zuweisung: '' })}
          >
            <span className="kern-label">{e.zuruecksetzen}</span>
          </button>
        )}
      </div>
    </form>
  );
}
