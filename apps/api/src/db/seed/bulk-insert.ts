import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '../connect.ts';

// Multi-row INSERTs for loading many rows fast (the bench catalogue). Rows are arrays in the
// table's column order. Through Kysely the SQL is written here (no query builder per row), so
// 1000 rows cost one statement; with the raw better-sqlite3 handle the statements are prepared
// once and reused.

export interface BulkTable {
  name: string;
  columns: string[];
}

export interface BulkTarget {
  /** Runs `fn` in one transaction. */
  transaction: (fn: (run: RunStatement) => Promise<void>) => Promise<void>;
  dialect: Dialect;
}
type RunStatement = (sql: string, params: unknown[]) => Promise<void> | void;

// PostgreSQL allows 65,535 bind parameters per statement and SQLite 32,766.
const MAX_PARAMS: Record<Dialect, number> = { postgres: 65_000, sqlite: 32_000 };

export function kyselyTarget(kysely: Kysely<any>, dialect: Dialect): BulkTarget {
  return {
    dialect,
    transaction: (fn) =>
      kysely.transaction().execute(async (trx) => {
        await fn(async (sql, params) => {
          await trx.executeQuery(CompiledQuery.raw(sql, params));
        });
      }),
  };
}

export function sqliteTarget(sqlite: BetterSqlite3.Database): BulkTarget {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const run = (sql: string, params: unknown[]) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = sqlite.prepare(sql)));
    statement.run(params);
  };
  return {
    dialect: 'sqlite',
    transaction: async (fn) => {
      sqlite.exec('begin');
      try {
        await fn(run);
        sqlite.exec('commit');
      } catch (err) {
        sqlite.exec('rollback');
        throw err;
      }
    },
  };
}

const sqlCache = new Map<string, string>();

function insertSql(table: BulkTable, rows: number, dialect: Dialect): string {
  const key = `${dialect}:${table.name}:${rows}`;
  let sql = sqlCache.get(key);
  if (sql) return sql;
  const width = table.columns.length;
  const tuples: string[] = [];
  for (let r = 0; r < rows; r++) {
    const marks = table.columns.map((_, c) => (dialect === 'postgres' ? `$${r * width + c + 1}` : '?'));
    tuples.push(`(${marks.join(', ')})`);
  }
  sql = `insert into "${table.name}" (${table.columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')}`;
  sqlCache.set(key, sql);
  return sql;
}

/** Inserts `rows` into `table` in statements of at most `rowsPerStatement` rows. */
export async function insertMany(run: RunStatement, dialect: Dialect, table: BulkTable, rows: unknown[][], rowsPerStatement = 1000): Promise<void> {
  const perStatement = Math.max(1, Math.min(rowsPerStatement, Math.floor(MAX_PARAMS[dialect] / table.columns.length)));
  for (let i = 0; i < rows.length; i += perStatement) {
    const slice = rows.slice(i, i + perStatement);
    await run(insertSql(table, slice.length, dialect), slice.flat());
  }
}
