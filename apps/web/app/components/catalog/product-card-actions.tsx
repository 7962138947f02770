import { createContext, type ReactNode, useContext } from 'react';
import type { ProductCardView } from './card-view';

/**
 * What a product card shows under its price (the cart's Add to cart). Cards are rendered by
 * sections, listings and features alike, none of which may import the cart: the shell provides
 * the renderer once and every card picks it up.
 */
export type ProductCardActions = (product: ProductCardView) => ReactNode;

const ProductCardActionsContext = createContext<ProductCardActions | null>(null);

export function ProductCardActionsProvider({ render, children }: { render: ProductCardActions; children: ReactNode }) {
  return <ProductCardActionsContext.Provider value={render}>{children}</ProductCardActionsContext.Provider>;
}

export function useProductCardActions(): ProductCardActions | null {
  return useContext(ProductCardActionsContext);
}
