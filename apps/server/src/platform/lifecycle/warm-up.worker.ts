// The thread of the start-up warm-up (warm-up.ts): asks the server for its own pages over HTTP,
// from the machine's other core, so the server's thread spends its time answering them.
import { parentPort, workerData } from 'node:worker_threads';
import type { WarmUpPlan, WarmUpResult } from './warm-up.ts';

const plan = workerData as WarmUpPlan;
const deadline = Date.now() + plan.timeoutMs;
let sent = 0;
let answered = 0;
let failed = 0;

/** One connection's requests, one after another, until the plan's count or time is spent. */
async function askInTurn(): Promise<void> {
  while (sent < plan.requests && Date.now() < deadline) {
    const path = plan.paths[sent % plan.paths.length] ?? '/';
    sent += 1;
    try {
      const response = await fetch(new URL(path, plan.origin), { headers: plan.headers });
      await response.arrayBuffer();
      if (response.ok) {
        answered += 1;
      } else {
        failed += 1;
      }
    } catch {
      // Not answering at all (the server closing): this connection stops.
      failed += 1;
      return;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: plan.concurrency }, askInTurn));
const result: WarmUpResult = { answered, failed, ms: performance.now() - started };
parentPort?.postMessage(result);
