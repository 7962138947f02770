import { Link } from 'react-router';
import { preloadProps } from '../../lib/route-preload';
import { OptimisedImage } from '../media/optimised-image';
import type { ProductCardView } from './card-view';
import { Price } from './price';
import { useProductCardActions } from './product-card-actions';
import '../../styles/sections.css';

interface ProductCardProps {
  product: ProductCardView;
  /** Load the image at once (cards in the first screenful); the rest load lazily. */
  eager?: boolean;
  /** The page's LCP image (a listing's first card): loaded at once with high fetch priority. */
  priority?: boolean;
  /** Heading level of the product name: h3 under a section heading, h2 directly under a page's h1. */
  titleAs?: 'h2' | 'h3';
  /** The widest the image is shown, in CSS pixels (1x; the 2x file is double): 400 suits 2-5 columns. */
  imageWidth?: number;
  /** Without the actions the shell provides (Add to cart), e.g. where the screen has its own. */
  hideActions?: boolean;
}

/**
 * A product in a grid: image, brand, name and price. One link (the name) is stretched over the
 * whole card, so the card is a single tab stop and a single announcement for screen readers; the
 * actions (Add to cart) sit above it.
 */
export function ProductCard({ product, eager = false, priority = false, titleAs: Title = 'h3', imageWidth = 400, hideActions = false }: ProductCardProps) {
  const image = product.base_image;
  const actions = useProductCardActions();
  return (
    <article className="product-card">
      <div className="product-card__media">
        <OptimisedImage
          className="product-card__image"
          src={image.url}
          alt={image.alt || product.name}
          width={image.width}
          height={image.height}
          displayWidth={imageWidth}
          // No blurred placeholder: CSS backgrounds ignore lazy loading, so a grid's placeholders
          // would all be fetched up front, ahead of the hero. The media box keeps its grey instead.
          eager={eager}
          priority={priority}
        />
      </div>
      <div className="product-card__body">
        {product.brand ? <p className="product-card__brand">{product.brand.name}</p> : null}
        <Title className="product-card__title">
          <Link className="product-card__link" to={`/product/${product.slug}`} {...preloadProps(`/product/${product.slug}`)}>
            {product.name}
          </Link>
        </Title>
        <Price sellingPrice={product.selling_price} mrp={product.mrp} currency={product.currency} />
      </div>
      {actions && !hideActions ? <div className="product-card__actions">{actions(product)}</div> : null}
    </article>
  );
}
