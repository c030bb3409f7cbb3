import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import type { CaptchaHandle } from './Captcha';

type TokenForm = FieldValues & { token: string };

/**
 * Submit for forms with the invisible captcha: if the proof of work is not done yet, wait for it
 * (it usually finished while the user typed), then validate and send.
 */
export function useCaptchaSubmit<T extends TokenForm, O>(
  form: UseFormReturn<T, unknown, O>,
  onValid: SubmitHandler<O>,
) {
  const captchaRef = useRef<CaptchaHandle>(null);
  const [waiting, setWaiting] = useState(false);
  const { getValues, setValue, handleSubmit } = form;

  const onToken = useCallback(
    (token: string) => {
      // 'token' is a key of every form this hook serves. Only a new solution is checked at once: a
      // solution dropped while the next is solved (after a failed submit, on expiry) is no error yet –
      // the submit waits for the fresh one – and checking it would flash 'could not be validated'.
      setValue('token' as never, token as never, {
        shouldValidate: form.formState.isSubmitted && token !== '',
      });
    },
    [setValue, form.formState.isSubmitted],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!getValues('token' as never) && captchaRef.current) {
      setWaiting(true);
      try {
        onToken(await captchaRef.current.solve());
      } catch {
        onToken('');
      } finally {
        setWaiting(false);
      }
    }
    await handleSubmit(onValid)(event);
  };

  const resetCaptcha = () => captchaRef.current?.reset();

  return { captchaRef, onToken, onSubmit, waiting, resetCaptcha };
}
