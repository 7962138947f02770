import type { AddressInput, AddressSaved, SavedAddress } from './address.ts';
import type { AddressType } from './address-rules.ts';
import type { ApiCall } from './api-transport.ts';
import type { Wishlist, WishlistProductBody } from './wishlist.ts';

// Saved addresses and the wishlist (spec section 7, Addresses and Wishlist rows).
export function addressCalls(call: ApiCall) {
  const enc = encodeURIComponent;
  return {
    getAddresses: (query: { address_type?: AddressType } = {}) => call<SavedAddress[]>({ method: 'GET', path: '/api/address/all', query }),
    addAddress: (body: AddressInput) => call<AddressSaved>({ method: 'POST', path: '/api/address/add', body }),
    updateAddress: (id: string, body: AddressInput) => call<AddressSaved>({ method: 'PUT', path: `/api/address/update/${enc(id)}`, body }),
    getWishlist: () => call<Wishlist>({ method: 'GET', path: '/api/wishlist/get' }),
    addToWishlist: (body: WishlistProductBody) => call<Wishlist>({ method: 'POST', path: '/api/wishlist/add', body }),
    removeFromWishlist: (body: WishlistProductBody) => call<Wishlist>({ method: 'DELETE', path: '/api/wishlist/remove', body }),
  };
}
