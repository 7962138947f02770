import type { Label } from '@vitrine/contracts/product';
import type { CSSProperties } from 'react';
import { readableTextColour } from './label-colour';

/** The product's labels (New, Sale...) as badges in the owner's colours. */
export function ProductLabels({ labels }: { labels: Label[] }) {
  if (labels.length === 0) return null;
  return (
    <ul className="product-labels" aria-label="Labels">
      {labels.map((label) => (
        <li key={label.slug} className="product-label" style={{ '--label-bg': label.colour, '--label-fg': readableTextColour(label.colour) } as CSSProperties}>
          {label.name}
        </li>
      ))}
    </ul>
  );
}
