import type { ComponentProps } from 'react';
import './button.css';

// The shop's one button look (button.css beside this file: `.button`, `.button--<variant>`), for <button>s and,
// through buttonClass, for links that act as buttons ("Edit profile", "Continue shopping").

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';

/** The class list of a button of `variant`, plus the caller's own classes. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return ['button', `button--${variant}`, className].filter(Boolean).join(' ');
}

/** A <button>'s own props (its ref included: React 19 passes it as a prop). */
export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...rest} />;
}
