// Where the start log says the data lives: the SQLite file, or the PostgreSQL server and database a URL leads to,
// by TCP or by a Unix socket (libpq's `host` parameter), never with its password.
import { describe, expect, it } from 'vitest';
import { createDb } from './database.js';

// pg opens no connection before the first query, so no server is needed to read where one would go.
const locationOf = async (databaseUrl: string) => {
  const handle = createDb({ databaseUrl });
  await handle.db.destroy();
  return handle.location;
};

describe('the database location in the start log', () => {
  it('names the host, port and database of a TCP URL, without the password', async () => {
    expect(await locationOf('postgres://shop:s3cret@db.internal:6543/bazaar')).toBe(
      'postgres db.internal:6543/bazaar',
    );
    expect(await locationOf('postgres://postgres@127.0.0.1/test')).toBe('postgres 127.0.0.1:5432/test');
  });

  it('names the socket of a URL whose host parameter is a directory', async () => {
    expect(await locationOf('postgres://postgres@localhost/shop?host=/var/run/postgresql')).toBe(
      'postgres /var/run/postgresql/.s.PGSQL.5432 shop',
    );
    expect(await locationOf('postgres://postgres@localhost/shop?host=/tmp/&port=5433')).toBe(
      'postgres /tmp/.s.PGSQL.5433 shop',
    );
  });
});
