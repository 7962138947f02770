import type { AddressInput, AddressSaved, SavedAddress } from '@vitrine/contracts/address';
import type { CartContactInput } from '@vitrine/contracts/api-client-cart';
import type { OrderRef } from '@vitrine/contracts/api-client-orders';
import type { AccountProfile } from '@vitrine/contracts/auth';
import type { Cart } from '@vitrine/contracts/cart';
import type { Order, PlacedOrder } from '@vitrine/contracts/orders';
import type { PaymentOutcome, PaymentRedirect } from '@vitrine/contracts/payments';
import type { CountryAddressFields, CountryOption } from '@vitrine/contracts/settings';
import { type ApiResult, runCall } from '../../lib/api-result';
import { browserApi } from '../../lib/browser-api';

// The checkout screens' calls, as results (spec §7 Cart, Addresses, Checkout rows). Every cart
// answer is the whole cart: the screen hands it to the cart store, which replaces its copy.

export type CartResult = ApiResult<Cart>;

let countries: Promise<ApiResult<CountryOption[]>> | null = null;
const fieldBooks = new Map<string, Promise<ApiResult<CountryAddressFields>>>();

/** Kept for the page's life: the countries and their fields do not change while one checks out. */
function cached<T>(promise: Promise<ApiResult<T>>, drop: () => void): Promise<ApiResult<T>> {
  promise.then((result) => {
    if (!result.ok) drop();
  });
  return promise;
}

export const checkoutApi = {
  getCountries: (): Promise<ApiResult<CountryOption[]>> => {
    countries ??= cached(
      runCall(() => browserApi().getCountries()),
      () => {
        countries = null;
      },
    );
    return countries;
  },
  /** The store's country's fields with no id. */
  getAddressFields: (countryId = ''): Promise<ApiResult<CountryAddressFields>> => {
    let book = fieldBooks.get(countryId);
    if (!book) {
      book = cached(
        runCall(() => browserApi().getAddressFields(countryId || undefined)),
        () => fieldBooks.delete(countryId),
      );
      fieldBooks.set(countryId, book);
    }
    return book;
  },
  /** The signed-in shopper's account: its verified phone and email fill the contact fields. */
  getAccount: (): Promise<ApiResult<AccountProfile>> => runCall(() => browserApi().getAccount()),
  getAddresses: (): Promise<ApiResult<SavedAddress[]>> => runCall(() => browserApi().getAddresses()),
  addAddress: (body: AddressInput): Promise<ApiResult<AddressSaved>> => runCall(() => browserApi().addAddress(body)),
  updateAddress: (id: string, body: AddressInput): Promise<ApiResult<AddressSaved>> => runCall(() => browserApi().updateAddress(id, body)),
  updateContact: (body: CartContactInput): Promise<CartResult> => runCall(() => browserApi().updateCartContact(body)),
  /** The address fields, or `{ address_id, address_type, country_id }` for a saved address. */
  setCartAddress: (body: Record<string, unknown>): Promise<CartResult> => runCall(() => browserApi().updateCartAddress(body)),
  validateAddress: (): Promise<CartResult> => runCall(() => browserApi().validateCartAddress()),
  setShippingMethod: (id: string): Promise<CartResult> => runCall(() => browserApi().updateShippingMode(id)),
  setPaymentMethod: (code: string): Promise<CartResult> => runCall(() => browserApi().updatePaymentMode(code)),
  /** `confirmedTotal`: the grand total the page showed; place-order refuses any other (409, 'Prices have changed…'). */
  placeOrder: (acceptTnc: boolean, confirmedTotal: number): Promise<ApiResult<PlacedOrder>> =>
    runCall(() => browserApi().placeOrder({ accept_tnc: acceptTnc, confirmed_total: confirmedTotal })),
  getCompletedOrder: (ref: OrderRef & { type?: string }): Promise<ApiResult<Order>> => runCall(() => browserApi().getCompletedOrder(ref)),
  /** The gateway's page for paying an order (docs/api.md "Payments"). */
  processPayment: (ref: OrderRef): Promise<ApiResult<PaymentRedirect>> => runCall(() => browserApi().processPayment(ref)),
  /** The shop asks the gateway how the order's payment stands. */
  completePayment: (ref: OrderRef): Promise<ApiResult<PaymentOutcome>> => runCall(() => browserApi().completePayment(ref)),
};
