import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { AltchaWidgetElement } from 'altcha/external';
import { API, apiUrl } from '@examensportal/domain/api';
import { messages } from '@examensportal/domain/messages';
import { onFirstInteraction } from '../../lib/firstInteraction';
import { FieldError } from '../form/FieldError';
// The stylesheet comes with the page, so the widget never shows unstyled; its code (about 30 KiB gz)
// comes with the first interaction (PERF-FE-1, issue 16.5).
import 'altcha/altcha.css';

/**
 * Loads and registers the widget once. Until then <altcha-widget> is an unknown element; defining it
 * upgrades the one already in the page, which then starts solving (auto="onload").
 */
let widgetCode: Promise<unknown> | undefined;
const loadAltcha = () => (widgetCode ??= import('./altchaSetup'));

const CHALLENGE_URL = apiUrl(API.captchaChallenge);

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

interface StateChangeDetail {
  state: WidgetState;
  payload?: string;
}

export interface CaptchaHandle {
  /** The current solution, waiting for (or starting) the proof of work if there is none yet. */
  solve(): Promise<string>;
  /** Drops the used solution and solves a fresh challenge (after every submit: solutions are single-use). */
  reset(): void;
}

interface CaptchaProps {
  ref?: Ref<CaptchaHandle>;
  /** Id for the error summary link (the container takes focus). */
  id: string;
  /** Called with every new solution, and with '' when the solution is gone. */
  onToken: (token: string) => void;
  error?: string | undefined;
}

/**
 * The invisible ALTCHA captcha (spec §2 login, §5): solves a proof-of-work challenge of our server
 * in the background; the user never has to do anything.
 */
export function Captcha({ ref, id, onToken, error }: CaptchaProps) {
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const state = useRef<WidgetState>('unverified');
  const payload = useRef('');
  const waiters = useRef<{ resolve: (token: string) => void; reject: (error: Error) => void }[]>([]);
  const onTokenRef = useRef(onToken);
  const [failed, setFailed] = useState(false);
  const defined = useRef(false);

  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  /** Fetches the widget's code (once); until then <altcha-widget> is an unknown element. */
  const loadCode = useRef<() => void>(() => {});
  useEffect(() => {
    let mounted = true;
    let started = false;
    const load = () => {
      if (started) return;
      started = true;
      loadAltcha().then(
        () => {
          defined.current = true;
        },
        () => {
          // A chunk that cannot be loaded (network gone, new deployment) is a failed check.
          if (!mounted) return;
          setFailed(true);
          for (const waiter of waiters.current.splice(0)) waiter.reject(new Error('captcha'));
        },
      );
    };
    loadCode.current = load;
    // The widget's code is the largest chunk of /login and its proof of work keeps the CPU busy: it
    // starts with the person's first interaction, not while the page loads (issue 16.5).
    const cancel = onFirstInteraction(load);
    return () => {
      mounted = false;
      cancel();
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      state.current = detail.state;
      if (detail.state === 'verified' && detail.payload) {
        payload.current = detail.payload;
        setFailed(false);
        onTokenRef.current(detail.payload);
        for (const waiter of waiters.current.splice(0)) waiter.resolve(detail.payload);
      } else {
        payload.current = '';
        onTokenRef.current('');
        if (detail.state === 'error') {
          setFailed(true);
          for (const waiter of waiters.current.splice(0)) waiter.reject(new Error('captcha'));
        }
        // An expired solution is replaced without the user noticing.
        if (detail.state === 'expired') void widget.verify();
      }
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      solve: () => {
        if (state.current === 'verified' && payload.current) return Promise.resolve(payload.current);
        loadCode.current();
        const promise = new Promise<string>((resolve, reject) => waiters.current.push({ resolve, reject }));
        const widget = widgetRef.current;
        // Before the code is there, the upgrade itself starts the check (auto="onload").
        if (widget && defined.current && state.current !== 'verifying') {
          widget.reset();
          void widget.verify();
        }
        return promise;
      },
      reset: () => {
        const widget = widgetRef.current;
        payload.current = '';
        onTokenRef.current('');
        if (!widget || !defined.current) return;
        widget.reset();
        void widget.verify();
      },
    }),
    [],
  );

  return (
    <div className="captcha" id={id} tabIndex={-1}>
      <altcha-widget
        ref={widgetRef}
        challenge={CHALLENGE_URL}
        display="invisible"
        auto="onload"
        language="de"
        name="altcha"
      />
      {failed && !error && <p className="kern-body kern-body--small">{messages.web.captchaFehler}</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
