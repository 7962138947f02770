import type { ProductCard as ProductCardData } from '@vitrine/contracts/catalog';
import { Suspense } from 'react';
import { Await } from 'react-router';
import { ProductCard } from '../../components/catalog/product-card';

const SKELETON_CARDS = 4;

/** Related products, streamed after the page: a skeleton until they arrive, nothing if none. */
export function RelatedProducts({ related }: { related: Promise<ProductCardData[]> }) {
  return (
    <Suspense fallback={<RelatedSkeleton />}>
      <Await resolve={related} errorElement={null}>
        {(items) => <RelatedList items={items} />}
      </Await>
    </Suspense>
  );
}

function RelatedList({ items }: { items: ProductCardData[] }) {
  if (items.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby="related-title">
      <h2 id="related-title" className="section-heading">
        You may also like
      </h2>
      <ul className="product-grid__list">
        {items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RelatedSkeleton() {
  return (
    <section className="related-products" aria-busy="true" aria-label="Loading related products">
      <div className="related-products__skeleton-title" />
      <ul className="product-grid__list" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="skeleton-card">
            <div className="skeleton-card__image" />
            <div className="skeleton-card__line" />
            <div className="skeleton-card__line skeleton-card__line--short" />
          </li>
        ))}
      </ul>
    </section>
  );
}
