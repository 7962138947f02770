// What the shop asks of a mail provider (providers: mail-provider.ts picks one).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Optional HTML part; every value in it is escaped by whoever builds it. */
  html?: string;
}

/** Sends one mail; throws when it could not be handed over. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
