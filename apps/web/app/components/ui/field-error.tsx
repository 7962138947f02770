import './field-error.css';

/**
 * A field's error under it: the input points at it with aria-describedby (and aria-invalid).
 * `announce` makes screen readers read it out when it appears (errors shown after a submit or a
 * server answer, not while typing).
 */
export function FieldError({ id, message, announce = false }: { id: string; message?: string | null; announce?: boolean }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role={announce ? 'alert' : undefined}>
      {message}
    </p>
  );
}
