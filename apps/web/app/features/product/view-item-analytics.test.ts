import type { ProductDetail, Variant } from '@vitrine/contracts/product';
import { describe, expect, it } from 'vitest';
import { viewItemParams } from './view-item-analytics';

const product = {
  id: 'p1',
  name: 'Block-Print Cushion Cover',
  brand: { name: 'Jaipur Looms', slug: 'jaipur-looms' },
  category: { name: 'Living', slug: 'living', path: [] },
  channel: { sku: 'CUSH-DEFAULT', selling_price: 89900, mrp: 99900, currency: 'INR' },
} as unknown as ProductDetail;

describe('view_item (spec §7)', () => {
  it('names the selected variant with its price in major units', () => {
    const variant = { sku: 'CUSH-INDIGO', selling_price: 94900 } as Variant;
    expect(viewItemParams(product, variant)).toEqual({
      currency: 'INR',
      value: 949,
      items: [{ item_id: 'CUSH-INDIGO', item_name: 'Block-Print Cushion Cover', item_brand: 'Jaipur Looms', item_category: 'Living', price: 949, quantity: 1 }],
    });
  });

  it('falls back to the channel sku and price without a variant', () => {
    expect(viewItemParams(product, undefined).items?.[0]).toMatchObject({ item_id: 'CUSH-DEFAULT', price: 899 });
  });
});
