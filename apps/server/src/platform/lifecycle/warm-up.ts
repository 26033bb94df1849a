import { Worker } from 'node:worker_threads';

const WORKER_FILE = new URL('./warm-up.worker.ts', import.meta.url);

/** What the warm-up asks its own server for. */
export interface WarmUpPlan {
  /** The server's own address, e.g. `http://127.0.0.1:3000`. */
  origin: string;
  /** Paths asked for in turn. */
  paths: readonly string[];
  headers: Record<string, string>;
  /** Requests in all; V8 optimises a function after so many calls, not after so many seconds. */
  requests: number;
  /** Requests at once, each on its own connection. */
  concurrency: number;
  /** However far it got, the warm-up ends after this long. */
  timeoutMs: number;
}

export interface WarmUpResult {
  /** Requests answered 2xx. */
  answered: number;
  /** Requests answered otherwise, or not at all. */
  failed: number;
  ms: number;
}

/**
 * Sends the server its own requests before it reports ready (decision 0307): a fresh process
 * runs its code unoptimised, and the first customers after a start waited two to three times
 * as long as the next ones. The requests come from a thread of their own, so the server's
 * thread only answers them; a warm-up that fails or stops early leaves the server as it was.
 */
export async function warmUp(plan: WarmUpPlan): Promise<WarmUpResult> {
  const thread = new Worker(WORKER_FILE, { workerData: plan });
  try {
    return await new Promise<WarmUpResult>((resolve, reject) => {
      thread.once('message', resolve);
      thread.once('error', reject);
      thread.once('exit', (code) => {
        reject(new Error(`The warm-up's thread ended (code ${String(code)})`));
      });
    });
  } finally {
    await thread.terminate();
  }
}
