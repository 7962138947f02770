import type { ProductCard } from '@vitrine/contracts/catalog';
import type { ProductDetail } from '@vitrine/contracts/product';
import type { PluginInfo } from '@vitrine/contracts/storefront';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { Breadcrumb } from '../../components/ui/breadcrumb';
import { HydrateApart } from '../../components/ui/hydrate-apart';
import { productBreadcrumb } from './breadcrumb';
import { galleryImages } from './gallery-images';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductHead } from './product-head';
import { ProductSummary, type ProductSummaryProps } from './product-summary';
import { RelatedProducts } from './related-products';
import { absoluteUrl } from './share-links';
import { CustomisationProvider } from './use-customisation';
import { useSelectedVariant } from './use-selected-variant';
import { useViewItemEvent } from './view-item-analytics';
import '../../styles/product.css';

interface ProductViewProps {
  product: ProductDetail;
  related: Promise<ProductCard[]>;
  /** The shop's origin, for absolute share URLs that match on server and client. */
  origin: string;
  plugins: readonly PluginInfo[];
  /** The save-to-wishlist control, composed by the route (another feature's). */
  wishlistButton?: ReactNode;
  /** The shop's chat link for the buying column, composed by the route (another feature's). */
  chatLink?: ReactNode;
  /** Add to cart and Buy now for the selected variant, composed by the route (another feature's). */
  cartButtons?: ProductSummaryProps['cartButtons'];
  /** The Reviews section, composed by the route (another feature's); below the details. */
  reviews?: ReactNode;
}

/** spec §2 product page: breadcrumb, gallery and buying column, details, related products. */
export function ProductView({ product, related, origin, plugins, wishlistButton, chatLink, cartButtons, reviews }: ProductViewProps) {
  const { variant, missing, choose, chooseVariant } = useSelectedVariant(product);
  useViewItemEvent(product, variant);
  const location = useLocation();
  const images = useMemo(() => galleryImages(product, variant), [product, variant]);
  const crumbs = useMemo(() => productBreadcrumb(product), [product]);
  const pageUrl = `${origin}${location.pathname}${location.search}`;
  const shareImage = images[0] ? absoluteUrl(images[0].url, origin) : null;
  return (
    <CustomisationProvider>
      <div className="product-page container">
        <Breadcrumb crumbs={crumbs} />
        <div className="product-page__top">
          <ProductHead product={product} variant={variant} />
          <HydrateApart>
            <ProductGallery images={images} productName={product.name} />
          </HydrateApart>
          <HydrateApart>
            <ProductSummary
              product={product}
              variant={variant}
              missing={missing}
              onChoose={choose}
              onChooseVariant={chooseVariant}
              plugins={plugins}
              pageUrl={pageUrl}
              imageUrl={shareImage}
              wishlistButton={wishlistButton}
              chatLink={chatLink}
              cartButtons={cartButtons}
            />
          </HydrateApart>
        </div>
        <HydrateApart>
          <ProductDetails product={product} />
        </HydrateApart>
        <HydrateApart>{reviews}</HydrateApart>
        <RelatedProducts related={related} />
      </div>
    </CustomisationProvider>
  );
}
