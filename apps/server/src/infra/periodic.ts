// A task that runs at start and then every `intervalMs`, never twice at once in one process; its
// errors go to `onError` and the next tick tries again. stop() waits for a running tick (graceful
// shutdown: a transaction in flight commits or rolls back before the database closes).
export function schedulePeriodic(
  task: () => Promise<void>,
  intervalMs: number,
  onError: (err: unknown) => void,
): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(task).catch(onError);
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
