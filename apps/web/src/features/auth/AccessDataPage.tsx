import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useMitZweitemFaktor } from './FaktorNachweisField';

/** /meinedaten/zugangsdatenaendern: change password and e-mail (spec §2, §5, §8). */
export default function AccessDataPage() {
  const title = useRouteTitle();
  const faktoren = useMitZweitemFaktor();
  return (
    <Page title={title}>
      <div className="narrow kern-stack-lg">
        <ChangePasswordForm faktoren={faktoren} />
        <ChangeEmailForm faktoren={faktoren} />
      </div>
    </Page>
  );
}
