import { acceptAll, type ConsentItem, choicesFromItems, consentItems, type OptionalConsentId } from '@vitrine/contracts/consent';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { readConsent, saveConsent } from '../../lib/consent-store';

interface CookiePreferencesDialogProps {
  /** The optional ids this shop asks about (its installed analytics plugins). */
  ids: readonly OptionalConsentId[];
  open: boolean;
  onClose: () => void;
}

const GROUPS = [
  { group: 'necessary', legend: 'Necessary', hint: 'Always on: the shop cannot work without them.' },
  { group: 'optional', legend: 'Optional', hint: 'Only with your consent.' },
] as const;

/** spec §4: the preferences dialog; necessary items are ticked and cannot be unticked. Loaded on demand. */
export function CookiePreferencesDialog({ ids, open, onClose }: CookiePreferencesDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Cookie preferences" className="cookie-preferences">
      <PreferencesForm ids={ids} onDone={onClose} />
    </Dialog>
  );
}

// Its own component: the Dialog renders it only while open, so each opening starts from the saved choices.
function PreferencesForm({ ids, onDone }: { ids: readonly OptionalConsentId[]; onDone: () => void }) {
  const [items, setItems] = useState<ConsentItem[]>(() => consentItems(ids, readConsent()));
  const toggle = (id: string, accepted: boolean) => setItems((all) => all.map((item) => (item.id === id && !item.required ? { ...item, accepted } : item)));
  const save = (event: FormEvent) => {
    event.preventDefault();
    saveConsent(choicesFromItems(items));
    onDone();
  };
  return (
    <form className="cookie-preferences__form" onSubmit={save}>
      {GROUPS.map(({ group, legend, hint }) => {
        const groupItems = items.filter((item) => item.group === group);
        if (groupItems.length === 0) return null;
        return (
          <fieldset key={group} className="cookie-preferences__group">
            <legend className="cookie-preferences__legend">{legend}</legend>
            <p className="cookie-preferences__hint">{hint}</p>
            {groupItems.map((item) => (
              <div key={item.id} className="cookie-preferences__item">
                <input
                  type="checkbox"
                  id={`cookie-${item.id}`}
                  name={item.id}
                  checked={item.accepted}
                  disabled={item.required}
                  aria-describedby={`cookie-${item.id}-description`}
                  onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                />
                <label htmlFor={`cookie-${item.id}`} className="cookie-preferences__name">
                  {item.name}
                </label>
                <p id={`cookie-${item.id}-description`} className="cookie-preferences__description">
                  {item.description}
                </p>
              </div>
            ))}
          </fieldset>
        );
      })}
      <div className="cookie-preferences__actions">
        <Button type="submit" variant="primary">
          Save preferences
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            saveConsent(acceptAll(ids));
            onDone();
          }}
        >
          Accept all
        </Button>
      </div>
    </form>
  );
}
