import type { ProductOption, Variant } from '@vitrine/contracts/product';
import { type CSSProperties, useId } from 'react';
import { OptimisedImage } from '../../components/media/optimised-image';
import { type OptionValueState, optionValueName, optionValueStates } from './variant-selection';

interface VariantPickerProps {
  options: ProductOption[];
  variants: Variant[];
  current: Variant | undefined;
  /** The options as chosen, when they are a combination the product does not come in. */
  chosen?: Record<string, string>;
  onChoose: (code: string, value: string) => void;
}

/**
 * One control per variant option, as the attribute's display asks (spec §2): colour swatches,
 * image swatches, labels (pills) or a select. Unavailable combinations stay focusable and
 * choosable (the page then says "Out of stock", or what the value is not available in), and say
 * "(unavailable)" in their names.
 */
export function VariantPicker({ options, variants, current, chosen, onChoose }: VariantPickerProps) {
  if (options.length === 0) return null;
  return (
    <div className="variant-picker">
      {options.map((option) => {
        const states = optionValueStates(option, variants, chosen ?? current?.options ?? {});
        const choose = (value: string) => onChoose(option.attribute.code, value);
        return option.attribute.display === 'select' ? (
          <OptionSelect key={option.attribute.id} option={option} states={states} onChoose={choose} />
        ) : (
          <OptionRadios key={option.attribute.id} option={option} states={states} onChoose={choose} />
        );
      })}
    </div>
  );
}

interface OptionProps {
  option: ProductOption;
  states: OptionValueState[];
  onChoose: (value: string) => void;
}

function OptionSelect({ option, states, onChoose }: OptionProps) {
  const id = useId();
  const selected = states.find((s) => s.selected);
  return (
    <div className="option option--select">
      <label htmlFor={id} className="option__label">
        {option.attribute.name}
      </label>
      <select id={id} className="option__select" value={selected?.value.value ?? ''} onChange={(e) => onChoose(e.target.value)}>
        {selected ? null : (
          <option value="" disabled>
            Choose {option.attribute.name.toLowerCase()}
          </option>
        )}
        {states.map((s) => (
          <option key={s.value.id} value={s.value.value}>
            {optionValueName(s)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Native radios: one tab stop per option, arrow keys move between values. */
function OptionRadios({ option, states, onChoose }: OptionProps) {
  const name = useId();
  const display = option.attribute.display;
  const selected = states.find((s) => s.selected);
  return (
    <fieldset className={`option option--${display}`}>
      <legend className="option__label">
        {option.attribute.name}
        {selected ? <span className="option__chosen">: {selected.value.label}</span> : null}
      </legend>
      <div className="option__values">
        {states.map((s) => (
          <label
            key={s.value.id}
            className={`swatch swatch--${display}${s.available ? '' : ' is-unavailable'}`}
            title={display === 'label' ? undefined : optionValueName(s)}
          >
            <input
              type="radio"
              className="swatch__input"
              name={name}
              value={s.value.value}
              checked={s.selected}
              onChange={() => onChoose(s.value.value)}
              aria-label={display === 'label' ? undefined : optionValueName(s)}
            />
            <SwatchFace state={s} display={display} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SwatchFace({ state, display }: { state: OptionValueState; display: string }) {
  const { value, available } = state;
  if (display === 'colour') {
    return <span className="swatch__face" style={{ '--swatch': value.swatch || '#ccc' } as CSSProperties} aria-hidden="true" />;
  }
  if (display === 'image' && value.swatch) {
    return (
      <span className="swatch__face" aria-hidden="true">
        <OptimisedImage className="swatch__image" src={value.swatch} alt="" width={52} height={52} eager />
      </span>
    );
  }
  return (
    <span className="swatch__face">
      {value.label}
      {available ? null : <span className="visually-hidden"> (unavailable)</span>}
    </span>
  );
}
