import pino, { type Logger } from 'pino';

export type { Logger };

/** JSON lines in production (for log shippers), human-readable colours in development. */
export function createLogger(level: string, pretty: boolean): Logger {
  return pino({
    level,
    base: undefined,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  });
}
