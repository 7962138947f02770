// What a form runs when it is sent: the shared field rules and the API calls behind the typed
// client. Fetched on the shopper's intent (form-view.tsx: focus, pointer or submit), not with the
// page, so a page whose only form is the footer's newsletter does not carry them on first paint.
export { checkFormValues } from '@vitrine/contracts/form-rules';
export { formActions } from './forms-browser-api';
