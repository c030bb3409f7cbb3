import { useNavigate } from 'react-router';
import { messages } from '@examensportal/domain/messages';
import { paths } from '../../app/paths';
import { useAppDispatch } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Page } from '../../components/Page';
import { EmailCaptchaForm } from './EmailCaptchaForm';
import { requestNewPassword } from './thunks';

/** Spec §2 /passwortvergessen: request a reset link by e-mail. */
export default function PasswordForgottenPage() {
  const title = useRouteTitle();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  return (
    <Page title={title}>
      <p className="kern-body">{messages.web.passwortVergessenIntro}</p>
      <div className="narrow">
        <EmailCaptchaForm
          formId="passwortvergessen"
          submitLabel={messages.web.linkAnfordern}
          send={async (values) => {
            const result = await dispatch(requestNewPassword(values));
            return requestNewPassword.fulfilled.match(result)
              ? null
              : (result.payload ?? { status: 0, message: messages.generic.fehler });
          }}
          onSent={() => navigate(paths.passwortzurueckgesetzt.href)}
        />
      </div>
    </Page>
  );
}
