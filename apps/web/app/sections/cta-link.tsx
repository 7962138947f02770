import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../components/ui/button.css';

/** A call-to-action button: in-app paths navigate client-side, other URLs are plain links. */
export function CtaLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const internal = href.startsWith('/') && !href.startsWith('//');
  const classes = className ? `button button--primary ${className}` : 'button button--primary';
  return internal ? (
    <Link className={classes} to={href}>
      {children}
    </Link>
  ) : (
    <a className={classes} href={href}>
      {children}
    </a>
  );
}
