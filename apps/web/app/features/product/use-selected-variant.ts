import type { ProductDetail, Variant } from '@vitrine/contracts/product';
import { useCallback } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { chooseOption, variantForSku } from './variant-selection';

/**
 * The chosen variant lives in the URL (?sku=), so the server renders it, a reload keeps it and a
 * shared link opens it. While the URL update is pending, the pending location already counts,
 * so a click shows its price and images at once.
 */
export function useSelectedVariant(product: ProductDetail): { variant: Variant | undefined; choose: (code: string, value: string) => void } {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const pending = navigation.location?.pathname === location.pathname ? new URLSearchParams(navigation.location.search).get('sku') : null;
  const variant = variantForSku(product.variants, pending ?? searchParams.get('sku'), product.selected_sku);

  const choose = useCallback(
    (code: string, value: string) => {
      const next = chooseOption(product.variants, variant, code, value);
      if (!next || next.sku === variant?.sku) return;
      const params = new URLSearchParams(location.search);
      params.set('sku', next.sku);
      // Replace: picking options is not a trail the Back button should walk through.
      navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true, preventScrollReset: true });
    },
    [product.variants, variant, location.pathname, location.search, navigate],
  );
  return { variant, choose };
}
