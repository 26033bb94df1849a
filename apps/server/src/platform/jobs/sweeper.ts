/** Runs `sweep` every `intervalMs` in the background; returns the stopper. */
export function startSweeper(
  sweep: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= sweep()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}

/**
 * A recovery pass for work a crash may have left undone: once now over everything (this server's
 * earlier life may have died midway), then every `intervalMs` over what has waited at least that
 * long (`olderThan`). Returns the stopper, which waits for the first pass.
 */
export function startRecoveryPasses(
  pass: (olderThan: Date | undefined) => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): { stop(): Promise<void> } {
  const atStart = pass(undefined).catch(onError);
  const stopSweeper = startSweeper(
    () => pass(new Date(Date.now() - intervalMs)),
    intervalMs,
    onError,
  );
  return {
    async stop() {
      stopSweeper();
      await atStart;
    },
  };
}
