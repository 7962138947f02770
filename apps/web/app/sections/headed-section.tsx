import { type HTMLAttributes, type ReactNode, useId } from 'react';

/**
 * A section with an optional owner-written heading, which then names the region for screen
 * readers (aria-labelledby); without one, pass aria-label when the region still needs a name.
 */
export function HeadedSection({ heading, children, ...rest }: { heading?: string | null; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const headingId = useId();
  return (
    <section aria-labelledby={heading ? headingId : undefined} {...rest}>
      {heading ? (
        <h2 id={headingId} className="section-heading">
          {heading}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
