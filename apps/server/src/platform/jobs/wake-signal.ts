/** Lets a polling loop sleep until either its poll interval passes or someone has news for it. */
export interface WakeSignal {
  wait(timeoutMs: number): Promise<void>;
  notify(): void;
}

export function createWakeSignal(): WakeSignal {
  let pending = false;
  let release: (() => void) | undefined;
  return {
    wait(timeoutMs) {
      if (pending) {
        // News came while the loop was busy: do not sleep through it.
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done(): void {
          clearTimeout(timer);
          release = undefined;
          resolve();
        }
        release = done;
      });
    },
    notify() {
      if (release) {
        release();
      } else {
        pending = true;
      }
    },
  };
}
