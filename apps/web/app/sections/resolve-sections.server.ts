import type { ApiClient } from '@vitrine/contracts/api-client';
import type { ApiResponse } from '@vitrine/contracts/api-transport';
import type { Section } from '@vitrine/contracts/content';
import { checkStoredSection } from '@vitrine/contracts/section-schemas';
import type {
  CategoryGridData,
  FooterData,
  FormSectionData,
  HeaderData,
  HeroSliderData,
  LinksData,
  ProductGridData,
  TopbarData,
} from '@vitrine/contracts/sections';
import { SectionType } from '@vitrine/contracts/sections';
import { toCardView } from '../components/catalog/card-view';
import { resolveBlogPosts } from './blog-posts.server';
import { contentSectionResolvers } from './content-section-resolvers.server';

/** A section plus the data its component needs, fetched on the server before the first paint. */
export interface ResolvedSection extends Section {
  resolved?: unknown;
}

async function ok<T>(promise: Promise<ApiResponse<T>>): Promise<T | null> {
  const res = await promise;
  return res.body.status === 'success' ? res.body.data : null;
}

type Resolver = (api: ApiClient, data: any) => Promise<unknown>;

const menus = (api: ApiClient, handles: (string | null | undefined)[]) => Promise.all(handles.map((h) => (h ? ok(api.getMenu(h)) : null)));

// One resolver per component type that needs more than its component_data.
const resolvers: Record<string, Resolver> = {
  [SectionType.heroSlider]: (api, d: HeroSliderData) => ok(api.getSlider(d.slider)),
  [SectionType.productGrid]: async (api, d: ProductGridData) =>
    (await ok(api.getProductGrid({ source: d.source, items: d.items ?? [], limit: d.limit ?? 8 })))?.map(toCardView) ?? null,
  [SectionType.categoryGrid]: (api, d: CategoryGridData) => ok(api.getCategoryGrid({ source: d.source, items: d.items ?? [], limit: d.limit ?? 8 })),
  [SectionType.links]: (api, d: LinksData) => ok(api.getMenu(d.menu)),
  [SectionType.header]: (api, d: HeaderData) => ok(api.getMenu(d.menu)),
  [SectionType.topbar]: (api, d: TopbarData) => (d.menu ? ok(api.getMenu(d.menu)) : Promise.resolve(null)),
  [SectionType.footer]: (api, d: FooterData) =>
    menus(
      api,
      (d.columns ?? []).map((c) => c.menu),
    ),
  [SectionType.blogPosts]: resolveBlogPosts,
  [SectionType.form]: (api, d: FormSectionData) => ok(api.getForm(d.form)),
  ...contentSectionResolvers,
};

/**
 * A stored section that no longer fits its type (saved before the save-time check, or edited in the
 * database) is left out and logged: one bad section must not make its page a server error.
 */
function fitsItsType(section: Section): boolean {
  const check = checkStoredSection(section);
  if (!check.ok) console.warn(`[sections] skipped section "${section.key}" (${section.component_type}): ${check.problem}`);
  return check.ok;
}

export async function resolveSections(api: ApiClient, sections: Section[]): Promise<ResolvedSection[]> {
  return Promise.all(
    sections.filter(fitsItsType).map(async (section) => {
      const resolver = resolvers[section.component_type];
      if (!resolver) return section;
      return { ...section, resolved: await resolver(api, section.component_data).catch(() => null) };
    }),
  );
}
