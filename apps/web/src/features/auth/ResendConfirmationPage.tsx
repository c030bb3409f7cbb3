import { useState } from 'react';
import { messages } from '@examensportal/domain/messages';
import { useAppDispatch } from '../../app/store';
import { useRouteTitle } from '../../app/useRouteTitle';
import { Alert } from '../../components/form/Alert';
import { Page } from '../../components/Page';
import { EmailCaptchaForm } from './EmailCaptchaForm';
import { resendConfirmation } from './thunks';

/**
 * /bestaetigungerneutsenden (ours, issue 16): a new registration confirmation mail, with the captcha
 * of the other public forms. The answer is the same for every address (no account enumeration), so
 * the page says what happens if the address has an unconfirmed registration.
 */
export default function ResendConfirmationPage() {
  const title = useRouteTitle();
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState(false);

  return (
    <Page title={title}>
      <p className="kern-body">{messages.web.bestaetigungErneutIntro}</p>
      {sent && <Alert variant="success">{messages.web.bestaetigungErneutGesendet}</Alert>}
      <div className="narrow">
        <EmailCaptchaForm
          formId="bestaetigungerneutsenden"
          submitLabel={messages.web.bestaetigungErneutSenden}
          send={async (values) => {
            setSent(false);
            const result = await dispatch(resendConfirmation(values));
            return resendConfirmation.fulfilled.match(result)
              ? null
              : (result.payload ?? { status: 0, message: messages.generic.fehler });
          }}
          onSent={() => setSent(true)}
        />
      </div>
    </Page>
  );
}
