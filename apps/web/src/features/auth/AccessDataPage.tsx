import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useMitZweitemFaktor } from './FaktorNachweisField';

/** /meinedaten/zugangsdatenaendern: change password and e-mail (spec §2, §5, §8). */
export default function AccessDataPage() {
  const title = useRouteTitle();
  const mitFaktor = useMitZweitemFaktor();
  return (
    <Page title={title}>
      <div className="narrow kern-stack-lg">
        <ChangePasswordForm mitFaktor={mitFaktor} />
        <ChangeEmailForm mitFaktor={mitFaktor} />
      </div>
    </Page>
  );
}
