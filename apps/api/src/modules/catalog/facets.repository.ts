import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/connect.ts';
import {
  allOf,
  type FilterKind,
  type ListingScope,
  type ListingSource,
  listingSource,
  type ResolvedFilters,
  type SharedAttributeFilters,
} from './listing-filters.repository.ts';

// Facet counts: for each kind, the listing's products under every filter except that kind's own
// (standard faceting: picking a brand does not hide the other brands), at most 50 values each.
// The work is bounded: a facet set reads at most FACET_SAMPLE matching products, in whatever
// order the cheapest plan yields, so counts are exact for any listing up to that size (a usual
// category, any narrowed listing) and, past it, are counted over that many of its products; a
// 1M-product listing costs what a 1k one does. (Taking them in a fixed order such as featured
// would cost a walk of the whole catalogue when the filters are rare.) One query per set: the
// products are read once (a CTE) and each facet is a GROUP BY over them, by primary keys.
// With several attribute filters, every set is one statement sharing their chosen values
// (countSharedSets), so the SQL and the work grow linearly with the number of attribute filters
// (itself bounded by the contract, docs/api.md#limits).
export const FACET_LIMIT = 50;
export const FACET_SAMPLE = 1000;

export type ListFacetKind = 'brand' | 'category' | 'label' | 'tag';
export interface FacetRow {
  facet: string; // a ListFacetKind, or 'attr'
  code: string | null;
  name: string | null;
  display: string | null;
  value: string;
  label: string;
  swatch: string | null;
  n: number | string;
  attribute_position: number | null;
  value_position: number | null;
}

// CROSS JOIN keeps the sample as the outer loop in SQLite (which otherwise may start from, say,
// a tag and walk all its products); PostgreSQL plans it as the inner join it is.
const LIST_JOINS: Record<ListFacetKind, RawBuilder<unknown>> = {
  brand: sql`cross join brands f where f.id = s.brand_id`,
  category: sql`cross join categories f where f.id = s.category_id`,
  label: sql`cross join product_labels pl join labels f on f.id = pl.label_id where pl.product_id = s.id`,
  tag: sql`cross join product_tags pt join tags f on f.id = pt.tag_id where pt.product_id = s.id`,
};
const text = sql`cast(null as text)`;
const int = sql`cast(null as integer)`;

function listBranch(kind: ListFacetKind, from = 's'): RawBuilder<unknown> {
  return sql`select * from (
    select ${kind} as facet, ${text} as code, ${text} as name, ${text} as display, f.slug as value, f.name as label,
      ${text} as swatch, count(*) as n, ${int} as attribute_position, ${int} as value_position
    from ${sql.table(from)} s ${LIST_JOINS[kind]}
    group by f.slug, f.name
    order by n desc, f.name, f.slug
    limit ${FACET_LIMIT}) ${sql.ref(`f_${kind}`)}`;
}

/** Attribute values, at most FACET_LIMIT per attribute, over the sample `from`; `which` picks the attributes. */
function attributeBranch(which: RawBuilder<SqlBool>, from = 's'): RawBuilder<unknown> {
  return sql`select facet, code, name, display, value, label, swatch, n, attribute_position, value_position from (
    select 'attr' as facet, a.code, a.name, a.display, av.value, av.label, av.swatch, count(*) as n,
      a.position as attribute_position, av.position as value_position,
      row_number() over (partition by a.id order by count(*) desc, av.position, av.value) as rn
    from ${sql.table(from)} s
    cross join product_attribute_values pav
    join attribute_values av on av.id = pav.attribute_value_id
    join attributes a on a.id = av.attribute_id
    where pav.product_id = s.id and a.is_filterable = 1 and ${which}
    group by a.id, a.code, a.name, a.display, a.position, av.id, av.value, av.label, av.swatch, av.position
  ) f_attr where rn <= ${FACET_LIMIT}`;
}

/** `select … limit FACET_SAMPLE`: the products a facet set counts. */
function sample(source: ListingSource): RawBuilder<unknown> {
  return sql`select ${source.distinct ? sql`distinct ` : sql``}p.id, p.brand_id, p.category_id from ${source.from} where ${allOf(source.where)}
    limit ${FACET_SAMPLE}`;
}

/** A facet set: the products under every filter but `except`, and the facets counted over them. */
interface FacetSet {
  except?: FilterKind;
  branches: (from: string) => RawBuilder<unknown>[];
}

