import { addressBodySchema, addressIdParamSchema, addressListQuerySchema } from '@vitrine/contracts/address';
import {
  forgotPasswordSchema,
  loginSchema,
  otpRequestSchema,
  otpVerifySchema,
  outboxQuerySchema,
  phoneOtpGenerateSchema,
  phoneOtpVerifySchema,
  registerSchema,
  resetCompleteSchema,
  updatePasswordSchema,
  updateProfileSchema,
  validateResetSchema,
} from '@vitrine/contracts/auth';
import { wishlistProductSchema } from '@vitrine/contracts/wishlist';
import type { Operation } from './operation.ts';

// Accounts (docs/api.md): sign-in, registration, password reset, the profile, addresses, the
// wishlist and the dev outbox. Sign-in sets the httpOnly vitrine_session cookie.

/**
 * Register and update-profile validate the phone with a schema factory (its length comes from the
 * shop's country); the document shows it for the demo store's 10 digits.
 */
const SHOWN_PHONE_LENGTH = 10;
const PHONE_NOTE = `The phone's length follows the shop's country (shown for ${SHOWN_PHONE_LENGTH} digits).`;
const LOGIN_RESULT = '{ user, cart_session_id }, and the vitrine_session cookie';
const PROFILE = 'the profile { id, first_name, last_name, email, phone, phone_verified, has_password, verification_required, … }';
const ADDRESS_ANSWER = '{ address, addresses }';
const WISHLIST_ANSWER = '{ items: [{ product_id, product: ProductCard, added_at }], product_ids, count }';

export const accountOperations: Operation[] = [
  {
    method: 'POST', path: '/api/auth/otp/request', tag: 'auth', access: 'public', limited: true,
    summary: 'Texts a one-time sign-in code to a phone',
    body: otpRequestSchema,
    data: '{ input, expires_in: 600, resends_left }',
    notes: "429 'Maximum attempt reached. Please try again later' past the resends (login 3, register 1); 403 when OTP sign-in (or registration) is off.",
  },
  {
    method: 'POST', path: '/api/auth/otp/verify', tag: 'auth', access: 'public', limited: true,
    summary: 'Signs in with a one-time code (an unknown phone gets a new account when registration is on)',
    body: otpVerifySchema,
    data: LOGIN_RESULT,
    notes: 'Codes are single-use, live 10 minutes and allow 5 tries.',
  },
  {
    method: 'POST', path: '/api/auth/register', tag: 'auth', access: 'public', limited: true,
    summary: 'Creates an account with email and password, and signs it in',
    body: registerSchema(SHOWN_PHONE_LENGTH),
    data: LOGIN_RESULT,
    notes: `${PHONE_NOTE} 422 'This email is already registered'; 403 when registration is off.`,
  },
  {
    method: 'POST', path: '/api/auth/login', tag: 'auth', access: 'public', limited: true,
    summary: 'Signs in with email and password',
    body: loginSchema,
    data: LOGIN_RESULT,
    notes: 'The same 401 for an unknown email and a wrong password.',
  },
  {
    method: 'POST', path: '/api/auth/logout', tag: 'auth', access: 'public',
    summary: 'Signs out (body: {})',
    data: '{}',
  },
  {
    method: 'POST', path: '/api/auth/reset', tag: 'auth', access: 'public', limited: true,
    summary: 'Mails a password-reset link (the same answer for known and unknown emails)',
    body: forgotPasswordSchema,
    data: '{}',
  },
  {
    method: 'POST', path: '/api/auth/validate-reset', tag: 'auth', access: 'public', limited: true,
    summary: 'Checks a password-reset link: email and token in the query (or the body)',
    query: validateResetSchema, body: validateResetSchema, queryOrBody: true,
    data: '{ valid: true }',
  },
  {
    method: 'POST', path: '/api/auth/reset-complete', tag: 'auth', access: 'public', limited: true,
    summary: 'Sets a new password from a reset link; signs every session out',
    body: resetCompleteSchema,
    data: '{}',
  },
  {
    method: 'GET', path: '/api/dev/outbox', tag: 'dev', access: 'public', open: true,
    summary: 'Texts and mail kept by the built-in providers, newest first',
    query: outboxQuerySchema,
    data: '[{ id, channel, to, subject, body, created_at }]',
    notes: 'A 404 when DEV_OUTBOX is off (the default in production).',
    extraErrors: [404],
  },
  {
    method: 'GET', path: '/api/account/get', tag: 'account', access: 'session',
    summary: "The signed-in customer's profile",
    data: PROFILE,
  },
  {
    method: 'PUT', path: '/api/account/update-profile', tag: 'account', access: 'session',
    summary: 'Updates the profile (other keys are ignored)',
    body: updateProfileSchema(SHOWN_PHONE_LENGTH),
    data: PROFILE,
    notes: PHONE_NOTE,
  },
  {
    method: 'PUT', path: '/api/account/update-password', tag: 'account', access: 'session', limited: true,
    summary: 'Changes the password; other sessions are signed out',
    body: updatePasswordSchema,
    data: '{}',
  },
  {
    method: 'POST', path: '/api/account/otp/generate', tag: 'account', access: 'session', limited: true,
    summary: 'Texts a code to verify the saved phone (1 resend)',
    body: phoneOtpGenerateSchema,
    data: '{ input, expires_in, resends_left }',
  },
  {
    method: 'POST', path: '/api/account/otp/verify', tag: 'account', access: 'session', limited: true,
    summary: 'Verifies the saved phone with the texted code',
    body: phoneOtpVerifySchema,
    data: `${PROFILE} with phone_verified: true`,
  },
  {
    method: 'GET', path: '/api/account/access-logs', tag: 'account', access: 'session',
    summary: 'The last 20 sign-ins',
    data: '[{ method, device, user_agent, ip, created_at }]',
  },
  {
    method: 'GET', path: '/api/address/all', tag: 'address', access: 'session',
    summary: 'Saved addresses, defaults first',
    query: addressListQuerySchema,
    data: 'saved addresses',
  },
  {
    method: 'POST', path: '/api/address/add', tag: 'address', access: 'session',
    summary: 'Saves a new address',
    body: addressBodySchema,
    data: ADDRESS_ANSWER,
    notes: "Beside the fixed keys shown, the body holds the dynamic fields of GET /api/settings/address-fields/{country} for that type, by column_name; missing required ones are 422 under their column_name. At most 50 addresses (400).",
  },
  {
    method: 'PUT', path: '/api/address/update/:id', tag: 'address', access: 'session',
    summary: "Updates a saved address (another customer's address is a 404)",
    params: addressIdParamSchema, body: addressBodySchema,
    data: ADDRESS_ANSWER,
    notes: 'The body is as for POST /api/address/add.',
  },
  {
    method: 'GET', path: '/api/wishlist/get', tag: 'wishlist', access: 'session',
    summary: 'The wishlist',
    data: WISHLIST_ANSWER,
  },
  {
    method: 'POST', path: '/api/wishlist/add', tag: 'wishlist', access: 'session',
    summary: 'Adds a product to the wishlist (at most 100 products)',
    body: wishlistProductSchema,
    data: WISHLIST_ANSWER,
    notes: 'An unknown or unpublished product is a 404; past 100 products, 400.',
  },
  {
    method: 'DELETE', path: '/api/wishlist/remove', tag: 'wishlist', access: 'session',
    summary: 'Removes a product from the wishlist (product_id in the body or the query)',
    query: wishlistProductSchema, body: wishlistProductSchema, queryOrBody: true,
    data: WISHLIST_ANSWER,
  },
];
