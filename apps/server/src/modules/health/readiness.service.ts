import type { Redis } from 'ioredis';
import type { AppContext } from '../../platform/app-context.ts';
import { pingDatabase } from './health.repository.ts';

/** Why the server should not get traffic now; undefined when it should. */
export type NotReadyReason = 'starting' | 'draining' | 'database' | 'redis';

export interface ReadinessDeps extends Pick<AppContext, 'readiness' | 'database'> {
  redis: { commands: Pick<Redis, 'ping'> } | undefined;
}

/** A balancer polls every few seconds: a dependency that hangs longer counts as away. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Ready means: started, not draining, and the database (and Redis, when configured) answers.
 * Every request needs the database; Redis carries jobs, push and rate limits.
 */
export async function checkReadiness(ctx: ReadinessDeps): Promise<NotReadyReason | undefined> {
  const phase = ctx.readiness.phase();
  if (phase !== 'ready') {
    return phase;
  }
  if (!(await answers(() => pingDatabase(ctx.database.db)))) {
    return 'database';
  }
  const redis = ctx.redis;
  if (redis && !(await answers(() => redis.commands.ping()))) {
    return 'redis';
  }
  return undefined;
}

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
