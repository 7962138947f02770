import type { CartAddress } from '@vitrine/contracts/cart';
import { type Order, PAYMENT_STATUS_LABELS } from '@vitrine/contracts/orders';
import type { orderRefSchema } from '@vitrine/contracts/orders-inputs';
import type { SettingValue } from '@vitrine/contracts/settings';
import type { z } from 'zod';
import type { Client } from '../auth/client.ts';
import { getAllSettings, listCountries } from '../settings/settings.service.ts';
import { drawInvoicePdf, type InvoiceContent } from './invoice-pdf.ts';
import { computeInvoiceTax } from './invoice-tax.ts';
import { findViewableOrder, loadOrder, type OrdersDeps } from './orders.service.ts';

// GET /api/orders/invoice (spec §7 Orders row): the invoice of an order its viewer may see, the
// same access as every order route (decisions/015-invoices.md).

type Places = Awaited<ReturnType<typeof listCountries>>;

const text = (value: SettingValue | undefined) => (value === null || value === undefined ? '' : String(value).trim());

function placeName(places: Places, countryId: string | null | undefined, stateId: string | null | undefined) {
  const country = places.find((c) => c.id === countryId);
  return { country: country?.name ?? '', state: country?.states.find((s) => s.id === stateId)?.name ?? '' };
}

/** An address as the lines an envelope would carry. */
function addressLines(address: CartAddress, places: Places): string[] {
  const field = (name: string) => text(address[name] as SettingValue);
  const { country, state } = placeName(places, address.country_id, address.state_id);
  const postal = field('pincode') || field('zip');
  return [
    [field('first_name'), field('last_name')].filter(Boolean).join(' '),
    field('address_line_1'),
    field('address_line_2'),
    [field('city'), postal].filter(Boolean).join(' '),
    [state, country].filter(Boolean).join(', '),
    field('phone') && `Phone ${field('phone')}`,
    field('gstin') && `GSTIN ${field('gstin')}`,
  ].filter(Boolean);
}

/** "2026-11-25T…" as "25 Nov 2026" (UTC, like the rest of Vitrine's dates). */
function dateOf(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function invoiceContent(order: Order, taxRateBps: number, settings: Record<string, SettingValue>, places: Places): InvoiceContent {
  const shop = placeName(places, text(settings.store_country), text(settings.store_state));
  // Goods are supplied where they are delivered: the shipping address's state decides the tax kind.
  const supplyState = order.shipping_address.state_id ?? order.billing_address.state_id;
  const supplyCountry = order.shipping_address.country_id ?? order.billing_address.country_id;
  const intraState = Boolean(supplyState) && supplyState === text(settings.store_state) && supplyCountry === text(settings.store_country);
  const lines = order.productchannel.map((item) => ({
    name: item.product.name,
    details: [
      ...item.product.options.map((o) => `${o.name}: ${o.value}`),
      item.product.sku && `SKU ${item.product.sku}`,
      item.custom_text && `Text: ${item.custom_text}`,
    ]
      .filter(Boolean)
      .join(', '),
    quantity: item.quantity,
    unitPrice: item.unit_price,
    lineTotal: item.line_total,
  }));
  const place = placeName(places, supplyCountry, supplyState);
  return {
    shop: {
      name: text(settings.store_name) || 'Vitrine',
      lines: [
        text(settings.store_address),
        [shop.state, shop.country].filter(Boolean).join(', '),
        [text(settings.store_email), text(settings.store_phone) && `Phone ${text(settings.store_phone)}`].filter(Boolean).join(' · '),
        text(settings.store_gstin) && `GSTIN ${text(settings.store_gstin)}`,
      ].filter(Boolean),
    },
    invoiceNo: `INV-${order.order_no}`,
    invoiceDate: dateOf(order.created_at),
    orderNo: order.order_no,
    billTo: addressLines(order.billing_address, places),
    shipTo: addressLines(order.shipping_address, places),
    placeOfSupply: [place.state, place.country].filter(Boolean).join(', ') || 'Not given',
    currency: order.currency,
    lines,
    subTotal: order.totals.sub_total,
    discount: order.totals.discount,
    couponCode: order.coupon?.code ?? null,
    shipping: order.totals.shipping,
    shippingMethod: order.shipping_method?.name ?? null,
    grandTotal: order.totals.grand_total,
    tax: computeInvoiceTax({
      lineTotals: lines.map((l) => l.lineTotal),
      discount: order.totals.discount,
      shipping: order.totals.shipping,
      rateBps: taxRateBps,
      intraState,
    }),
    intraState,
    payment: { method: order.payment_method_name, status: PAYMENT_STATUS_LABELS[order.payment_status] ?? order.payment_status },
  };
}

/** The invoice PDF of an order the client may see (else 404 'Order not found', as every order route). */
export async function getInvoice(deps: OrdersDeps, client: Client, ref: z.infer<typeof orderRefSchema>): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await findViewableOrder(deps, client, ref);
  const [order, settings, places] = await Promise.all([loadOrder(deps.db, row), getAllSettings(deps.db), listCountries(deps.db)]);
  const pdf = await drawInvoicePdf(invoiceContent(order, Number(row.tax_rate_bps), settings, places));
  return { fileName: `invoice-${order.order_no}.pdf`, pdf };
}
