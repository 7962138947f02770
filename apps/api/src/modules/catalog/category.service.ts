import type { CategoryCard } from '@vitrine/contracts/catalog';
import { Messages } from '@vitrine/contracts/messages';
import type { ImageRef } from '@vitrine/contracts/sections';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/app-error.ts';
import { createDbCache } from '../../lib/db-cache.ts';
import { parseJson } from '../../lib/json.ts';
import * as repo from './category.repository.ts';

export type CategoryTreeNode = CategoryCard & { children: CategoryTreeNode[] };
export interface CategoryCrumb {
  name: string;
  slug: string;
}

/** The category tree in memory: lookups, descendants (a super-category lists its children's products), paths. */
export class CategoryIndex {
  readonly byId = new Map<string, repo.CategoryRow>();
  readonly bySlug = new Map<string, repo.CategoryRow>();
  private readonly children = new Map<string | null, repo.CategoryRow[]>();

  constructor(rows: repo.CategoryRow[]) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      this.bySlug.set(row.slug, row);
    }
    for (const row of rows) {
      // A parent that no longer exists makes its child a root rather than losing it.
      const parent = row.parent_id && this.byId.has(row.parent_id) ? row.parent_id : null;
      this.children.set(parent, [...(this.children.get(parent) ?? []), row]);
    }
  }

  childrenOf(id: string | null): repo.CategoryRow[] {
    return this.children.get(id) ?? [];
  }

  /** The category and everything below it (guarded against cycles in the data). */
  descendantIds(id: string): string[] {
    const seen = new Set<string>([id]);
    const queue = [id];
    while (queue.length) {
      for (const child of this.childrenOf(queue.shift()!)) {
        if (!seen.has(child.id)) {
          seen.add(child.id);
          queue.push(child.id);
        }
      }
    }
    return [...seen];
  }

  /** From the root down to the category itself. */
  path(id: string): CategoryCrumb[] {
    const path: CategoryCrumb[] = [];
    const seen = new Set<string>();
    for (let row = this.byId.get(id); row && !seen.has(row.id); row = row.parent_id ? this.byId.get(row.parent_id) : undefined) {
      seen.add(row.id);
      path.unshift({ name: row.name, slug: row.slug });
    }
    return path;
  }
}

const indexCache = createDbCache<CategoryIndex>();
const countsCache = createDbCache<Map<string, number>>();

export function getCategoryIndex(db: Db): Promise<CategoryIndex> {
  return indexCache.get(db, async () => new CategoryIndex(await repo.findAllCategories(db.kysely)));
}

export async function requireCategory(db: Db, slug: string): Promise<{ row: repo.CategoryRow; index: CategoryIndex }> {
  const index = await getCategoryIndex(db);
  const row = index.bySlug.get(slug);
  if (!row) throw notFound(Messages.pageNotFound);
  return { row, index };
}

/** spec §7 GET /api/category/all: the tree with published product counts (a category counts its descendants' products). */
export async function getCategoryTree(db: Db, categoryId: string | undefined): Promise<CategoryTreeNode[]> {
  const [index, direct] = await Promise.all([
    getCategoryIndex(db),
    countsCache.get(db, async () => {
      const rows = await repo.countPublishedByCategory(db.kysely);
      return new Map(rows.map((r) => [r.category_id as string, Number(r.n)]));
    }),
  ]);
  const build = (row: repo.CategoryRow, seen: Set<string>): CategoryTreeNode => {
    seen.add(row.id);
    const children = index
      .childrenOf(row.id)
      .filter((c) => !seen.has(c.id))
      .map((c) => build(c, seen));
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      image: parseJson<ImageRef | null>(row.image, null),
      product_count: (direct.get(row.id) ?? 0) + children.reduce((sum, c) => sum + c.product_count, 0),
      path: index.path(row.id).map((c) => c.slug),
      children,
    };
  };
  if (categoryId === undefined) return index.childrenOf(null).map((row) => build(row, new Set()));
  // Ids and slugs are both accepted (links carry slugs).
  const root = index.byId.get(categoryId) ?? index.bySlug.get(categoryId);
  if (!root) throw notFound(Messages.pageNotFound);
  return [build(root, new Set())];
}

export async function listTags(db: Db): Promise<{ name: string; slug: string; product_count: number }[]> {
  const rows = await repo.findTagsWithCounts(db.kysely);
  return rows.map((r) => ({ name: r.name, slug: r.slug, product_count: Number(r.product_count ?? 0) }));
}
