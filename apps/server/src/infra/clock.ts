/** The only source of "now" on the server, so tests can move time (session timeouts, token expiry). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that starts at `start` and then runs at the real pace (PORTAL_NOW): for acceptance tests and
 * for the office to try a coming term. `testbetrieb` marks it, so every page can say so.
 */
export interface PortalClock extends Clock {
  readonly testbetrieb: true;
  /**
   * Sets the clock to `moment`, from where it runs on (the journeys' time travel without a restart,
   * decision 0077). Only this test-mode clock has it: the real one can never be moved.
   */
  moveTo(moment: Date): void;
}

export function clockStartingAt(start: Date, realNow: () => number = Date.now): PortalClock {
  let offset = start.getTime() - realNow();
  return {
    testbetrieb: true,
    now: () => new Date(realNow() + offset),
    moveTo: (moment) => {
      offset = moment.getTime() - realNow();
    },
  };
}

/** The clock of every entry point: the real one, or the test-mode one when PORTAL_NOW is set. */
export const clockFor = (config: { portalNow: Date | undefined }): Clock =>
  config.portalNow ? clockStartingAt(config.portalNow) : systemClock;

export const isTestbetrieb = (clock: Clock): clock is PortalClock =>
  (clock as Partial<PortalClock>).testbetrieb === true;

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2025-03-01T09:00:00Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
