export interface PluginsTable {
  module_name: string;
  is_active: number;
  config: string; // JSON
  updated_at: string;
}
