import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';

/** /meinedaten/zugangsdatenaendern: change password and e-mail (spec §2, §5, §8). */
export default function AccessDataPage() {
  const title = useRouteTitle();
  return (
    <Page title={title}>
      <div className="narrow kern-stack-lg">
        <ChangePasswordForm />
        <ChangeEmailForm />
      </div>
    </Page>
  );
}
