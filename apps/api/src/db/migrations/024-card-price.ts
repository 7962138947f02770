import { type Kysely, SqliteAdapter, sql } from 'kysely';

// A card shows the price of what its Add to cart adds (docs/decisions/037): products.selling_price
// and mrp become the card variant's, and card_variant_id names it (the variant the card's button
// adds). Listings keep sorting, filtering and paging on products.selling_price (its indexes, the
// keyset cursor and the copies of migration 007 are unchanged); triggers keep it true when a
// variant is added, removed, re-priced, made default, or sells out or comes back in stock.
// The rule is pickCardVariant() in modules/catalog/card-variant.ts.

/** The card variant's id for the product named by `productId` (an SQL expression). */
const cardVariantOf = (productId: string) =>
  `(select v.id from product_variants v where v.product_id = ${productId}
    order by case when v.stock > 0 then 0 else 1 end, v.is_default desc, v.selling_price, v.position, v.id limit 1)`;

const copyPrice = `selling_price = (select v.selling_price from product_variants v where v.id = products.card_variant_id),
  mrp = (select v.mrp from product_variants v where v.id = products.card_variant_id)`;

// Only changes that can move the card: stock crossing zero, price, default, order.
const MOVES_CARD = `(old.stock > 0) <> (new.stock > 0) or old.selling_price <> new.selling_price or old.mrp <> new.mrp
  or old.is_default <> new.is_default or old.position <> new.position`;

export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema.alterTable('products').addColumn('card_variant_id', 'text').execute();
  await sql.raw(`update products set card_variant_id = ${cardVariantOf('products.id')}`).execute(db);
  await sql.raw(`update products set ${copyPrice} where card_variant_id is not null`).execute(db);

  if (isSqlite) {
    const body = (ref: 'new' | 'old') =>
      sql.raw(`begin
        update products set card_variant_id = ${cardVariantOf(`${ref}.product_id`)} where id = ${ref}.product_id;
        update products set ${copyPrice} where id = ${ref}.product_id and card_variant_id is not null;
      end`);
    await sql`create trigger product_card_variant_insert after insert on product_variants ${body('new')}`.execute(db);
    await sql`create trigger product_card_variant_delete after delete on product_variants ${body('old')}`.execute(db);
    await sql`create trigger product_card_variant_update after update of stock, selling_price, mrp, is_default, position on product_variants
      when ${sql.raw(MOVES_CARD)} ${body('new')}`.execute(db);
    return;
  }
  await sql`create function product_card_variant_sync() returns trigger language plpgsql as $$
    declare pid text := case when tg_op = 'DELETE' then old.product_id else new.product_id end;
    begin
      update products set card_variant_id = ${sql.raw(cardVariantOf('pid'))} where id = pid;
      update products set ${sql.raw(copyPrice)} where id = pid and card_variant_id is not null;
      return null;
    end $$`.execute(db);
  await sql`create trigger product_card_variant_insert after insert or delete on product_variants
    for each row execute function product_card_variant_sync()`.execute(db);
  await sql`create trigger product_card_variant_update after update of stock, selling_price, mrp, is_default, position on product_variants
    for each row when (${sql.raw(MOVES_CARD)}) execute function product_card_variant_sync()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const name of ['product_card_variant_insert', 'product_card_variant_delete', 'product_card_variant_update']) {
    await sql`drop trigger if exists ${sql.raw(name)}${isSqlite ? sql`` : sql` on product_variants`}`.execute(db);
  }
  if (!isSqlite) await sql`drop function if exists product_card_variant_sync()`.execute(db);
  await db.schema.alterTable('products').dropColumn('card_variant_id').execute();
}
