import type { ApiClient } from '@vitrine/contracts/api-client';
import type { FaqSectionData, GallerySectionData, ProductTabsData } from '@vitrine/contracts/sections';
import { SectionType } from '@vitrine/contracts/sections';
import { toCardView } from '../components/catalog/card-view';
import type { ProductTabsResolved } from './product-tabs';

// Issue 15 sections that need more than their component_data, fetched on the server so every one
// renders in the first HTML. Testimonial and video sections carry all they show.

async function dataOf<T>(promise: Promise<{ body: { status: string; data?: unknown } }>): Promise<T | null> {
  const res = await promise;
  return res.body.status === 'success' ? (res.body.data as T) : null;
}

export const contentSectionResolvers: Record<string, (api: ApiClient, data: any) => Promise<unknown>> = {
  [SectionType.faq]: (api, d: FaqSectionData) => dataOf(api.getFaq(d.faq)),
  [SectionType.gallery]: async (api, d: GallerySectionData) => (await dataOf<{ images: unknown[] }>(api.getGallery(d.gallery)))?.images ?? null,
  [SectionType.productTabs]: async (api, d: ProductTabsData): Promise<ProductTabsResolved> => {
    const first = d.tabs[0];
    const cards = first
      ? await dataOf<Parameters<typeof toCardView>[0][]>(api.getProductGrid({ source: first.source, items: first.items ?? [], limit: first.limit ?? 8 }))
      : null;
    return { first: cards?.map(toCardView) ?? [] };
  },
};
