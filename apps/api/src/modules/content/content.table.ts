export interface TemplatesTable {
  id: string;
  name: string;
  is_default: number;
  header: string | null; // JSON Section
  topbar: string | null;
  footer: string | null;
  updated_at: string;
}
export interface PagesTable {
  id: string;
  slug: string;
  title: string;
  page_type: string;
  template_id: string | null;
  meta_title: string | null;
  meta_description: string | null;
  is_published: number;
  updated_at: string;
}
export interface PageSectionsTable {
  id: string;
  page_id: string;
  position: number;
  key: string;
  component_type: string;
  component_data: string; // JSON
}
export interface MenusTable {
  id: string;
  handle: string;
  name: string;
  items: string; // JSON MenuItem[]
}
export interface SlidersTable {
  id: string;
  handle: string;
  name: string;
  autoplay_ms: number;
  slides: string; // JSON Slide[]
}
