// Messages spelled exactly as in SPEC.md (typos included: they are the product's strings).
export const Messages = {
  websiteUnvailable: 'Website Unvailable',
  websiteUnavailableTitle: 'Website Unavailable',
  pageNotFound: 'Page Not Found',
  pageNotFoundTitle: 'Page Not Found!',
  routeNotMatched: 'Page not found',
  notFoundText: "We're sorry, the page you are requested could not be found. Please go back to the home page.",
  serverErrorTitle: 'Oops! An unexpected error occurred',
  serverErrorText: "An error has occurred and we're working to fix the problem!",
  goHome: 'Go Home',
  // spec §5 default rule messages
  fieldNotValid: 'This field is not valid',
  fieldRequired: 'This field is required',
  invalidEmail: 'The value must be an valid email address',
  mustBeNumeric: 'The value must be numeric',
  minLength: (n: number) => `The value length should be at least ${n}`,
  maxLength: (n: number) => `The value length should not exceed ${n}`,
  // Vitrine's own messages where the spec shows none (see docs/decisions/003-own-messages.md)
  wrongPassword: 'The password is not correct',
  subscribed: 'You are on the list. We will let you know when we are back.',
  siteLocked: 'This shop is not open to visitors right now',
  unknownSettingKeys: 'Unknown setting keys',
  invalidAdminToken: 'A valid admin token is required',
  adminTokenThrottled: 'Too many wrong admin tokens from this address. Please try again later',
  badOrigin: 'Cross-site request refused',
  jsonOnly: 'Requests must send JSON',
  tooManyRequests: 'Too many requests. Please try again later',
  unexpectedError: 'Something went wrong on our side. Please try again.',
  /** A call that never got an answer (offline, dropped connection). */
  networkError: 'We could not reach the shop. Check your connection and try again.',
  // Addresses the router cannot read (bad percent-encoding) or that are too long (a segment over 100)
  badAddress: 'This address is not valid',
  addressTooLong: 'This address is too long',
  nulCharacter: 'Text must not contain NUL characters',
  // Listing bounds (docs/api.md#limits) and the database time budget (docs/operations.md)
  tooManyAttributeFilters: (max: number) => `Filter by at most ${max} attributes at once`,
  tooManyFilterValues: (max: number) => `Choose at most ${max} values for one filter`,
  tooManyFilters: (max: number) => `Choose at most ${max} filter values in all`,
  databaseBusy: 'The shop is busy right now. Please try again in a moment.',
} as const;
