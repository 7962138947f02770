import type { CategoryCard } from '@vitrine/contracts/catalog';
import { categoryUrl } from '@vitrine/contracts/category-url';
import type { CategoryGridData } from '@vitrine/contracts/sections';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { OptimisedImage } from '../components/media/optimised-image';
import { tileColumns } from './category-grid-columns';
import { HeadedSection } from './headed-section';
import type { SectionProps } from './section-props';
import '../styles/sections.css';

/** A heading and tiles linking to categories, each with its image, name and product count. */
export function CategoryGridSection({ data, resolved, index }: SectionProps<CategoryGridData, CategoryCard[] | null>) {
  const categories = resolved ?? [];
  if (categories.length === 0) return null;
  // Columns per breakpoint for this many tiles, so no row ends with a lone tile (sections.css).
  const columns = tileColumns(categories.length);
  const style = Object.fromEntries(Object.entries(columns).map(([size, n]) => [`--tiles-${size}`, n])) as CSSProperties;
  return (
    <HeadedSection className="category-grid container" heading={data?.heading}>
      <ul className="category-grid__list" style={style}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link className="category-tile" to={categoryUrl(category.path)}>
              {category.image ? (
                <OptimisedImage
                  className="category-tile__image"
                  src={category.image.url}
                  // The tile's name says it all; repeating it as alt text would read it twice.
                  alt=""
                  width={category.image.width}
                  height={category.image.height}
                  // Rows of as few as 4 tiles make a tile up to about 300 px wide.
                  displayWidth={300}
                  eager={index === 0}
                />
              ) : (
                <span className="category-tile__image category-tile__image--empty" aria-hidden="true" />
              )}
              <span className="category-tile__name">{category.name}</span>
              <span className="category-tile__count">
                {category.product_count} {category.product_count === 1 ? 'product' : 'products'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
