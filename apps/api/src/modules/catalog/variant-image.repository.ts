import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '../../db/connect.ts';

// A listing filtered by a variant option (a colour) shows each card in that colour (issue 30):
// the picture of a matching variant, read in the listing's own query (one subquery per row of
// the page, on product_variants_product_idx: no query per card).

/** One option of a variant's `options` JSON, as text (null when the variant has no such option). */
function optionValue(dialect: Dialect, code: string): RawBuilder<string | null> {
  // Codes are checked by the contract (/^[a-z][a-z0-9-]*$/); the path is quoted for the hyphens.
  return dialect === 'sqlite' ? sql<string | null>`json_extract(v.options, ${`$."${code}"`})` : sql<string | null>`(v.options::jsonb ->> ${code}::text)`;
}

/**
 * `(select image …)`: the image of the product's variant that has the chosen values of the
 * filtered attributes it carries as options (at least one of them), in stock first, then the
 * default, then by position. A plain null without attribute filters; the card then keeps the
 * product's own picture, and so does a product whose matching variant has none.
 */
export function filteredVariantImage(dialect: Dialect, attributes: Record<string, string[]> | undefined): RawBuilder<string | null> {
  const chosen = Object.entries(attributes ?? {}).filter(([, values]) => values.length > 0);
  if (chosen.length === 0) return sql<null>`null`;
  const matches = (code: string, values: string[]) => sql<SqlBool>`${optionValue(dialect, code)} in (${sql.join(values)})`;
  // Each filtered option the variant carries matches; options it does not carry (a material) are no test.
  const agrees = chosen.map(([code, values]) => sql<SqlBool>`(${optionValue(dialect, code)} is null or ${matches(code, values)})`);
  const anyMatch = sql.join(
    chosen.map(([code, values]) => matches(code, values)),
    sql` or `,
  );
  return sql<string | null>`(select v.image from product_variants v
    where v.product_id = p.id and v.image is not null and ${sql.join(agrees, sql` and `)} and (${anyMatch})
    order by case when v.stock > 0 then 0 else 1 end, v.is_default desc, v.position
    limit 1)`;
}
