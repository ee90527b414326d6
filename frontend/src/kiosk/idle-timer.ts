// Idle reset of the kiosk (issue 21, spec 4): without a touch for `idleMs` the order is abandoned; for the
// last `warningMs` of it a warning with a countdown shows. Any touch starts the wait again.

export interface IdleTimerOptions {
  idleMs: number;
  warningMs: number;
  onWarn(): void;
  onIdle(): void;
  now?: () => number;
}

export interface IdleTimer {
  /** Starts (or restarts) the wait; a running warning is withdrawn by the caller on `activity`. */
  start(): void;
  /** A touch: the wait starts over; returns whether the warning was showing. */
  activity(): boolean;
  stop(): void;
  /** Whole seconds until the reset (rounded up); 0 when stopped. */
  secondsLeft(): number;
  readonly warning: boolean;
}

export function createIdleTimer({ idleMs, warningMs, onWarn, onIdle, now = Date.now }: IdleTimerOptions): IdleTimer {
  let warnTimer: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let deadline = 0;
  let warning = false;

  const clear = () => {
    clearTimeout(warnTimer);
    clearTimeout(idleTimer);
    warnTimer = idleTimer = undefined;
  };
  const start = () => {
    clear();
    warning = false;
    deadline = now() + idleMs;
    warnTimer = setTimeout(
      () => {
        warning = true;
        onWarn();
      },
      Math.max(0, idleMs - warningMs),
    );
    idleTimer = setTimeout(() => {
      clear();
      warning = false;
      deadline = 0;
      onIdle();
    }, idleMs);
  };

  return {
    start,
    activity() {
      const was = warning;
      if (idleTimer !== undefined) start();
      return was;
    },
    stop() {
      clear();
      warning = false;
      deadline = 0;
    },
    secondsLeft: () => (deadline ? Math.max(0, Math.ceil((deadline - now()) / 1000)) : 0),
    get warning() {
      return warning;
    },
  };
}
