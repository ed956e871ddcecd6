/** A unique-constraint violation (SQLSTATE 23505), however deep the driver and Drizzle wrapped it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** SQLSTATEs that mean "the database is not there right now", not "this request is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is restarting
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: statement_timeout fired
  '53300', // too_many_connections
]);

/** Socket-level failures between the app and its database server. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
]);

/** node-postgres says these in words (a pool that cannot connect in time, a read timeout…). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * The database cannot be reached or is restarting (an outage, a partition, a timeout), however
 * deep the driver and Drizzle wrapped it: the request should be retried later (503), it is not
 * a defect of ours (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (typeof code === 'string' && UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
