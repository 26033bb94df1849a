import { PinoPretty } from 'pino-pretty';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { AppSettings } from '../../config/env.ts';
import { correlationLogFields } from './correlation-scope.ts';

export type { Logger };

/**
 * Lines for people: a developer's terminal (`npm start`, `npm run dev`) outside production. Logs
 * going to a file, a pipe or a collector stay JSON, one object a line.
 */
function isReadableTerminal(settings: Pick<AppSettings, 'NODE_ENV'>): boolean {
  return process.stdout.isTTY && settings.NODE_ENV !== 'production';
}

/**
 * The one logger of the process. Fastify logs requests through it and the ports (jobs, push,
 * mail) log through it too, so every line has the same level, format and redaction.
 * `destination` replaces standard output (tests read the lines).
 */
export function createLogger(
  settings: Pick<AppSettings, 'LOG_LEVEL' | 'NODE_ENV'>,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: settings.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // A job's lines name the request that queued it.
    mixin: correlationLogFields,
  };
  if (destination) {
    return pino(options, destination);
  }
  if (isReadableTerminal(settings)) {
    // In-process rather than a transport's worker thread: a terminal is read at human speed.
    return pino(
      options,
      PinoPretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true }),
    );
  }
  return pino(options);
}
