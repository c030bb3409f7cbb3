import { Link } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { WizardDialog } from '../twoStep/WizardDialog';
import { paths } from '../../app/paths';

const r = messages.ruecknahme;

/** 'DE89370400440532013000' as 'DE89 3704 0044 0532 0130 00'. */
export const ibanGruppen = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The bank-data check before a withdrawal's summary (spec §2): a refund goes to the stored IBAN,
 * so the candidate confirms it or goes to change the contact data.
 */
export function IbanBestaetigung({
  iban,
  onConfirm,
  onCancel,
}: {
  iban: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <WizardDialog
      title={r.ibanTitel}
      onCancel={onCancel}
      actions={
        <>
          <button type="button" className="kern-btn kern-btn--primary" onClick={onConfirm}>
            <span className="kern-label">{r.ibanKorrekt}</span>
          </button>
          <Link className="kern-btn kern-btn--secondary" to={paths.kontaktdatenAendern.href}>
            <span className="kern-label">{r.ibanAendern}</span>
          </Link>
        </>
      }
    >
      {iban ? (
        <>
          <p className="kern-body">{r.ibanText}</p>
          <p className="kern-body kern-body--bold">{`${messages.antrag.iban}: ${ibanGruppen(iban)}`}</p>
        </>
      ) : (
        <p className="kern-body">{r.ibanFehlt}</p>
      )}
    </WizardDialog>
  );
}
