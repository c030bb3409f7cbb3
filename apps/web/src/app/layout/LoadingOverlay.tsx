import { messages } from '@examensportal/domain/messages';
import { useAppSelector } from '../store';

/** Spinner over the page while the loading area's busy flag is set. */
export function LoadingOverlay() {
  const busy = useAppSelector((state) => state.loading.busy);
  return (
    <div className={busy ? 'loading-overlay is-visible' : 'loading-overlay'} role="status" aria-live="polite">
      {busy && (
        <>
          <span className="kern-loader kern-loader--visible" aria-hidden="true" />
          <span className="kern-sr-only">{messages.generic.laden}</span>
        </>
      )}
    </div>
  );
}
