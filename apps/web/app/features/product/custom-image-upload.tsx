import type { CustomisationUpload } from '@vitrine/contracts/images';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { OptimisedImage } from '../../components/media/optimised-image';
import { FieldError } from '../../components/ui/field-error';
import { loadBrowserApi } from '../../lib/lazy-call';
import { base64FromDataUrl, UPLOAD_ACCEPT, uploadFileError } from './customisation-rules';
import { useCustomisation } from './use-customisation';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * The shopper's picture: checked here first (type, 2 MB), sent as base64 JSON, kept as the
 * stored image_path (spec §3 customisation data) with a preview and a way to remove it.
 */
export function CustomImageUpload({ productSlug }: { productSlug: string }) {
  const { image_path, setImagePath } = useCustomisation();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<CustomisationUpload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const invalid = uploadFileError(file);
    setError(invalid);
    if (invalid) {
      event.target.value = '';
      return;
    }
    setPending(true);
    try {
      const data_base64 = base64FromDataUrl(await readAsDataUrl(file));
      const res = await (await loadBrowserApi()).uploadCustomisationImage({ product_slug: productSlug, file_name: file.name, data_base64 });
      if (res.body.status === 'success') {
        setUpload(res.body.data);
        setImagePath(res.body.data.image_path);
      } else {
        setError(res.body.message || 'The image could not be uploaded');
      }
    } catch {
      setError('The image could not be uploaded. Please try again.');
    } finally {
      setPending(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = () => {
    setUpload(null);
    setImagePath(null);
    input.current?.focus();
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="custom-upload">
      <label htmlFor={inputId} className="customise__label">
        Upload image
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        className="custom-upload__input"
        accept={UPLOAD_ACCEPT}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        disabled={pending}
        onChange={onChange}
      />
      <p id={hintId} className="customise__hint">
        JPG, PNG or WebP, up to 2 MB.
      </p>
      <p className="customise__status" role="status">
        {pending ? 'Uploading…' : ''}
      </p>
      <FieldError id={errorId} message={error} announce />
      {image_path ? (
        <figure className="custom-upload__preview">
          <OptimisedImage
            className="custom-upload__image"
            src={image_path}
            alt="Preview of your upload"
            width={upload?.width ?? 96}
            height={upload?.height ?? 96}
            displayWidth={96}
            eager
          />
          <figcaption>
            <button type="button" className="link-button" onClick={remove}>
              Remove image
            </button>
          </figcaption>
        </figure>
      ) : null}
    </div>
  );
}
