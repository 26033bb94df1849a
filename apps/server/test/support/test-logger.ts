import { pino, type Logger } from 'pino';

/** A logger that writes nothing: the tests assert behaviour, not log lines. */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
