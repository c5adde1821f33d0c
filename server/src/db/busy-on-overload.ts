import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import { AppError } from '@core/errors/app-error';

/**
 * SQLSTATEs that mean the database has no room or no connection for us right now, not that the
 * request is wrong: insufficient resources (class 53: too many clients, out of memory…), connection
 * exceptions (class 08), operator intervention (57014 statement timeout, 57P01–57P05 shutting down,
 * cannot connect now), lock timeout (55P03). Serialization failures and deadlocks (40001, 40P01) are
 * not here: `inWriteTransaction` retries them and answers BUSY when they persist.
 */
const overloadSqlStates = /^(53|08|57P)|^57014$|^55P03$/;
/** Network failures reaching the database. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres' own messages: the pool's acquire timeout, a connect timeout, a lost or broken connection, its query timeout. */
const pgMessages = /^timeout exceeded when trying to connect|^Connection terminated|not queryable|^Query read timeout/;

/** SQLite: the file stayed locked by another writer past the busy timeout. */
const sqliteBusyCodes = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_TIMEOUT', 'SQLITE_LOCKED']);

/** Whether a database error means "overloaded or unreachable, try again shortly" (503 BUSY) rather than a bug (500). */
export function isOverloadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || sqliteBusyCodes.has(code) || (/^[0-9A-Z]{5}$/.test(code) && overloadSqlStates.test(code))))
    return true;
  return pgMessages.test(error.message);
}

const asBusy = (error: unknown): unknown => (isOverloadError(error) ? new AppError('BUSY', undefined, { cause: error }) : error);

/**
 * The pool Kysely draws from, with overload turned into `AppError('BUSY')` (503, Retry-After) at the
 * one place every query passes: taking a connection (the acquire timeout when all are busy, too many
 * clients, connection refused) and running a statement on it (statement or lock timeout, a lost
 * connection). Other errors (constraint violations, serialization failures) pass through unchanged.
 */
export function busyOnOverload(pool: PostgresPool): PostgresPool {
  // One wrapper per pooled client, so Kysely's per-client connection cache keeps working.
  const wrappers = new WeakMap<PostgresPoolClient, PostgresPoolClient>();
  const wrap = (client: PostgresPoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      const query = (statement: string | PostgresCursor<unknown>, parameters: readonly unknown[] = []) =>
        typeof statement === 'string'
          ? client.query(statement, parameters).catch((error: unknown) => {
              throw asBusy(error);
            })
          : client.query(statement);
      wrapper = { query: query as PostgresPoolClient['query'], release: () => client.release() };
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    connect: () =>
      pool.connect().then(wrap, (error: unknown) => {
        throw asBusy(error);
      }),
    end: () => pool.end(),
  };
}
