import pg from 'pg';

// PostgreSQL half of the shared test seed (test-seed.ts): the demo store is migrated and seeded
// once into a template schema, and each test app gets a copy of it in a schema of its own, made
// by one SQL script in one round trip. The script is read from the catalog (pg_get_*def), so new
// tables, indexes, constraints, functions and triggers are copied without changes here; kinds of
// objects it does not copy (sequences, views, types) stop the run with a message instead.
// Why a schema and not `CREATE DATABASE … TEMPLATE`: tests reach an app's data through
// TEST_DATABASE_URL plus the app's schema (db/statement-timeout.test.ts).

/** Runs statements on a short-lived connection of its own. */
export async function runPg<T extends pg.QueryResultRow = pg.QueryResultRow>(databaseUrl: string, text: string, values?: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Stands for the new schema in a clone script. */
const TARGET = '__clone_target__';

/**
 * The script that copies schema `template` (a plain lower-case name) into a new schema. Tables are
 * filled before their indexes, keys and triggers exist, so copying neither fires triggers nor
 * checks rows one by one. The template is named quoted where it is read from ("t".x), unquoted
 * where pg_get_*def names what is created (t.x): only the latter become the new schema.
 */
export async function buildCloneScript(databaseUrl: string, template: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const lines = async (text: string) => (await client.query<{ line: string }>(text, [template])).rows.map((r) => r.line);
  try {
    // With only pg_catalog on the path, every pg_get_*def names the template's objects in full.
    await client.query('set search_path = pg_catalog');
    const unsupported = await lines(`
      select format('%s %s', relkind, relname) as line from pg_class
       where relnamespace = $1::regnamespace and relkind not in ('r', 'i') -- tables and indexes only
      union all
      select format('type %s', typname) from pg_type where typnamespace = $1::regnamespace and typtype in ('e', 'd', 'r', 'm')
      union all
      select format('routine %s', proname) from pg_proc where pronamespace = $1::regnamespace and prokind not in ('f', 'p')
      union all
      select format('constraint %s', conname) from pg_constraint where connamespace = $1::regnamespace and contype not in ('p', 'u', 'x', 'f', 'c')`);
    if (unsupported.length) throw new Error(`pg-template.ts cannot copy: ${unsupported.join(', ')}`);
    const t = `from pg_class c where c.relnamespace = $1::regnamespace`;
    const script = [
      ...(await lines(`select pg_get_functiondef(p.oid) as line from pg_proc p where p.pronamespace = $1::regnamespace order by p.oid`)),
      ...(await lines(
        `select format('create table %s (like "%s".%I including all excluding indexes)', c.oid::regclass, $1::text, c.relname) as line ${t} and c.relkind = 'r' order by c.relname`,
      )),
      // Generated columns are left out: they are computed again from the copied ones.
      ...(await lines(`
        select format('insert into %s (%s) overriding system value select %2$s from "%s".%I', c.oid::regclass,
               (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
                 where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''), $1::text, c.relname) as line
          ${t} and c.relkind = 'r' order by c.relname`)),
      ...(await lines(`
        select format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as line
          from pg_constraint where connamespace = $1::regnamespace and contype in ('p', 'u', 'x') order by conrelid::regclass::text, conname`)),
      ...(await lines(`
        select pg_get_indexdef(i.indexrelid) as line from pg_index i join pg_class c on c.oid = i.indexrelid
         where c.relnamespace = $1::regnamespace
           and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid and k.contype in ('p', 'u', 'x'))
         order by c.relname`)),
      ...(await lines(`
        select format('alter table %s add constraint %I %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) as line
          from pg_constraint where connamespace = $1::regnamespace and contype = 'f' order by conrelid::regclass::text, conname`)),
      ...(await lines(`
        select pg_get_triggerdef(tg.oid) as line from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
         where c.relnamespace = $1::regnamespace and not tg.tgisinternal order by c.relname, tg.tgname`)),
    ];
    return script.join(';\n').replaceAll(`${template}.`, `${TARGET}.`);
  } finally {
    await client.end();
  }
}

/** Creates `schema` (a plain lower-case name) as a copy of the script's template, all or nothing. */
export async function cloneSchema(databaseUrl: string, script: string, schema: string): Promise<void> {
  // One simple-protocol query: its statements run as one implicit transaction.
  await runPg(databaseUrl, `create schema ${schema};\n${script.replaceAll(TARGET, schema)}`);
}
