import type { ProductDetail, Variant } from '@vitrine/contracts/product';
import type { PluginInfo } from '@vitrine/contracts/storefront';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { QuantityStepper } from '../../components/ui/quantity-stepper';
import { CustomisationForm } from './customisation-form';
import { maxTextLength } from './customisation-rules';
import { MissingCombination } from './missing-combination';
import { PincodeCheck } from './pincode-check';
import { PINCODE_PLUGIN } from './pincode-rules';
import { variantOffer } from './product-head';
import { ProductShare } from './product-share';
import { maxQuantity } from './quantity';
import { SizeChartButton } from './size-chart-button';
import { stockState } from './stock-state';
import { customisationPayload, useCustomisation } from './use-customisation';
import type { MissingChoice } from './use-selected-variant';
import { VariantPicker } from './variant-picker';

/** What the cart's buttons need from the buying column (the route renders them: another feature's). */
export interface CartButtonsInput {
  /** The selected variant's id: what add-item names. */
  productId: string;
  productName: string;
  quantity: number;
  additionalData: ReturnType<typeof customisationPayload>;
  disabled: boolean;
  /** What a disabled Add to cart says when the reason is not stock ('Not available'). */
  disabledLabel?: string;
}

export interface ProductSummaryProps {
  wishlistButton?: ReactNode;
  /** The shop's chat link, shown here instead of floating over the page (another feature's). */
  chatLink?: ReactNode;
  cartButtons?: (input: CartButtonsInput) => ReactNode;
  product: ProductDetail;
  variant: Variant | undefined;
  /** Options chosen that the product does not come in (use-selected-variant.ts). */
  missing?: MissingChoice | null;
  onChoose: (code: string, value: string) => void;
  onChooseVariant?: (variant: Variant) => void;
  plugins: readonly PluginInfo[];
  /** Absolute URLs for sharing. */
  pageUrl: string;
  imageUrl: string | null;
}

/** The buying column below the name and price (product-head.tsx): options, quantity and the plugins' extras. */
export function ProductSummary({
  product,
  variant,
  missing = null,
  onChoose,
  onChooseVariant,
  plugins,
  pageUrl,
  imageUrl,
  wishlistButton,
  chatLink,
  cartButtons,
}: ProductSummaryProps) {
  const [quantity, setQuantity] = useState(1);
  const customisation = useCustomisation();
  const { stock: left } = variantOffer(product, variant);
  const stock = stockState(left);
  const max = maxQuantity(left, product.max_per_order);
  const hasPincode = plugins.some((p) => p.module_name === PINCODE_PLUGIN);
  return (
    <div className="product-summary">
      {variant && product.variants.length > 1 ? (
        <p className="product-summary__sku">
          SKU <span>{variant.sku}</span>
        </p>
      ) : null}
      <VariantPicker options={product.options} variants={product.variants} current={variant} chosen={missing?.options} onChoose={onChoose} />
      <MissingCombination product={product} missing={missing} onChooseVariant={onChooseVariant} />
      {product.size_chart ? <SizeChartButton chart={product.size_chart} /> : null}
      <QuantityStepper value={Math.min(quantity, max)} max={max} onChange={setQuantity} disabled={stock.level === 'out' || missing !== null} />
      {product.customisable ? <CustomisationForm productSlug={product.slug} maxLength={maxTextLength(plugins)} /> : null}
      {cartButtons && variant
        ? cartButtons({
            productId: variant.id,
            productName: product.name,
            quantity: Math.min(quantity, max),
            additionalData: customisationPayload(customisation),
            disabled: stock.level === 'out' || missing !== null,
            disabledLabel: missing ? 'Not available' : undefined,
          })
        : null}
      {wishlistButton}
      {chatLink}
      {hasPincode ? <PincodeCheck /> : null}
      <ProductShare title={product.name} url={pageUrl} imageUrl={imageUrl} />
    </div>
  );
}
