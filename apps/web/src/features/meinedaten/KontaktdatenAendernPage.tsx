import { signedInUser } from '../../app/slices/auth';
import { useAppSelector } from '../../app/store';
import { kindOf } from '../../lib/session';
import { createTwoStepFlow } from '../../wizard/twoStep/createTwoStepFlow';
import { kontaktdatenEignungFlow, kontaktdatenWPFlow } from './kontaktdatenFlow';

const WPFlow = createTwoStepFlow(kontaktdatenWPFlow);
const EignungFlow = createTwoStepFlow(kontaktdatenEignungFlow);

/** meinedaten/kontaktdatenaendern (spec §2): the kind decides the fields and the call (§7). */
export default function KontaktdatenAendernPage() {
  const user = useAppSelector((state) => signedInUser(state.auth));
  return kindOf(user?.art) === 'WP' ? <WPFlow /> : <EignungFlow />;
}
