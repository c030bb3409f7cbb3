const EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Runs `fn` once, at the person's first interaction with the page (a tap, a click, a key, a focus).
 * For code a page needs for the person's next step but not to show itself: the form checks and the
 * captcha widget of /login (about 55 KiB brotli and a few hundred milliseconds of script on a slow
 * phone) fetched and run right after the first paint still held the main thread while the page was
 * loading (Lighthouse TBT and LCP, issue 16.5). Focusing the first field starts them; a submit that
 * comes first waits for them. Returns a function that cancels the call.
 */
export function onFirstInteraction(fn: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    for (const type of EVENTS) document.removeEventListener(type, run, options);
  };
  function run() {
    cancel();
    fn();
  }
  for (const type of EVENTS) document.addEventListener(type, run, options);
  return cancel;
}
