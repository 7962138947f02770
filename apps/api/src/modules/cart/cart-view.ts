import { type Cart, type CartAddress, type CartItem, lineMaxQuantity } from '@vitrine/contracts/cart';
import { CheckoutMessages } from '@vitrine/contracts/checkout-rules';
import type { Db } from '../../db/connect.ts';
import { parseJson } from '../../lib/json.ts';
import { parseImage, shopCurrency } from '../catalog/product-card.ts';
import { type CouponLine, checkCoupon, findCouponById } from '../coupons/coupons.service.ts';
import { CASH_ON_DELIVERY, listPaymentMethods } from '../payments/gateways.ts';
import { checkDelivery } from '../shipping/delivery.ts';
import { listShippingOptions } from '../shipping/shipping.service.ts';
import { defaultShippingOption } from '../shipping/shipping-rules.ts';
import * as repo from './cart.repository.ts';
import { cartTotals, sumLines } from './cart-pricing.ts';

// Builds the whole cart a response carries (spec §3 Cart) from its rows and today's catalog:
// prices, stock, the coupon's discount and shipping are worked out afresh on every answer.

export interface CartLineState {
  item: repo.CartItemRow;
  variant: repo.CartVariantRow | undefined;
  unitPrice: number;
}

export interface BuiltCart {
  cart: Cart;
  lines: CartLineState[];
}

async function optionLabels(db: Db, variants: repo.CartVariantRow[]) {
  const codes = new Set<string>();
  for (const v of variants) for (const code of Object.keys(parseJson<Record<string, string>>(v.options, {}))) codes.add(code);
  const rows = await repo.findOptionLabels(db.kysely, [...codes]);
  const names = new Map(rows.map((r) => [r.code, r.name]));
  const labels = new Map(rows.map((r) => [`${r.code}:${r.value}`, r.label]));
  return (options: Record<string, string>) =>
    Object.entries(options).map(([code, value]) => ({ name: names.get(code) ?? code, value: labels.get(`${code}:${value}`) ?? value }));
}

function toItem(line: CartLineState, currency: string, describe: (o: Record<string, string>) => { name: string; value: string }[]): CartItem | null {
  const { item, variant } = line;
  if (!variant) return null; // the variant was deleted: nothing left to show
  const available = Number(variant.is_published) === 1;
  const stock = Number(variant.stock);
  const sellingPrice = Number(variant.selling_price);
  const mrp = Number(variant.mrp);
  const options = parseJson<Record<string, string>>(variant.options, {});
  const sku = variant.sku;
  return {
    id: item.id,
    product_id: variant.variant_id,
    product: {
      id: variant.product_id,
      variant_id: variant.variant_id,
      name: variant.name,
      slug: variant.slug,
      sku,
      brand: variant.brand_name ? { name: variant.brand_name } : null,
      category: variant.category_name && variant.category_slug ? { name: variant.category_name, slug: variant.category_slug } : null,
      base_image: parseImage(variant.image ?? variant.base_image, variant.name),
      options: describe(options),
      selling_price: sellingPrice,
      mrp,
      currency,
      stock,
      max_quantity: lineMaxQuantity(stock, variant.max_per_order === null ? null : Number(variant.max_per_order)),
      url: `/product/${variant.slug}?sku=${encodeURIComponent(sku)}`,
    },
    quantity_in_display_unit: item.quantity,
    line_total: sellingPrice * item.quantity,
    line_mrp: Math.max(mrp, sellingPrice) * item.quantity,
    previous_price: item.added_price !== sellingPrice ? item.added_price : null,
    out_of_stock: !available || stock < item.quantity,
    available,
    additonal_data: item.custom_text || item.image_path ? { custom_text: item.custom_text, image_path: item.image_path } : null,
  };
}

/** The cart as a response carries it; a missing cart is the empty cart. */
export async function buildCart(db: Db, row: repo.CartRow | undefined, now: Date = new Date()): Promise<BuiltCart> {
  const currency = await shopCurrency(db);
  const items = row ? await repo.findCartItems(db.kysely, row.id) : [];
  const variants = await repo.findCartVariants(
    db.kysely,
    items.map((i) => i.variant_id),
  );
  const byId = new Map(variants.map((v) => [v.variant_id, v]));
  const describe = await optionLabels(db, variants);
  const lines: CartLineState[] = items.map((item) => {
    const variant = byId.get(item.variant_id);
    return { item, variant, unitPrice: variant ? Number(variant.selling_price) : item.added_price };
  });
  const cartItems = lines.flatMap((line) => toItem(line, currency, describe) ?? []);
  const sums = sumLines(
    cartItems.map((i) => ({ unit_price: i.product.selling_price, mrp: i.product.mrp, quantity: i.quantity_in_display_unit, counted: i.available })),
  );

  const couponLines: CouponLine[] = cartItems
    .filter((i) => i.available)
    .map((i) => ({ product_id: i.product.id, category_id: byId.get(i.product_id)?.category_id ?? null, line_total: i.line_total }));
  let coupon: Cart['coupon'] = null;
  let discount = 0;
  const couponRow = row?.coupon_id ? await findCouponById(db, row.coupon_id) : undefined;
  if (row && couponRow) {
    const check = await checkCoupon(db, couponRow, {
      lines: couponLines,
      sub_total: sums.sub_total,
      now: now.toISOString(),
      customerId: row.customer_id,
      currency,
    });
    discount = check.ok ? check.discount : 0;
    coupon = { code: couponRow.code, description: couponRow.description, discount, reason: check.ok ? null : check.message };
  }

  const shippingAddress = parseJson<CartAddress | null>(row?.shipping_address, null);
  const billingAddress = parseJson<CartAddress | null>(row?.billing_address, null);
  // Only what the shop delivers to this address is offered (shipping/delivery.ts); with an address
  // and no method chosen (or one not offered here), the cheapest is the cart's.
  const delivery = await checkDelivery(db, shippingAddress);
  const shippingMethods =
    cartItems.length && delivery.ships
      ? await listShippingOptions(db, { amount: sums.sub_total - Math.min(discount, sums.sub_total), served: delivery.served })
      : [];
  const shippingMethod = shippingMethods.find((m) => m.id === row?.shipping_method_id) ?? (shippingAddress ? defaultShippingOption(shippingMethods) : null);
  const paymentMethods = (await listPaymentMethods(db)).filter((m) => delivery.cod || m.code !== CASH_ON_DELIVERY.code);
  // Delivered there, but nothing to pay with (no COD at the pincode, no gateway on): the address step says so.
  const deliveryError = delivery.message ?? (paymentMethods.length === 0 ? CheckoutMessages.noWayToPay(String(shippingAddress?.pincode ?? '')) : null);
  const totals = cartTotals(sums, discount, shippingMethod?.charge ?? 0);

  return {
    lines,
    cart: {
      session_id: row?.id ?? null,
      customer_id: row?.customer_id ?? null,
      items: cartItems,
      total_quantity: cartItems.reduce((n, i) => n + i.quantity_in_display_unit, 0),
      coupon,
      phone: row?.phone ?? null,
      email: row?.email ?? null,
      shipping_address: shippingAddress,
      billing_address: billingAddress,
      shipping_method: shippingMethod,
      shipping_methods: shippingMethods,
      cart_payment_method: row?.payment_method ?? null,
      cart_payment_methods: paymentMethods,
      delivery_error: deliveryError,
      totals,
      grand_total: { amount: totals.grand_total, currency },
      currency,
      expires_at: row?.expires_at ?? null,
    },
  };
}
