// What the shop asks of an SMS provider (providers: sms-provider.ts picks one).

/** Sends one text message; throws when the message could not be handed over. */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; text: string }): Promise<void>;
}
