export interface StorefrontsTable {
  id: string;
  name: string;
  license_status: string | null;
  channel_id: string;
  is_password_protection_enabled: number;
  password_hash: string | null;
  password_version: number;
  mode: string | null;
  mode_message: string | null;
  is_cookie_warning_enabled: number;
  enable_indexing: number;
  enable_sticky_header: number;
  enable_scroll_to_top: number;
  page_layout: string;
  theme: string;
  typography: string;
  fonts: string;
  logo: string;
  favicon: string;
  notice: string;
  cookie: string;
  custom_css: string | null;
  meta_title: string | null;
  meta_description: string | null;
  termsandconditions_page_slug: string | null;
  privacypolicy_page_slug: string | null;
  updated_at: string;
}

export interface ChannelsTable {
  id: string;
  name: string;
  currency_code: string;
  currency_symbol: string;
  country_id: string;
}

export interface ModeSubscriptionsTable {
  id: string;
  email: string;
  mode: string;
  created_at: string;
}
