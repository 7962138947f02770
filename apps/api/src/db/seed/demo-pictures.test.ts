import { describe, expect, it } from 'vitest';
import { catalogData } from './catalog-data.ts';
import { buildCatalog } from './catalog-seed.ts';
import { buildContent } from './content-seed.ts';
import { MOTIFS } from './svg-images.ts';

// The demo shop must look real out of the box (issue 30): every picture of a product shows that
// product's kind of object (a bedsheet was drawn as a cushion, a candle as a picture frame) and no
// picture prints words into itself (names belong beside pictures, where the shop prints them).

const NOW = new Date('2025-06-01T08:00:00.000Z');
const catalog = buildCatalog(NOW);

/** What a product is, read from its name the way a shopper reads it; the first rule that matches wins. */
const KIND_BY_NAME: [RegExp, string][] = [
  [/\bthrow\b/i, 'throw'],
  [/floor cushion/i, 'floor-cushion'],
  [/cushion/i, 'cushion'],
  [/bedsheet|duvet|quilt\b/i, 'bedsheet'],
  [/pillow/i, 'pillow'],
  [/pendant/i, 'pendant'],
  [/sconce/i, 'sconce'],
  [/floor lamp/i, 'floor-lamp'],
  [/desk lamp/i, 'desk-lamp'],
  [/fairy lights/i, 'fairy-lights'],
  [/lamp/i, 'lamp'],
  [/diya/i, 'diya'],
  [/photo frame/i, 'frame'],
  [/candle/i, 'candle'],
  [/tray/i, 'tray'],
  [/clock/i, 'clock'],
  [/wall hanging/i, 'wall-hanging'],
  [/hanging .*planter/i, 'hanging-planter'],
  [/plant stand/i, 'plant-stand'],
  [/planter/i, 'planter'],
  [/bud vase/i, 'bud-vases'],
  [/vase/i, 'vase'],
  [/skillet/i, 'pan'],
  [/tawa/i, 'tawa'],
  [/kadai/i, 'kadai'],
  [/handi/i, 'handi'],
  [/appe pan/i, 'appe-pan'],
  [/saucepan|tadka pan/i, 'saucepan'],
  [/spatula/i, 'spatula'],
  [/bowl/i, 'bowl'],
  [/plate/i, 'plate'],
  [/serving board/i, 'board'],
  [/cutlery/i, 'cutlery'],
  [/table runner/i, 'runner'],
  [/coaster/i, 'coasters'],
  [/napkin/i, 'napkin'],
  [/thali/i, 'thali'],
  [/placemat/i, 'placemat'],
  [/mug/i, 'mug'],
  [/bottle/i, 'bottle'],
  [/tumbler/i, 'tumbler'],
  [/kulhad/i, 'kulhad'],
  [/carafe/i, 'carafe'],
  [/\bcups?\b/i, 'teacup'],
];
const kindOf = (name: string) => KIND_BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
const motifsIn = (svg: string) => [...svg.matchAll(/data-motif="([a-z-]+)"/g)].map((m) => m[1]);

describe('demo pictures', () => {
  const products = catalogData.categories.flatMap((p) => p.children.flatMap((c) => c.products));
  const slugOf = (name: string) => catalog.products.find((p) => p.name === name)?.slug ?? '';

  it('know every product kind, and have a drawing for each', () => {
    expect(products.length).toBeGreaterThan(60);
    for (const product of products) {
      const kind = kindOf(product.name);
      expect(kind, product.name).toBeDefined();
      expect(MOTIFS, product.name).toContain(kind);
    }
  });

  it("show each product's own kind of object in every view, colour and sharing card", () => {
    for (const product of products) {
      const slug = slugOf(product.name);
      const files = catalog.files.filter((f) => f.path === `products/${slug}.svg` || f.path.startsWith(`products/${slug}/`) || f.path === `social/${slug}.svg`);
      expect(files.length, product.name).toBeGreaterThan(1);
      for (const file of files) expect(motifsIn(file.svg), file.path).toEqual([kindOf(product.name)]);
    }
  });

  it('print no words into a product, category, collection or banner picture', () => {
    const pictures = [...catalog.files, ...buildContent(NOW).files].filter((f) => /^(products|social|categories|collections|banners|slides)\//.test(f.path));
    expect(pictures.length).toBeGreaterThan(300);
    for (const file of pictures) expect(file.svg, file.path).not.toMatch(/<text\b/);
  });

  it('keep a description of what each picture shows for screen readers', () => {
    for (const image of catalog.productImages) {
      const product = catalog.products.find((p) => p.id === image.product_id);
      expect(image.alt, image.url).toMatch(new RegExp(`^${product?.name.replace(/[()]/g, '\\$&')}, `));
    }
    for (const product of catalog.products) expect(JSON.parse(product.base_image as string).alt).toBe(product.name);
  });
});
