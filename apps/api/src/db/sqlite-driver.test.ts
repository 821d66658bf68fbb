import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openSqlite, preparedOnce } from './sqlite-driver.js';

describe('preparedOnce', () => {
  it('prepares each query once and answers it with each run’s parameters, keeping the most recent only', async () => {
    const sqlite = openSqlite(':memory:');
    sqlite.exec('create table t (n integer); insert into t values (1), (2), (3);');
    let prepared = 0;
    const counting = Object.assign(Object.create(sqlite) as typeof sqlite, {
      prepare: (source: string) => {
        prepared++;
        return sqlite.prepare(source);
      },
    });
    const db = new Kysely<{ t: { n: number } }>({
      dialect: new SqliteDialect({ database: preparedOnce(counting, 2) }),
    });
    const above = async (n: number) =>
      (await db.selectFrom('t').select('n').where('n', '>', n).orderBy('n').execute()).map((row) => row.n);
    expect(await above(0)).toEqual([1, 2, 3]);
    expect(await above(2)).toEqual([3]);
    expect(prepared).toBe(1);
    // a third and fourth shape push the first out: asked again, it is prepared again
    await sql`select 1`.execute(db);
    await sql`select 2`.execute(db);
    expect(await above(1)).toEqual([2, 3]);
    expect(prepared).toBe(4);
    await db.destroy();
  });
});
