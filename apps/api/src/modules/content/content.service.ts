import crypto from 'node:crypto';
import type { Menu, MenuItem, Page, PageResponse, pageUpsertSchema, Section, Slide, Slider, Template, templateUpdateSchema } from '@vitrine/contracts/content';
import { Messages } from '@vitrine/contracts/messages';
import { SectionType } from '@vitrine/contracts/sections';
import { bodyClassFor, pageTypeForPath } from '@vitrine/contracts/slug';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../lib/app-error.ts';
import { createKeyedDbCache } from '../../lib/db-cache.ts';
import { nowIso, parseJson } from '../../lib/json.ts';
import * as repo from './content.repository.ts';
import type { PagesTable, TemplatesTable } from './content.table.ts';

// Pages, templates, menus and sliders are read on every render and change only through owner writes
// (or seeds): kept a few seconds per database (decisions/024). savePage and updateTemplate drop them,
// and so does every other owner write (lib/db-cache.ts forgetReadCaches). Values are shared between
// requests: callers serialise them, never change them.
const CONTENT_TTL_MS = 3000;
type PageRecord = { row: PagesTable; sections: Section[] } | null;
const pages = createKeyedDbCache<PageRecord>(CONTENT_TTL_MS, 500);
const templates = createKeyedDbCache<Template | null>(CONTENT_TTL_MS, 100);
const menus = createKeyedDbCache<Menu | null>(CONTENT_TTL_MS, 200);
const sliders = createKeyedDbCache<Slider | null>(CONTENT_TTL_MS, 100);

function forgetContent(db: Db): void {
  for (const cache of [pages, templates, menus, sliders]) cache.forget(db);
}

/** The page row and its parsed sections by slug (null: no such page), cached. */
function findPage(db: Db, slug: string): Promise<PageRecord> {
  return pages.get(db, slug, async () => {
    const row = await repo.findPageBySlug(db.kysely, slug);
    if (!row) return null;
    const sections = await repo.findSections(db.kysely, row.id);
    return {
      row,
      sections: sections.map((s) => ({ key: s.key, component_type: s.component_type, component_data: parseJson(s.component_data, {}) }) as Section),
    };
  });
}

// Page types whose screens belong to other capabilities (catalog, cart, account...): they render
// with the template even when the owner has not designed a page for them.
const SYSTEM_TITLES: Record<string, string> = {
  product: 'Product',
  category: 'Category',
  collection: 'Collection',
  shop: 'Shop',
  blog: 'Blogs',
  cart: 'Cart',
  checkout: 'Checkout',
  'checkout-complete': 'Order placed',
  'checkout-failed': 'Payment failed',
  'track-order': 'Track order',
  account: 'My account',
};

function rowToPage(row: PagesTable, pageType: string): Page {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    page_type: pageType,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    body_class: bodyClassFor(row.slug),
  };
}

function rowToTemplate(row: TemplatesTable): Template {
  return {
    id: row.id,
    name: row.name,
    header: parseJson<Section | null>(row.header, null),
    topbar: parseJson<Section | null>(row.topbar, null),
    footer: parseJson<Section | null>(row.footer, null),
  };
}

/** spec §2/§3: the page for a resolved slug; a missing or unpublished content page is a 404. */
export async function getPage(db: Db, slug: string, path: string | undefined): Promise<PageResponse> {
  const pageType = pageTypeForPath(path ?? (slug === 'home' ? '/' : `/${slug}`));
  const found = await findPage(db, slug);
  if (found?.row.is_published) {
    return { page: rowToPage(found.row, pageType), page_type: pageType, component_data: found.sections };
  }
  const systemTitle = SYSTEM_TITLES[pageType];
  if (!systemTitle) throw notFound(Messages.pageNotFound);
  return {
    page: {
      id: `system:${pageType}`,
      slug,
      title: systemTitle,
      page_type: pageType,
      meta_title: null,
      meta_description: null,
      body_class: bodyClassFor(slug),
    },
    page_type: pageType,
    component_data: [],
  };
}

