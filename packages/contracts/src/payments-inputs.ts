import { z } from 'zod';
import { Messages } from './messages.ts';

// Path parameters of the payment routes (docs/api.md "Payments").

/** POST /api/payments/{gateway}/webhook. */
export const gatewayParamSchema = z.object({ gateway: z.string().trim().min(1, Messages.fieldRequired).max(40, Messages.maxLength(40)) });

/** The test gateway's /api/test-gateway/payments/{id}[/pay|/decline]. */
export const testGatewayPaymentParamSchema = z.object({ id: z.string().trim().min(1, Messages.fieldRequired).max(60, Messages.maxLength(60)) });
