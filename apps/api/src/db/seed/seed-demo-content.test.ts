import { contrastRatio } from '@vitrine/contracts/contrast';
import { describe, expect, it } from 'vitest';
import { catalogData } from './catalog-data.ts';
import { buildCatalog } from './catalog-seed.ts';
import { buildCommerce } from './commerce-seed.ts';
import { buildContent } from './content-seed.ts';
import { buildFaqGallery } from './faq-gallery-seed.ts';
import { buildStore, storeData } from './store-seed.ts';
import { MIN_BACKDROP_CONTRAST, MIN_OBJECT_CONTRAST } from './svg-colours.ts';

// The demo store is what a visitor judges Vitrine by: what it says must be what the shop does
// (issue 13, "demo content that costs trust").

const NOW = new Date('2025-06-01T08:00:00.000Z');
const store = buildStore(NOW, 'http://localhost:3000');
const content = buildContent(NOW);
const setting = (key: string) => JSON.parse(store.settings.find((s) => s.key === key)?.value ?? 'null');
const pageText = (slug: string) => {
  const page = content.pages.find((p) => p.slug === slug);
  return content.sections
    .filter((s) => s.page_id === page?.id)
    .map((s) => JSON.parse(s.component_data).html as string)
    .join(' ');
};

describe('demo store content', () => {
  it('gives the shop one phone number everywhere', () => {
    const digits = (text: string) => text.replace(/\D/g, '').slice(-10);
    const whatsapp = JSON.parse(store.plugins.find((p) => p.module_name === 'WhatsAppChat')?.config ?? '{}').mobile_no;
    const inPages = content.sections.flatMap((s) => [...s.component_data.matchAll(/\+91[\d ]{10,12}/g)].map((m) => digits(m[0])));
    const numbers = new Set([setting('store_phone'), setting('customer_care_phone'), whatsapp, ...inPages].map((n) => digits(String(n))));
    expect([...numbers]).toHaveLength(1);
  });

  it('links every category from the menus at its canonical path (parent/child)', () => {
    const canonical = new Set(
      catalogData.categories.flatMap((p) => [`/product-category/${p.slug}`, ...p.children.map((c) => `/product-category/${p.slug}/${c.slug}`)]),
    );
    const urls = content.menus.flatMap((m) => {
      const walk = (items: { url: string; children?: unknown[] }[]): string[] => items.flatMap((i) => [i.url, ...walk((i.children ?? []) as typeof items)]);
      return walk(JSON.parse(m.items));
    });
    const categoryUrls = urls.filter((u) => u.startsWith('/product-category/'));
    expect(categoryUrls.length).toBeGreaterThan(0);
    for (const url of categoryUrls) expect(canonical.has(url), url).toBe(true);
  });

  it('promises in the FAQ only what the shop does: its payment methods, guest checkout, cancelling by guests and customers', () => {
    // The FAQ page is a FAQ section (issue 15): its questions and answers live in the faqs tables.
    const faq = buildFaqGallery(NOW, new Map())
      .faqItems.map((item) => `${item.question} ${item.answer}`)
      .join(' ');
    for (const absent of ['UPI', 'net banking', 'wallets', '₹10,000']) expect(faq, absent).not.toContain(absent);
    expect(faq).toContain('test gateway');
    expect(faq).toContain('guest');
    expect(faq).toContain('<em>My orders</em>');
    expect(faq).toMatch(/order page that opens when you place the order/);
  });

  it("states the shipping methods' own charges in the shipping policy", () => {
    const policy = pageText('shipping-policy');
    const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN')}`;
    for (const method of buildCommerce(NOW).shippingMethods) expect(policy, method.name).toContain(rupees(method.charge));
    expect(policy).not.toMatch(/₹79|₹10,000/);
  });

  it('states the free-shipping threshold as the shipping rule applies it (from the amount, not over it)', () => {
    const free = buildCommerce(NOW).shippingMethods.find((m) => m.free_over !== null)?.free_over ?? 0;
    const amount = `₹${(free / 100).toLocaleString('en-IN')}`;
    for (const text of [storeData.storefront.notice.message, storeData.storefront.meta_description]) {
      expect(text).toContain(`${amount} or more`);
      expect(text).not.toContain(`over ${amount}`);
    }
  });

  it('draws every product and category picture to stand out on a white page, its object on its backdrop', () => {
    const files = buildCatalog(NOW).files.filter((f) => /^(products|categories|collections)\//.test(f.path));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const stops = file.svg.match(/<linearGradient id="bg"[^>]*><stop offset="0" stop-color="(#\w{6})"\/><stop offset="1" stop-color="(#\w{6})"\/>/);
      expect(stops, file.path).not.toBeNull();
      const backdrop = [stops?.[1] ?? '', stops?.[2] ?? ''];
      for (const colour of backdrop) expect(contrastRatio(colour, '#ffffff'), `${file.path} backdrop ${colour}`).toBeGreaterThanOrEqual(MIN_BACKDROP_CONTRAST);
      const drawing = file.svg.match(/<g transform[^>]*>(.*?)<\/g>/)?.[1] ?? '';
      const colours = [...drawing.matchAll(/fill="(#\w{6})"/g)].map((m) => m[1]);
      const best = Math.max(...colours.map((c) => Math.min(...backdrop.map((b) => contrastRatio(c, b)))));
      expect(best, `${file.path} object`).toBeGreaterThanOrEqual(MIN_OBJECT_CONTRAST);
    }
  });
});
