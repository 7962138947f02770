import type { OutboxMessage as OutboxEntry } from '@vitrine/contracts/auth';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { authApi } from '../../lib/auth-api';
import { linkify } from './linkify';
import '../../components/ui/field-error.css';

/**
 * The messages the built-in SMS and mail providers kept (development only). It refetches from
 * the API after hydration and on Refresh, so a cached page never shows an old outbox.
 */
export function DevOutbox({ initialEntries }: { initialEntries: OutboxEntry[] }) {
  const [entries, setEntries] = useState(initialEntries);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    setBusy(true);
    const result = await authApi.getDevOutbox();
    setBusy(false);
    if (result.ok) {
      setEntries(result.data);
      setError(null);
    } else setError(result.failure.message);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return (
    <div className="container outbox">
      <div className="outbox__toolbar">
        <h1>Outbox</h1>
        <Button type="button" variant="outline" onClick={refresh} disabled={busy}>
          Refresh
        </Button>
      </div>
      <p>Text messages and emails sent by the development providers. Newest first.</p>
      <p className="field-error" role="alert">
        {error ?? ''}
      </p>
      {entries.length === 0 ? (
        <p role="status">The outbox is empty.</p>
      ) : (
        <ul className="outbox__list" aria-label="Messages">
          {entries.map((entry) => (
            <li key={entry.id} className="outbox__item">
              <OutboxItem entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function OutboxItem({ entry }: { entry: OutboxEntry }) {
  return (
    <article aria-label={`${entry.channel} to ${entry.to}`}>
      <dl className="outbox__meta">
        <div>
          <dt>Channel</dt>
          <dd>{entry.channel}</dd>
        </div>
        <div>
          <dt>To</dt>
          <dd>{entry.to}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>
            <time dateTime={entry.created_at}>{entry.created_at}</time>
          </dd>
        </div>
      </dl>
      {entry.subject ? <h2 className="outbox__subject">{entry.subject}</h2> : null}
      <p className="outbox__body">
        {linkify(entry.body).map((part, index) =>
          part.href ? (
            <a key={index} href={part.href}>
              {part.text}
            </a>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </p>
    </article>
  );
}
