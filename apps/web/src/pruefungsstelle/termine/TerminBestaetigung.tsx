import { termineTexte as tt } from '@examensportal/domain/messages-pruefungsstelle-termine';

/** The question before a change that affects candidates (issue 26 point 7): how many, then yes or no. */
export function TerminBestaetigung({
  text,
  ja,
  nein,
  sendet,
}: {
  text: string;
  ja: () => void;
  nein: () => void;
  sendet: boolean;
}) {
  return (
    <div className="kern-alert kern-alert--warning" role="alert">
      <div className="kern-alert__body">
        <p className="kern-body">{text}</p>
        <div className="form-actions">
          <button type="button" className="kern-btn kern-btn--primary" disabled={sendet} onClick={ja}>
            <span className="kern-label">{tt.bestaetigenJa}</span>
          </button>
          <button type="button" className="kern-btn kern-btn--secondary" onClick={nein}>
            <span className="kern-label">{tt.bestaetigenNein}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
