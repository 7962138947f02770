// Sign-in rules the browser runs (spec §4 Auth, §5 Auth forms, §9), one module per concern;
// this index keeps one import path for them. Zod-free: the login dialog ships them to every shopper.
export * from './auth-constants.ts';
export * from './auth-form-checks.ts';
export * from './auth-inputs.ts';
export * from './auth-modes.ts';
export * from './otp-rules.ts';
export { loginRedirectUrl, redirectTargetAfterLogin, safeRedirectPath } from './redirect-target.ts';
