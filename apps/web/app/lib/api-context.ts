import type { ApiClient } from '@vitrine/contracts/api-client';
import type { InitialValues } from '@vitrine/contracts/storefront';
import { createContext } from 'react-router';

/** The typed API client for this request (in-memory or HTTP: loaders never know which). */
export const apiContext = createContext<ApiClient>();

/** Initial values, fetched once per request by the site-mode middleware. */
export const initialValuesContext = createContext<InitialValues | null>(null);

/** A fresh nonce per document: the Content-Security-Policy allows only scripts carrying it. */
export const nonceContext = createContext<string>('');
