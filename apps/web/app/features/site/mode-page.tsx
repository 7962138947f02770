import type { Storefront } from '@vitrine/contracts/storefront';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';
import { FieldError } from '../../components/ui/field-error';
import { useRootData } from '../../lib/root-data';
import type { ModeFormResult } from './site-mode.server';

/** The bare layout of the site-mode pages: logo, message, one form. */
export function ModePage({ storefront, title, children }: { storefront: Storefront; title: string; children: ReactNode }) {
  return (
    <main className="mode-page">
      <div className="mode-page__card">
        {storefront.logo.url ? (
          <img className="mode-page__logo" src={storefront.logo.url} alt={storefront.logo.alt} width={storefront.logo.width} height={storefront.logo.height} />
        ) : (
          <p className="mode-page__name">{storefront.name}</p>
        )}
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function SubscribeForm({ result }: { result: ModeFormResult | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const error = result?.errors?.email?.[0] ?? (result && !result.ok ? result.message : null);
  if (result?.ok)
    return (
      <p role="status" className="form-success">
        {result.message}
      </p>
    );
  return (
    <Form method="post" className="mode-page__form" noValidate>
      <label htmlFor="mode-email">Email address</label>
      <div className="inline-field">
        <input
          id="mode-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'mode-email-error' : undefined}
        />
        <Button type="submit" variant="primary" disabled={busy}>
          Notify me
        </Button>
      </div>
      <FieldError id="mode-email-error" message={error} announce />
    </Form>
  );
}

/** Coming Soon and Under Maintenance: the owner's message (or ours) and the subscribe form. */
export function SubscribeModeScreen({ title, defaultMessage, result }: { title: string; defaultMessage: string; result: ModeFormResult | undefined }) {
  const { storefront } = useRootData()!.initialValues;
  return (
    <ModePage storefront={storefront} title={title}>
      <p>{storefront.mode_message || defaultMessage}</p>
      <SubscribeForm result={result} />
    </ModePage>
  );
}
