// The data of bench/orders.mjs, read and written in the shop's own database (SQLite file in the
// data dir, or PostgreSQL): stock raised on the variants the buyers order (so no order is refused
// for stock), then, after the load, the orders, their lines and the stock the correctness check
// reads. Writes are plain UPDATEs made once, before any load, while the shop runs (SQLite: WAL
// and a busy timeout, as the shop itself uses).
import path from 'node:path';

/** A tiny query handle over either database: all(sql, params) and run(sql, params), `?` placeholders. */
export async function openDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    let n = 0;
    const numbered = (sql) => sql.replace(/\?/g, () => `$${++n}`);
    const query = async (sql, params = []) => {
      n = 0;
      return client.query(numbered(sql), params);
    };
    return {
      all: async (sql, params) => (await query(sql, params)).rows,
      run: async (sql, params) => (await query(sql, params)).rowCount,
      close: () => client.end(),
    };
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(dataDir, 'vitrine.sqlite'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return {
    all: async (sql, params = []) => db.prepare(sql).all(...params),
    run: async (sql, params = []) => db.prepare(sql).run(...params).changes,
    close: async () => db.close(),
  };
}

/** Sets the stock of these variants, and of their products, to `stock`; resolves with the count of variants changed. */
export async function raiseStock(db, variants, stock) {
  let changed = 0;
  for (const v of variants) changed += await db.run('update product_variants set stock = ? where id = ?', [stock, v.id]);
  const products = [...new Set(variants.map((v) => v.productId))];
  for (const id of products) await db.run('update products set stock = ? where id = ?', [stock, id]);
  return changed;
}

/** Published variants with their product: [{ id, productId, stock, maxPerOrder }]. */
export async function orderableVariants(db) {
  const rows = await db.all(
    `select v.id as id, v.product_id as product_id, v.stock as stock, p.max_per_order as max_per_order
       from product_variants v join products p on p.id = v.product_id
      where p.is_published = 1 and v.stock > 0
      order by v.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    stock: Number(r.stock),
    maxPerOrder: r.max_per_order === null ? 0 : Number(r.max_per_order),
  }));
}

const chunks = (list, size) => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/** Rows of `sqlBefore (?, …) sqlAfter` for ids, 500 at a time (SQLite's and pg's parameter limits). */
export async function whereIn(db, sqlBefore, ids, sqlAfter = '') {
  const rows = [];
  for (const part of chunks(ids, 500)) rows.push(...(await db.all(`${sqlBefore} (${part.map(() => '?').join(', ')}) ${sqlAfter}`, part)));
  return rows;
}

/** What the correctness check reads after the load. */
export async function readOrders(db, { variantIds, productIds }) {
  const orders = (await db.all('select id, order_no, cart_id, sub_total, discount, shipping, grand_total from orders')).map((o) => ({
    ...o,
    sub_total: Number(o.sub_total),
    discount: Number(o.discount),
    shipping: Number(o.shipping),
    grand_total: Number(o.grand_total),
  }));
  const items = (await db.all('select order_id, variant_id, product_id, quantity, unit_price from order_items')).map((i) => ({
    ...i,
    quantity: Number(i.quantity),
    unit_price: Number(i.unit_price),
  }));
  const variantStock = new Map((await whereIn(db, 'select id, stock from product_variants where id in', variantIds)).map((r) => [r.id, Number(r.stock)]));
  const productStock = new Map((await whereIn(db, 'select id, stock from products where id in', productIds)).map((r) => [r.id, Number(r.stock)]));
  const duplicateCarts = await db.all('select cart_id, count(*) as n from orders group by cart_id having count(*) > 1');
  return { orders, items, variantStock, productStock, duplicateCarts };
}
