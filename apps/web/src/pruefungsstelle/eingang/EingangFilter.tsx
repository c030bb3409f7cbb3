// The queue's filter: kind of procedure and a search on name and e-mail address (GET form state in
// the URL, so a filtered queue can be bookmarked and the back button works).
import type { FormEvent } from 'react';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';

const e = eingang;

export function EingangFilter({
  art,
  suche,
  filtern,
}: {
  art: string;
  suche: string;
  filtern: (werte: { art: string; suche: string }) => void;
}) {
  const absenden = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    filtern({ art: String(data.get('art') ?? ''), suche: String(data.get('suche') ?? '').trim() });
  };
  return (
    <form className="staff__filter" onSubmit={absenden} aria-label={e.filtern} key={`${art}|${suche}`}>
      <div className="kern-form-input">
        <label className="kern-label" htmlFor="eingang-art">
          {e.spalten.art}
        </label>
        <div className="kern-form-input__select-wrapper">
          <select id="eingang-art" name="art" className="kern-form-input__select" defaultValue={art}>
            <option value="">{e.alleArten}</option>
            <option value="WP">{e.arten.WP}</option>
            <option value="EIGNUNG">{e.arten.EIGNUNG}</option>
          </select>
        </div>
      </div>
      <div className="kern-form-input">
        <label className="kern-label" htmlFor="eingang-suche">
          {e.suche}
        </label>
        <input
          id="eingang-suche"
          name="suche"
          type="search"
          maxLength={200}
          className="kern-form-input__input"
          defaultValue={suche}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="kern-btn kern-btn--primary">
          <span className="kern-label">{e.filtern}</span>
        </button>
        {(art || suche) && (
          <button
            type="button"
            className="kern-btn kern-btn--secondary"
            onClick={() => filtern({ art: '', suche: '' })}
          >
            <span className="kern-label">{e.zuruecksetzen}</span>
          </button>
        )}
      </div>
    </form>
  );
}
