import type { ProductDetail } from '@vitrine/contracts/product';
import { Link } from 'react-router';

/** Description (HTML sanitised by the API), specifications and tags under the buying area. */
export function ProductDetails({ product }: { product: Pick<ProductDetail, 'description' | 'specs' | 'tags'> }) {
  const { description, specs, tags } = product;
  if (!description && specs.length === 0 && tags.length === 0) return null;
  return (
    <div className="product-details">
      {description ? (
        <section className="product-details__block" aria-labelledby="product-description">
          <h2 id="product-description" className="product-details__title">
            Description
          </h2>
          <div className="product-description" dangerouslySetInnerHTML={{ __html: description }} />
        </section>
      ) : null}
      {specs.length > 0 ? (
        <section className="product-details__block" aria-labelledby="product-specs">
          <h2 id="product-specs" className="product-details__title">
            Specifications
          </h2>
          <table className="product-specs">
            <tbody>
              {specs.map((spec) => (
                <tr key={`${spec.name}:${spec.value}`}>
                  <th scope="row">{spec.name}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {tags.length > 0 ? (
        <section className="product-details__block" aria-labelledby="product-tags">
          <h2 id="product-tags" className="product-details__title">
            Tags
          </h2>
          <ul className="product-tags">
            {tags.map((tag) => (
              <li key={tag.slug}>
                <Link className="product-tag" to={`/shop-online?tag=${encodeURIComponent(tag.slug)}`}>
                  {tag.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
