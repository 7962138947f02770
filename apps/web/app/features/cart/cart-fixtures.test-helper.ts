import { type Cart, type CartItem, emptyCart } from '@vitrine/contracts/cart';

/** A cart line as the API answers it; override what a test is about. */
export function cartLine(over: Partial<CartItem> = {}): CartItem {
  return {
    id: 'line_1',
    product_id: 'var_1',
    product: {
      id: 'prod_1',
      variant_id: 'var_1',
      name: 'Linen shirt',
      slug: 'linen-shirt',
      sku: 'LS-M',
      brand: null,
      category: null,
      base_image: { url: '/media/a.jpg', width: 800, height: 800, alt: '' },
      options: [],
      selling_price: 129900,
      mrp: 149900,
      currency: 'INR',
      stock: 10,
      max_quantity: 10,
      url: '/product/linen-shirt?sku=LS-M',
    },
    quantity_in_display_unit: 1,
    line_total: 129900,
    line_mrp: 149900,
    previous_price: null,
    out_of_stock: false,
    available: true,
    additonal_data: null,
    ...over,
  };
}

/** A cart holding these lines. */
export function cartWith(items: CartItem[], over: Partial<Cart> = {}): Cart {
  return { ...emptyCart(), session_id: 'cs_1', items, total_quantity: items.reduce((n, i) => n + i.quantity_in_display_unit, 0), ...over };
}
