import type { ProductDetail, Variant } from '@vitrine/contracts/product';
import { Link } from 'react-router';
import { Price } from '../../components/catalog/price';
import { ProductLabels } from './product-labels';
import { stockState } from './stock-state';

/** The selected variant's prices and stock, or the product's prices (nothing to buy) without one. */
export function variantOffer(product: ProductDetail, variant: Variant | undefined) {
  return variant ?? { selling_price: product.channel.selling_price, mrp: product.channel.mrp, stock: 0 };
}

/**
 * Labels, brand, name, price and stock. A block of its own, before the gallery in the page, so a
 * phone shows what the product is and costs in its first screen (decisions/018); from md the
 * grid puts it at the top of the buying column beside the gallery.
 */
export function ProductHead({ product, variant }: { product: ProductDetail; variant: Variant | undefined }) {
  const offer = variantOffer(product, variant);
  const stock = stockState(offer.stock);
  return (
    <div className="product-head">
      <ProductLabels labels={product.labels} />
      {product.brand ? (
        <p className="product-summary__brand">
          <Link to={`/shop-online?brand=${encodeURIComponent(product.brand.slug)}`}>{product.brand.name}</Link>
        </p>
      ) : null}
      <h1 className="product-summary__name">{product.name}</h1>
      {/* Announced when another variant changes the price or the stock. */}
      <div className="product-summary__offer" aria-live="polite" aria-atomic="true">
        <Price className="product-summary__price" sellingPrice={offer.selling_price} mrp={offer.mrp} currency={product.channel.currency} />
        <p className={`stock stock--${stock.level}`}>{stock.message}</p>
      </div>
    </div>
  );
}
