import { messages } from '@examensportal/domain/messages';

/** Says so while a submit waits for the background check (a live region that always exists). */
export function CaptchaStatus({ waiting }: { waiting: boolean }) {
  return (
    <p className="kern-body kern-body--small captcha-status" role="status">
      {waiting ? messages.web.captchaLaeuft : ''}
    </p>
  );
}
