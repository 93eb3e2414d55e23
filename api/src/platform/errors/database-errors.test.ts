import { describe, expect, it } from 'vitest';
import { databaseErrorMapper } from './database-errors.ts';

const mapError = databaseErrorMapper({});

/** An error as pg gives it: a message and, from the server or the socket, a code. */
const driverError = (message: string, code?: string) => Object.assign(new Error(message), { code });

describe('a database that cannot be reached', () => {
  it.each([
    ['a refused connection', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', driverError('read ECONNRESET', 'ECONNRESET')],
    ['a server shutting down', driverError('terminating connection due to administrator command', '57P01')],
    ['a server starting up', driverError('the database system is starting up', '57P03')],
    ['a connection exception', driverError('connection failure', '08006')],
    [
      'a connection that ended under a query (knex puts the query first)',
      driverError('SELECT 1 - Connection terminated unexpectedly'),
    ],
    [
      'no connection before the pool’s deadline',
      Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' }),
    ],
  ])('answers 503 database_unavailable with Retry-After for %s', (_case, error) => {
    expect(mapError(error)).toMatchObject({
      status: 503,
      code: 'database_unavailable',
      headers: { 'Retry-After': '5' },
    });
  });

  it('leaves other errors as they were', () => {
    expect(mapError(driverError('syntax error at or near "SELEC"', '42601'))).toBeUndefined();
    expect(mapError(new Error('Connection settings are wrong'))).toBeUndefined();
    expect(mapError(driverError('duplicate key', '23505'))).toMatchObject({ status: 409, code: 'conflict' });
  });
});

describe('a full disk', () => {
  it.each([
    [
      'PostgreSQL’s disk_full, as PGlite raised it on a full tmpfs',
      driverError(
        'insert into "users" … - could not extend file "base/5/16400": No space left on device',
        '53100',
      ),
    ],
    ['the file system’s ENOSPC', driverError('ENOSPC: no space left on device, write', 'ENOSPC')],
    [
      'disk_full wrapped by Objection',
      Object.assign(new Error('wrapped'), { nativeError: driverError('could not extend file', '53100') }),
    ],
  ])('answers 507 storage_full with Retry-After for %s', (_case, error) => {
    expect(mapError(error)).toMatchObject({
      status: 507,
      code: 'storage_full',
      headers: { 'Retry-After': '60' },
    });
  });
});
