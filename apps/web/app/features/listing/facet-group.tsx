import { useState } from 'react';
import type { FacetView } from './listing-view';

interface FacetGroupProps {
  facet: FacetView;
  /** Ticked values (the form's live state, ahead of the server while a change loads). */
  selected: string[];
  onToggle: (param: string, value: string) => void;
  /** Open when first shown; afterwards the shopper opens and closes it (never the server). */
  initiallyOpen: boolean;
}

/** One filter (brand, category, colour…): a disclosure holding a group of checkboxes with counts. */
export function FacetGroup({ facet, selected, onToggle, initiallyOpen }: FacetGroupProps) {
  const applied = facet.values.filter((v) => selected.includes(v.value)).length;
  // A constant prop: React never closes a group the shopper is working in when its ticks change.
  const [open] = useState(initiallyOpen || applied > 0);
  return (
    <details className="facet" open={open}>
      <summary className="facet__summary">
        {facet.name}
        {applied > 0 ? <span className="facet__applied"> ({applied} applied)</span> : null}
      </summary>
      <fieldset className="facet__fieldset">
        <legend className="visually-hidden">{facet.name}</legend>
        <ul className={facet.kind === 'colour' ? 'facet__list facet__list--colour' : 'facet__list'}>
          {facet.values.map((value) => (
            <li key={value.value}>
              {/* No class on the option's parts (styled through .facet__list, listing.css): a shop's
                  facets reach ~100 options, each class ~20 bytes of HTML (issue 14: HTML bytes). */}
              <label>
                <input
                  type="checkbox"
                  name={facet.param}
                  value={value.value}
                  checked={selected.includes(value.value)}
                  onChange={() => onToggle(facet.param, value.value)}
                />
                {facet.kind === 'colour' ? <Swatch swatch={value.swatch} /> : null}
                <span>{value.label}</span>
                {/* One string: "(12)", not "(<!-- -->12<!-- -->)". */}
                <small>{`(${value.count})`}</small>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}

/** A colour dot: a hex colour, or an image (a pattern, a wood grain) from the shop's own files. */
function Swatch({ swatch }: { swatch: string | null }) {
  if (!swatch) return null;
  const isColour = /^#[0-9a-f]{3,8}$/i.test(swatch);
  const isImage = !isColour && /^\/[^\s"'()\\]*$/.test(swatch);
  if (!isColour && !isImage) return null;
  return <span className="swatch" aria-hidden="true" style={isColour ? { background: swatch } : { backgroundImage: `url("${swatch}")` }} />;
}
