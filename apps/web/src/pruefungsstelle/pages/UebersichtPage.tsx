import { Link } from 'react-router';
import { pruefungsstelle } from '@examensportal/domain/messages-pruefungsstelle';
import { EingangUebersicht } from '../eingang/EingangUebersicht';
import { BEREICHE } from '../nav';
import { useStaff } from '../StaffContext';
import { StaffPage } from './StaffPage';

const p = pruefungsstelle;
const s = p.seiten;

/** Home: the areas there are, and those still to come named plainly (no links to nowhere). */
export function UebersichtPage() {
  const { sitzung } = useStaff();
  if (!sitzung) return null;
  const sichtbar = BEREICHE.filter((b) => !b.leitung || sitzung.rolle === 'leitung');
  const fertig = sichtbar.filter((b) => b.href);
  const offen = sichtbar.filter((b) => !b.href);
  return (
    <StaffPage title={s.uebersicht}>
      <p className="kern-body">{s.uebersichtText(sitzung.name, p.rollen[sitzung.rolle])}</p>
      <ul className="link-list kern-body">
        {fertig.map(({ name, href = '' }) => (
          <li key={name}>
            <Link className="kern-link" to={href}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
      <EingangUebersicht />
      {offen.length > 0 && (
        <section aria-labelledby="noch-nicht">
          <h2 id="noch-nicht" className="kern-heading-medium">
            {s.nochNichtVerfuegbar}
          </h2>
          <p className="kern-body">{s.bereichNochNichtText} npm run office -- --help</p>
          <ul className="kern-body">
            {offen.map((b) => (
              <li key={b.name}>{b.name}</li>
            ))}
          </ul>
        </section>
      )}
    </StaffPage>
  );
}
