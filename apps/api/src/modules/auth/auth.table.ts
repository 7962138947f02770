// Customers, sessions, one-time codes, sign-in logs, password resets and the dev outbox (migration 005).

export interface CustomersTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  verified_phone: string | null;
  phone_verified_at: string | null;
  email_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerSessionsTable {
  id: string;
  customer_id: string;
  /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
  token_hash: string;
  persistent: number;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OtpChallengesTable {
  id: string;
  phone: string;
  purpose: string;
  customer_id: string | null;
  /** HMAC-SHA-256 of phone and code with the session secret. */
  code_hash: string;
  attempts: number;
  ip: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OtpFailuresTable {
  id: string;
  phone: string;
  ip: string | null;
  created_at: string;
}

export interface SignInLogsTable {
  id: string;
  customer_id: string;
  method: string;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
}

export interface PasswordResetsTable {
  id: string;
  customer_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface OutboxMessagesTable {
  id: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export interface AuthTables {
  customers: CustomersTable;
  customer_sessions: CustomerSessionsTable;
  otp_challenges: OtpChallengesTable;
  otp_failures: OtpFailuresTable;
  sign_in_logs: SignInLogsTable;
  password_resets: PasswordResetsTable;
  outbox_messages: OutboxMessagesTable;
}
