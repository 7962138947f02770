// The built-in SMS and mail providers keep what they would send in the dev outbox (a table the
// dev-outbox module owns). Integrations never import modules, so the module hands its writer in.

export interface OutboxEntry {
  channel: 'sms' | 'mail';
  to: string;
  subject?: string | null;
  body: string;
}

/** Keeps one text or mail in the dev outbox. */
export type OutboxWriter = (entry: OutboxEntry) => Promise<void>;
