import { describe, expect, it } from 'vitest';
import { type ModuleNode, planChunks } from './first-load-chunks.ts';

const ROUTE = '?__react-router-build-client-route';

/** A module graph from `id: [static imports]`, with dynamic imports listed apart. */
function graphOf(imports: Record<string, string[]>, dynamic: Record<string, string[]> = {}) {
  const nodes = new Map<string, ModuleNode & { importers: string[]; dynamicImporters: string[] }>();
  const node = (id: string) => {
    if (!nodes.has(id)) nodes.set(id, { importedIds: imports[id] ?? [], importers: [], dynamicImporters: [] });
    return nodes.get(id)!;
  };
  for (const [id, deps] of Object.entries(imports)) for (const dep of deps) node(dep).importers.push(id);
  for (const [id, deps] of Object.entries(dynamic)) for (const dep of deps) node(dep).dynamicImporters.push(id);
  for (const id of Object.keys(imports)) node(id);
  return { ids: [...nodes.keys()], graph: (id: string) => nodes.get(id) ?? null };
}

const FAMILIES = ['catalog', 'account', 'checkout'];

function plan(imports: Record<string, string[]>, dynamic: Record<string, string[]> = {}) {
  const { ids, graph } = graphOf(imports, dynamic);
  return planChunks({
    ids,
    graph,
    isShellRoot: (id) => id === 'entry.client.tsx' || id === `root.tsx${ROUTE}`,
    familyOfRoute: (id) => (id.endsWith(ROUTE) ? (FAMILIES.find((family) => id.startsWith(`${family}/`)) ?? null) : null),
    browsingFamilies: new Set(['catalog']),
  });
}

describe('planChunks', () => {
  it('puts the libraries the shell imports in vendor and the rest of the shell in shell', () => {
    const chunks = plan({
      'entry.client.tsx': ['/node_modules/react-dom/index.js'],
      [`root.tsx${ROUTE}`]: ['header.tsx'],
      'header.tsx': ['/node_modules/react/index.js', 'cart-store.ts'],
    });
    expect(chunks.get('/node_modules/react-dom/index.js')).toBe('vendor');
    expect(chunks.get('/node_modules/react/index.js')).toBe('vendor');
    expect(chunks.get('header.tsx')).toBe('shell');
    expect(chunks.get('cart-store.ts')).toBe('shell');
  });

  it('groups what two routes of a family share, and leaves a route its own code and its route module', () => {
    const chunks = plan({
      'entry.client.tsx': ['api.ts'],
      [`catalog/shop.tsx${ROUTE}`]: ['listing.tsx', 'card.tsx', 'api.ts'],
      [`catalog/search.tsx${ROUTE}`]: ['listing.tsx'],
      [`catalog/product.tsx${ROUTE}`]: ['gallery.tsx'],
      'listing.tsx': ['facets.tsx'],
    });
    expect(chunks.get('listing.tsx')).toBe('catalog');
    expect(chunks.get('facets.tsx')).toBe('catalog');
    expect(chunks.get('api.ts')).toBe('shell');
    expect(chunks.has('card.tsx')).toBe(false);
    expect(chunks.has('gallery.tsx')).toBe(false);
    expect(chunks.has(`catalog/shop.tsx${ROUTE}`)).toBe(false);
  });

  it('puts code that routes of two families share in one shared chunk', () => {
    const chunks = plan({
      [`catalog/product.tsx${ROUTE}`]: ['wishlist-api.ts'],
      [`account/wishlist.tsx${ROUTE}`]: ['wishlist-api.ts'],
    });
    expect(chunks.get('wishlist-api.ts')).toBe('shared');
  });

  it('keeps code that only checkout and account share out of the chunk a product page loads', () => {
    const chunks = plan({
      [`catalog/product.tsx${ROUTE}`]: ['wishlist-api.ts'],
      [`account/addresses.tsx${ROUTE}`]: ['wishlist-api.ts', 'address-form.tsx'],
      [`checkout/address.tsx${ROUTE}`]: ['address-form.tsx'],
      'address-form.tsx': ['address-rules.ts'],
    });
    expect(chunks.get('wishlist-api.ts')).toBe('shared');
    expect(chunks.get('address-form.tsx')).toBe('shared-account-checkout');
    expect(chunks.get('address-rules.ts')).toBe('shared-account-checkout');
  });

  it('leaves code that only a dynamic import reaches out of every group, so it still loads on demand', () => {
    const chunks = plan(
      {
        'entry.client.tsx': ['on-demand.tsx'],
        [`catalog/product.tsx${ROUTE}`]: ['size-chart-button.tsx'],
        'size-chart-dialog.tsx': ['dialog.tsx'],
      },
      { 'size-chart-button.tsx': ['size-chart-dialog.tsx'] },
    );
    expect(chunks.has('size-chart-dialog.tsx')).toBe(false);
    expect(chunks.has('dialog.tsx')).toBe(false);
  });

  it('groups a route-only module that a dialog also imports with its family, and with it what it imports', () => {
    const chunks = plan(
      {
        [`catalog/product.tsx${ROUTE}`]: ['size-chart.ts'],
        'size-chart.ts': ['units.ts'],
        'size-chart-dialog.tsx': ['size-chart.ts'],
      },
      { [`catalog/product.tsx${ROUTE}`]: ['size-chart-dialog.tsx'] },
    );
    expect(chunks.get('size-chart.ts')).toBe('catalog');
    expect(chunks.get('units.ts')).toBe('catalog');
  });

  it('leaves a library that only routes import (not the shell) to the bundler, out of the family chunk', () => {
    const chunks = plan({
      [`catalog/search.tsx${ROUTE}`]: ['search-form.ts', '/node_modules/zod/index.js'],
      [`catalog/shop.tsx${ROUTE}`]: ['search-form.ts'],
      'search-form.ts': ['/node_modules/zod/index.js'],
    });
    expect(chunks.get('search-form.ts')).toBe('catalog');
    expect(chunks.has('/node_modules/zod/index.js')).toBe(false);
  });
});
