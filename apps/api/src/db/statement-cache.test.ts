import SQLite from 'better-sqlite3';
import { type Generated, Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

// The prepared-statement cache under Kysely's SQLite driver: a statement is prepared once per SQL
// text, at most `max` are kept, and a kept one still answers right after the schema changes.

describe('withStatementCache', () => {
  let sqlite: SQLite.Database;
  const open = () => {
    sqlite = new SQLite(':memory:');
    sqlite.exec("create table t (id integer primary key, name text); insert into t (name) values ('a'), ('b'), ('c')");
    return sqlite;
  };
  afterEach(() => {
    if (sqlite.open) sqlite.close();
  });

  it('prepares a statement once per SQL text', () => {
    const db = withStatementCache(open());
    const prepare = vi.spyOn(sqlite, 'prepare');
    const first = db.prepare('select * from t where id = ?');
    expect(db.prepare('select * from t where id = ?')).toBe(first);
    expect(db.prepare('select name from t where id = ?')).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(first.all([2])).toEqual([{ id: 2, name: 'b' }]);
  });

  it('keeps at most `max` statements, dropping the least recently used', () => {
    const db = withStatementCache(open(), 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // now the most recently used
    db.prepare('select 3'); // drops "select 2"
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  it('gives a statement still being iterated a fresh one, then the kept one again', () => {
    const db = withStatementCache(open());
    const kept = db.prepare('select name from t order by id');
    const rows = kept.iterate([]);
    expect(rows.next().value).toEqual({ name: 'a' });
    const other = db.prepare('select name from t order by id');
    expect(other).not.toBe(kept);
    expect(other.all([])).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    rows.return?.();
    expect(db.prepare('select name from t order by id')).toBe(kept);
  });

  it('answers with the new schema after a column is added or a table made again', () => {
    const db = withStatementCache(open());
    const select = db.prepare('select * from t where id = ?');
    const insert = db.prepare('insert into t (name) values (?)');
    expect(select.all([1])).toEqual([{ id: 1, name: 'a' }]);
    sqlite.exec("alter table t add column colour text not null default 'red'");
    expect(db.prepare('select * from t where id = ?').all([1])).toEqual([{ id: 1, name: 'a', colour: 'red' }]);
    sqlite.exec('drop table t');
    expect(() => insert.run(['d'])).toThrow(/no such table: t/);
    sqlite.exec('create table t (id integer primary key, name text, size integer default 3)');
    expect(db.prepare('insert into t (name) values (?)').run(['e']).changes).toBe(1);
    expect(db.prepare('select * from t where id = ?').all([1])).toEqual([{ id: 1, name: 'e', size: 3 }]);
  });

  it('serves Kysely: reads, writes (reader told apart), transactions and streams', async () => {
    const kysely = new Kysely<{ t: { id: Generated<number>; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(open()) }) });
    const prepare = vi.spyOn(sqlite, 'prepare');
    const byId = (id: number) => kysely.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst();
    expect(await byId(1)).toEqual({ name: 'a' });
    expect(await byId(3)).toEqual({ name: 'c' });
    const renamed = await kysely.updateTable('t').set({ name: 'z' }).where('id', '<', 3).executeTakeFirst();
    expect(renamed.numUpdatedRows).toBe(2n);
    const [added] = await kysely.insertInto('t').values({ name: 'd' }).returning(['id', 'name']).execute();
    expect(added).toEqual({ id: 4, name: 'd' });
    await expect(
      kysely.transaction().execute(async (trx) => {
        await trx.updateTable('t').set({ name: 'gone' }).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const streamed: string[] = [];
    for await (const row of kysely.selectFrom('t').select('name').orderBy('id').stream()) streamed.push(row.name);
    expect(streamed).toEqual(['z', 'z', 'c', 'd']);
    expect(await byId(4)).toEqual({ name: 'd' });
    // select by id, update, insert, begin, update in the transaction, rollback, the stream's select.
    expect(prepare).toHaveBeenCalledTimes(7);
    expect((await sql<{ n: number }>`select count(*) as n from t`.execute(kysely)).rows).toEqual([{ n: 4 }]);
    await kysely.destroy();
    expect(sqlite.open).toBe(false);
  });
});
