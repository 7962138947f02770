import type { ProductDetail, Variant } from '@vitrine/contracts/product';
import type { PluginInfo } from '@vitrine/contracts/storefront';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Price } from '../../components/catalog/price';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { CustomisationForm } from './customisation-form';
import { maxTextLength } from './customisation-rules';
import { PincodeCheck } from './pincode-check';
import { PINCODE_PLUGIN } from './pincode-rules';
import { ProductLabels } from './product-labels';
import { ProductShare } from './product-share';
import { maxQuantity } from './quantity';
import { SizeChartButton } from './size-chart-dialog';
import { stockState } from './stock-state';
import { customisationPayload, useCustomisation } from './use-customisation';
import { VariantPicker } from './variant-picker';

/** What the cart's buttons need from the buying column (the route renders them: another feature's). */
export interface CartButtonsInput {
  /** The selected variant's id: what add-item names. */
  productId: string;
  productName: string;
  quantity: number;
  additionalData: ReturnType<typeof customisationPayload>;
  disabled: boolean;
}

export interface ProductSummaryProps {
  wishlistButton?: ReactNode;
  cartButtons?: (input: CartButtonsInput) => ReactNode;
  product: ProductDetail;
  variant: Variant | undefined;
  onChoose: (code: string, value: string) => void;
  plugins: readonly PluginInfo[];
  /** Absolute URLs for sharing. */
  pageUrl: string;
  imageUrl: string | null;
}

/** The buying column: name, price, stock, options, quantity and the plugins' extras. */
export function ProductSummary({ product, variant, onChoose, plugins, pageUrl, imageUrl, wishlistButton, cartButtons }: ProductSummaryProps) {
  const [quantity, setQuantity] = useState(1);
  const customisation = useCustomisation();
  const price = variant ?? { selling_price: product.channel.selling_price, mrp: product.channel.mrp, stock: 0 };
  const stock = stockState(price.stock);
  const max = maxQuantity(price.stock);
  const hasPincode = plugins.some((p) => p.module_name === PINCODE_PLUGIN);
  return (
    <div className="product-summary">
      <ProductLabels labels={product.labels} />
      {product.brand ? (
        <p className="product-summary__brand">
          <Link to={`/shop-online?brand=${encodeURIComponent(product.brand.slug)}`}>{product.brand.name}</Link>
        </p>
      ) : null}
      <h1 className="product-summary__name">{product.name}</h1>
      {/* Announced when another variant changes the price or the stock. */}
      <div className="product-summary__offer" aria-live="polite" aria-atomic="true">
        <Price className="product-summary__price" sellingPrice={price.selling_price} mrp={price.mrp} currency={product.channel.currency} />
        <p className={`stock stock--${stock.level}`}>{stock.message}</p>
      </div>
      {variant && product.variants.length > 1 ? (
        <p className="product-summary__sku">
          SKU <span>{variant.sku}</span>
        </p>
      ) : null}
      <VariantPicker options={product.options} variants={product.variants} current={variant} onChoose={onChoose} />
      {product.size_chart ? <SizeChartButton chart={product.size_chart} /> : null}
      <QuantityStepper value={Math.min(quantity, max)} max={max} onChange={setQuantity} disabled={stock.level === 'out'} />
      {product.customisable ? <CustomisationForm productSlug={product.slug} maxLength={maxTextLength(plugins)} /> : null}
      {cartButtons && variant
        ? cartButtons({
            productId: variant.id,
            productName: product.name,
            quantity: Math.min(quantity, max),
            additionalData: customisationPayload(customisation),
            disabled: stock.level === 'out',
          })
        : null}
      {wishlistButton}
      {hasPincode ? <PincodeCheck /> : null}
      <ProductShare title={product.name} url={pageUrl} imageUrl={imageUrl} />
    </div>
  );
}
