// A task that runs at start and then every `intervalMs`, never twice at once in one process; its
// errors go to `onError` and the next tick tries again. stop() waits for a running tick (graceful
// shutdown: a transaction in flight commits or rolls back before the database closes). runNow() runs
// it once more as at start (after a test-mode clock move, decision 0077) and resolves when it ran.
export interface Periodic {
  stop(): Promise<void>;
  runNow(): Promise<void>;
}

export function schedulePeriodic(
  task: () => Promise<void>,
  intervalMs: number,
  onError: (err: unknown) => void,
): Periodic {
  if (intervalMs <= 0) return { stop: async () => {}, runNow: async () => {} };
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(task).catch(onError);
    return running;
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
    runNow: tick,
  };
}
