/**
 * Runs `fn` once the browser has painted the next frame (a frame callback, then a task), or after
 * `latestMs` when no frame comes (a tab in the background paints none). For code a page needs soon
 * but not for its first paint: fetched earlier, it shared the slow line with the paint's own code
 * and pushed the login page's LCP back (issue 16.5). Returns a function that cancels the call.
 */
export function afterNextPaint(fn: () => void, latestMs = 1000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    fn();
  };
  let task: ReturnType<typeof setTimeout> | undefined;
  const fallback = setTimeout(run, latestMs);
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          task = setTimeout(run, 0);
        })
      : undefined;
  function cancel() {
    done = true;
    clearTimeout(fallback);
    if (task !== undefined) clearTimeout(task);
    if (frame !== undefined) cancelAnimationFrame(frame);
  }
  return cancel;
}