export async function getTemplate(db: Db, slug: string): Promise<Template> {
  const templateId = (await findPage(db, slug))?.row.template_id ?? null;
  const template = await templates.get(db, templateId ?? '', async () => {
    const row = await repo.findTemplate(db.kysely, templateId);
    return row ? rowToTemplate(row) : null;
  });
  if (!template) throw notFound(Messages.pageNotFound);
  return template;
}

// Owner HTML is sanitised when written, so every reader can render it as is.
const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img']),
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
};

export function sanitiseSection(section: Section): Section {
  if (section.component_type !== SectionType.richText) return section;
  const data = section.component_data as { html?: unknown };
  return {
    ...section,
    component_data: { ...section.component_data, html: sanitizeHtml(String(data.html ?? ''), RICH_TEXT_OPTIONS) },
  };
}

export async function savePage(db: Db, input: z.infer<typeof pageUpsertSchema>): Promise<PageResponse> {
  const existing = await repo.findPageBySlug(db.kysely, input.slug);
  const id = existing?.id ?? `pg_${crypto.randomUUID()}`;
  await repo.savePage(
    db.kysely,
    {
      id,
      slug: input.slug,
      title: input.title,
      page_type: 'page',
      template_id: input.template_id ?? existing?.template_id ?? null,
      meta_title: input.meta_title ?? null,
      meta_description: input.meta_description ?? null,
      is_published: input.is_published === false ? 0 : 1,
      updated_at: nowIso(),
    },
    input.sections.map((s, position) => {
      const clean = sanitiseSection(s as Section);
      return {
        id: crypto.randomUUID(),
        page_id: id,
        position,
        key: clean.key,
        component_type: clean.component_type,
        component_data: JSON.stringify(clean.component_data),
      };
    }),
  );
  forgetContent(db);
  return getPage(db, input.slug, undefined).catch(() => ({
    page: { id, slug: input.slug, title: input.title, page_type: 'page', meta_title: null, meta_description: null, body_class: bodyClassFor(input.slug) },
    page_type: 'page',
    component_data: [],
  }));
}

export async function updateTemplate(db: Db, id: string, input: z.infer<typeof templateUpdateSchema>): Promise<Template> {
  const patch: Partial<TemplatesTable> = { updated_at: nowIso() };
  if (input.name !== undefined) patch.name = input.name;
  for (const part of ['header', 'topbar', 'footer'] as const) {
    if (input[part] !== undefined) patch[part] = input[part] === null ? null : JSON.stringify(input[part]);
  }
  if (!(await repo.updateTemplateRow(db.kysely, id, patch))) throw notFound(`Unknown template: ${id}`);
  forgetContent(db);
  const row = await repo.findTemplate(db.kysely, id);
  return rowToTemplate(row!);
}

export async function getMenu(db: Db, idOrHandle: string): Promise<Menu> {
  const menu = await menus.get(db, idOrHandle, async () => {
    const row = await repo.findMenu(db.kysely, idOrHandle);
    return row ? { id: row.id, handle: row.handle, name: row.name, items: parseJson<MenuItem[]>(row.items, []) } : null;
  });
  if (!menu) throw notFound(`Unknown menu: ${idOrHandle}`);
  return menu;
}

export async function getSlider(db: Db, idOrHandle: string): Promise<Slider> {
  const slider = await sliders.get(db, idOrHandle, async () => {
    const row = await repo.findSlider(db.kysely, idOrHandle);
    if (!row) return null;
    return { id: row.id, handle: row.handle, name: row.name, autoplay_ms: row.autoplay_ms, slides: parseJson<Slide[]>(row.slides, []) };
  });
  if (!slider) throw notFound(`Unknown slider: ${idOrHandle}`);
  return slider;
}
