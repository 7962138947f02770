import type { AddressTables } from '../modules/address/address.table.ts';
import type { AuthTables } from '../modules/auth/auth.table.ts';
import type { HeartbeatsTable } from '../modules/base/base.table.ts';
import type { BlogTables } from '../modules/blog/blog.table.ts';
import type { CartTables } from '../modules/cart/cart.table.ts';
import type {
  AttributesTable,
  AttributeValuesTable,
  BrandsTable,
  CategoriesTable,
  CollectionsTable,
  LabelsTable,
  ProductAttributeValuesTable,
  ProductCollectionsTable,
  ProductImagesTable,
  ProductLabelsTable,
  ProductSearchTable,
  ProductsTable,
  ProductTagsTable,
  ProductVariantsTable,
  SizeChartsTable,
  TagsTable,
} from '../modules/catalog/catalog.table.ts';
import type { MenusTable, PageSectionsTable, PagesTable, SlidersTable, TemplatesTable } from '../modules/content/content.table.ts';
import type { CouponTables } from '../modules/coupons/coupons.table.ts';
import type { FaqGalleryTables } from '../modules/faq-gallery/faq-gallery.table.ts';
import type { FormTables } from '../modules/forms/forms.table.ts';
import type { OrderTables } from '../modules/orders/orders.table.ts';
import type { ShipmentTables } from '../modules/orders/shipments.table.ts';
import type { PaymentTables } from '../modules/payments/payments.table.ts';
import type { PluginsTable } from '../modules/plugins/plugins.table.ts';
import type { ReviewTables } from '../modules/reviews/reviews.table.ts';
import type { AddressFieldsTable, CountriesTable, SettingsTable, StatesTable } from '../modules/settings/settings.table.ts';
import type { ShippingMethodsTable } from '../modules/shipping/shipping.table.ts';
import type { ChannelsTable, ModeSubscriptionsTable, StorefrontsTable } from '../modules/storefront/storefront.table.ts';
import type { TestGatewayTables } from '../modules/test-gateway/test-gateway.table.ts';
import type { CustomisationUploadsTable } from '../modules/uploads/uploads.table.ts';

// The whole schema as Kysely sees it; each table's shape lives beside its module.
export interface Database
  extends AuthTables,
    AddressTables,
    CartTables,
    CouponTables,
    OrderTables,
    ShipmentTables,
    PaymentTables,
    TestGatewayTables,
    ReviewTables,
    BlogTables,
    FormTables,
    FaqGalleryTables {
  shipping_methods: ShippingMethodsTable;
  countries: CountriesTable;
  states: StatesTable;
  address_fields: AddressFieldsTable;
  channels: ChannelsTable;
  templates: TemplatesTable;
  pages: PagesTable;
  page_sections: PageSectionsTable;
  storefronts: StorefrontsTable;
  settings: SettingsTable;
  menus: MenusTable;
  sliders: SlidersTable;
  plugins: PluginsTable;
  mode_subscriptions: ModeSubscriptionsTable;
  heartbeats: HeartbeatsTable;
  brands: BrandsTable;
  categories: CategoriesTable;
  collections: CollectionsTable;
  products: ProductsTable;
  product_collections: ProductCollectionsTable;
  product_variants: ProductVariantsTable;
  attributes: AttributesTable;
  attribute_values: AttributeValuesTable;
  product_attribute_values: ProductAttributeValuesTable;
  labels: LabelsTable;
  product_labels: ProductLabelsTable;
  tags: TagsTable;
  product_tags: ProductTagsTable;
  product_images: ProductImagesTable;
  size_charts: SizeChartsTable;
  product_search: ProductSearchTable;
  customisation_uploads: CustomisationUploadsTable;
}
