import type { ProductDetail, Variant } from '@vitrine/contracts/product';
import type { MissingChoice } from './use-selected-variant';
import { alternativesFor, optionLabels } from './variant-selection';
import './missing-combination.css';

interface MissingCombinationProps {
  product: ProductDetail;
  missing: MissingChoice | null;
  onChooseVariant?: (variant: Variant) => void;
}

/**
 * Says that the options chosen do not exist together ("Not available in Indigo"), and offers the
 * variants that have the value just picked ("Choose Rust, 24x24"): the shopper decides, the page
 * does not switch the colour and price by itself. The status line is always there, so a screen
 * reader announces the message when it appears.
 */
export function MissingCombination({ product, missing, onChooseVariant }: MissingCombinationProps) {
  const others = missing ? optionLabels(product.options, missing.options, missing.code) : '';
  const picked = missing ? optionLabels(product.options, { [missing.code]: missing.options[missing.code] }) : '';
  const offers = missing && onChooseVariant ? alternativesFor(product.variants, missing.options, missing.code) : [];
  return (
    <>
      <p role="status" className="missing-combination__status">
        {missing ? (others ? `Not available in ${others}` : 'Not available') : null}
      </p>
      {offers.length > 0 ? (
        <div className="missing-combination__offers" role="group" aria-label={`${picked} comes in`}>
          <span className="missing-combination__lead">{picked} comes in:</span>
          {offers.map((offer) => {
            const name = `${optionLabels(product.options, offer.options)}${offer.in_stock ? '' : ' (out of stock)'}`;
            return (
              <button
                key={offer.sku}
                type="button"
                className="button button--outline missing-combination__offer"
                aria-label={`Choose ${name}`}
                onClick={() => onChooseVariant?.(offer)}
              >
                {name}
              </button>
            );
          })}
        </div>
      ) : null}
    </>
  );
}