async function countFacetSet(db: Db, source: ListingSource, branches: RawBuilder<unknown>[]): Promise<FacetRow[]> {
  if (!branches.length) return [];
  const { rows } = await sql<FacetRow>`with s as (${sample(source)}) ${sql.join(branches, sql` union all `)}`.execute(db.kysely);
  return rows;
}

/**
 * Every set in one statement, for two or more attribute filters. Their chosen values are read
 * once (`chosen`); a set streams from the entries of its first attribute filter and checks the
 * others with one count per product (SharedAttributeFilters), so each set's SQL and per-product
 * work stay the same however many attributes are filtered: the statement grows linearly with
 * them. (One statement per set, each carrying every other attribute filter, grew with their
 * square, and PostgreSQL's join search over that many semi-joins faster still.)
 */
async function countSharedSets(db: Db, scope: ListingScope, filters: ResolvedFilters, codes: string[], sets: FacetSet[]): Promise<FacetRow[]> {
  const shared: SharedAttributeFilters = {
    valueIds: (code) => sql`select ch.id from chosen ch where ch.code = ${code}`,
    matchesAll: (except, count) => sql<SqlBool>`(select count(distinct ch.code) from product_attribute_values pa
      join chosen ch on ch.id = pa.attribute_value_id
      where pa.product_id = p.id${except === undefined ? sql`` : sql` and ch.code <> ${except}`}) = ${count}`,
  };
  // The (code, value) pairs travel as one JSON parameter: SQLite writes out a CTE's body again
  // at each use, so a body listing every pair would make the statement grow with their square.
  const wanted = JSON.stringify(codes.flatMap((code) => (filters.attributes?.[code] ?? []).map((value) => [code, value])));
  const pairs =
    db.dialect === 'sqlite'
      ? sql`select json_extract(j.value, '$[0]') as code, json_extract(j.value, '$[1]') as value from json_each(${wanted}) j`
      : sql`select j.value->>0 as code, j.value->>1 as value from json_array_elements(cast(${wanted} as json)) j`;
  const samples = sets.map((set, i) => sql`${sql.ref(`s${i}`)} as (${sample(listingSource(db.dialect, scope, filters, set.except, shared))})`);
  const branches = sets.flatMap((set, i) => set.branches(`s${i}`));
  const { rows } = await sql<FacetRow>`
    with chosen as materialized (
      select av.id, a.code from (${pairs}) w
      join attributes a on a.code = w.code
      join attribute_values av on av.attribute_id = a.id and av.value = w.value
    ), ${sql.join(samples)}
    ${sql.join(branches, sql` union all `)}`.execute(db.kysely);
  return rows;
}

/**
 * Every facet of a listing: the kinds the shopper has not filtered on share one set (all
 * filters applied); each filtered kind is counted on its own set, without its own filter. With
 * at most one attribute filter, the sets run as statements of their own (at most six at once);
 * with more, as one statement (countSharedSets).
 */
export async function countFacets(db: Db, scope: ListingScope, filters: ResolvedFilters): Promise<FacetRow[]> {
  const chosen: Record<ListFacetKind, unknown> = { brand: filters.brandIds, category: filters.categoryIds, label: filters.label, tag: filters.tag };
  const filteredList = (['brand', 'category', 'label', 'tag'] as const).filter((kind) => chosen[kind] !== undefined);
  const filteredCodes = Object.entries(filters.attributes ?? {})
    .filter(([, v]) => v.length)
    .map(([code]) => code);
  const otherAttributes = filteredCodes.length ? sql<SqlBool>`a.code not in (${sql.join(filteredCodes)})` : sql<SqlBool>`1 = 1`;
  const sets: FacetSet[] = [
    {
      branches: (from) => [
        ...(['category', 'brand', 'label', 'tag'] as const).filter((k) => !filteredList.includes(k)).map((k) => listBranch(k, from)),
        attributeBranch(otherAttributes, from),
      ],
    },
    ...filteredList.map((kind): FacetSet => ({ except: kind, branches: (from) => [listBranch(kind, from)] })),
    ...filteredCodes.map((code): FacetSet => ({ except: `attr:${code}`, branches: (from) => [attributeBranch(sql<SqlBool>`a.code = ${code}`, from)] })),
  ];
  if (filteredCodes.length > 1) return countSharedSets(db, scope, filters, filteredCodes, sets);
  const counted = sets.map((set) => countFacetSet(db, listingSource(db.dialect, scope, filters, set.except), set.branches('s')));
  return (await Promise.all(counted)).flat();
}
