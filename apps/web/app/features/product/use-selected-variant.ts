import type { ProductDetail, Variant } from '@vitrine/contracts/product';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { chooseOption, variantForSku } from './variant-selection';

/** A combination the shopper chose that the product does not come in (`code` was picked last). */
export interface MissingChoice {
  options: Record<string, string>;
  code: string;
}

export interface SelectedVariant {
  variant: Variant | undefined;
  /** Set while the chosen options name no variant: the page says so, and nothing can be added. */
  missing: MissingChoice | null;
  choose: (code: string, value: string) => void;
  /** Takes a variant the page offers instead of a missing combination. */
  chooseVariant: (variant: Variant) => void;
}

/**
 * The chosen variant lives in the URL (?sku=), so the server renders it, a reload keeps it and a
 * shared link opens it. While the URL update is pending, the pending location already counts,
 * so a click shows its price and images at once. A combination the product does not come in is
 * kept here, beside the variant still in the URL, until the shopper picks one that exists.
 */
export function useSelectedVariant(product: ProductDetail): SelectedVariant {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pending = navigation.location?.pathname === location.pathname ? new URLSearchParams(navigation.location.search).get('sku') : null;
  const variant = variantForSku(product.variants, pending ?? searchParams.get('sku'), product.selected_sku);
  // Tied to the variant it was chosen from: another variant (a link, Back) drops it.
  const [missingFrom, setMissingFrom] = useState<{ sku: string | undefined; choice: MissingChoice } | null>(null);
  const missing = missingFrom && missingFrom.sku === variant?.sku ? missingFrom.choice : null;

  const chooseVariant = useCallback(
    (next: Variant) => {
      setMissingFrom(null);
      if (next.sku === variant?.sku) return;
      const params = new URLSearchParams(location.search);
      params.set('sku', next.sku);
      // Replace: picking options is not a trail the Back button should walk through.
      navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true, preventScrollReset: true });
    },
    [variant, location.pathname, location.search, navigate],
  );

  const choose = useCallback(
    (code: string, value: string) => {
      const result = chooseOption(product.variants, missing?.options ?? variant?.options ?? {}, code, value);
      if (result.variant) chooseVariant(result.variant);
      else setMissingFrom({ sku: variant?.sku, choice: { options: result.missing, code } });
    },
    [product.variants, variant, missing, chooseVariant],
  );
  return { variant, missing, choose, chooseVariant };
}
