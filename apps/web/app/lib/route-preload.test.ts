import { describe, expect, it } from 'vitest';
import { dataUrlFor } from './route-preload';

describe('dataUrlFor', () => {
  it("names React Router's single-fetch data request of a page", () => {
    expect(dataUrlFor('/product/block-print-cushion-cover')).toBe('/product/block-print-cushion-cover.data');
    expect(dataUrlFor('/product/a?sku=X-1')).toBe('/product/a.data?sku=X-1');
    expect(dataUrlFor('/account/orders/')).toBe('/account/orders.data');
    expect(dataUrlFor('/')).toBe('/_root.data');
  });
});
