import { pino, type Logger } from 'pino';
import type { AppSettings } from '../../config/env.ts';

export type { Logger };

/**
 * The one logger of the process. Fastify logs requests through it and the ports (jobs, push,
 * mail) log through it too, so every line has the same level, format and redaction.
 */
export function createLogger(settings: Pick<AppSettings, 'LOG_LEVEL'>): Logger {
  return pino({
    level: settings.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  });
}
