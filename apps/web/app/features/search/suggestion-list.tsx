import { formatMoney } from '@vitrine/contracts/money';
import { OptimisedImage } from '../../components/media/optimised-image';
import type { SuggestionOption } from './suggestions';

interface SuggestionListProps {
  id: string;
  options: SuggestionOption[];
  active: number;
  expanded: boolean;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
}

const THUMB = 48;

/** The combobox popup: a listbox with a Products group and a Categories group. */
export function SuggestionList({ id, options, active, expanded, optionId, onChoose, onHover }: SuggestionListProps) {
  const groups = [
    { kind: 'product', title: 'Products' },
    { kind: 'category', title: 'Categories' },
  ] as const;
  return (
    <div id={id} role="listbox" aria-label="Search suggestions" className="mini-search__listbox" hidden={!expanded}>
      {groups.map((group) => {
        const members = options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === group.kind);
        if (members.length === 0) return null;
        return (
          <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className="mini-search__group">
            <div id={`${id}-${group.kind}`} role="presentation" className="mini-search__group-title">
              {group.title}
            </div>
            {members.map(({ option, index }) => (
              // Options are not focusable: focus stays in the input (aria-activedescendant);
              // mousedown is cancelled so a click does not blur the input first.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches options through the combobox input
              <div
                key={option.key}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className="mini-search__option"
                onMouseDown={(e) => e.preventDefault()}
                onMouseMove={() => index !== active && onHover(index)}
                onClick={() => onChoose(index)}
              >
                {option.product ? (
                  <>
                    <OptimisedImage
                      className="mini-search__thumb"
                      src={option.product.image.url}
                      width={THUMB}
                      height={Math.round((THUMB * option.product.image.height) / Math.max(1, option.product.image.width))}
                      alt=""
                    />
                    <span className="mini-search__name">{option.name}</span>
                    <span className="mini-search__price">{formatMoney(option.product.selling_price, option.product.currency)}</span>
                  </>
                ) : (
                  <span className="mini-search__name">{option.name}</span>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
