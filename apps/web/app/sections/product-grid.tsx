import type { ProductGridData } from '@vitrine/contracts/sections';
import type { ProductCardView } from '../components/catalog/card-view';
import { ProductCard } from '../components/catalog/product-card';
import { HeadedSection } from './headed-section';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

/** A heading and a grid of product cards: 2 columns on phones, 3 from md, 4 from lg (spec §9 default 4). */
export function ProductGridSection({ data, resolved, index }: SectionProps<ProductGridData, ProductCardView[] | null>) {
  const products = resolved ?? [];
  // An empty grid (an emptied collection, a deleted category) hides the whole section.
  if (products.length === 0) return null;
  return (
    <HeadedSection className="product-grid container" heading={data?.heading}>
      <ul className="product-grid__list">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index === 0} titleAs={data?.heading ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
