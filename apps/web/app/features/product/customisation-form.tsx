import { useId } from 'react';
import { CustomImageUpload } from './custom-image-upload';
import { characterCount } from './customisation-rules';
import { useCustomisation } from './use-customisation';

/** Product customisation (plugin): a custom text with its counter, and a picture. */
export function CustomisationForm({ productSlug, maxLength }: { productSlug: string; maxLength: number }) {
  const { custom_text, setCustomText } = useCustomisation();
  const textId = useId();
  const countId = useId();
  return (
    <fieldset className="customise">
      <legend className="customise__legend">Personalise it</legend>
      <div className="customise__field">
        <label htmlFor={textId} className="customise__label">
          Custom text
        </label>
        <input
          id={textId}
          type="text"
          value={custom_text}
          maxLength={maxLength}
          aria-describedby={countId}
          onChange={(e) => setCustomText(e.target.value.slice(0, maxLength))}
        />
        <p id={countId} className="customise__hint">
          {characterCount(custom_text.length, maxLength)}
        </p>
      </div>
      <CustomImageUpload productSlug={productSlug} />
    </fieldset>
  );
}
