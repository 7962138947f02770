import { EDITOR_PROTOCOL, type EditablePart, type EditorMode, type ParentMessage, readStorefrontMessage } from '@vitrine/contracts/editor-protocol';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import './editor-page.css';

// The live editor (spec §1, decisions/030): a real parent for the storefront's editor protocol. It
// frames the shop, switches its mode, previews the primary colour without a reload, shows which
// part the storefront asked to edit, and saves the colour through the admin API.

interface Props {
  primary: string;
  storeName: string;
  saved: { ok: boolean; message: string } | null;
}

const MODES: { value: EditorMode; label: string }[] = [
  { value: 'editor', label: 'Editor' },
  { value: 'preview', label: 'Preview' },
  { value: 'development', label: 'Development' },
];

/** To the framed shop only, on this origin. */
function postToFrame(frame: HTMLIFrameElement | null, message: ParentMessage) {
  frame?.contentWindow?.postMessage(message, window.location.origin);
}

export function EditorPage({ primary, storeName, saved }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [mode, setMode] = useState<EditorMode>('editor');
  const [colour, setColour] = useState(primary);
  const [parts, setParts] = useState<EditablePart[]>([]);
  const [page, setPage] = useState<{ path: string; title: string } | null>(null);
  const [requested, setRequested] = useState<string | null>(null);
  const latest = useRef({ mode, colour, primary });
  latest.current = { mode, colour, primary };

  const send = (message: ParentMessage) => postToFrame(frame.current, message);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the frame this page holds, on this origin (CONVENTIONS: postMessage checks the sender).
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const message = readStorefrontMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        setParts(message.parts);
        setPage(message.page);
        const want = latest.current;
        if (message.mode !== want.mode) postToFrame(frame.current, { protocol: EDITOR_PROTOCOL, type: 'set-mode', mode: want.mode });
        if (want.colour !== want.primary)
          postToFrame(frame.current, { protocol: EDITOR_PROTOCOL, type: 'theme-patch', patch: { colors: { primary: want.colour } } });
      } else {
        const label = message.part === 'section' ? `section ${message.id}` : message.part;
        setRequested(label);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const changeMode = (next: EditorMode) => {
    setMode(next);
    send({ protocol: EDITOR_PROTOCOL, type: 'set-mode', mode: next });
  };
  const changeColour = (next: string) => {
    setColour(next);
    send({ protocol: EDITOR_PROTOCOL, type: 'theme-patch', patch: { colors: { primary: next } } });
  };

  return (
    <main className="live-editor" aria-labelledby="live-editor-title">
      <div className="live-editor__panel">
        <h1 id="live-editor-title" className="live-editor__title">
          Live editor
        </h1>
        <p className="live-editor__store">{storeName}</p>
        <fieldset className="live-editor__group">
          <legend>Mode</legend>
          {MODES.map((m) => (
            <label key={m.value} className="live-editor__choice">
              <input type="radio" name="mode" value={m.value} checked={mode === m.value} onChange={() => changeMode(m.value)} /> {m.label}
            </label>
          ))}
        </fieldset>
        <Form method="post" className="live-editor__group">
          <label className="live-editor__field">
            Primary colour
            <input type="color" name="primary" value={colour} onChange={(e) => changeColour(e.currentTarget.value)} />
          </label>
          <button type="submit" className="live-editor__save">
            Save
          </button>
          {saved ? (
            <p role="status" className={saved.ok ? 'live-editor__ok' : 'live-editor__error'}>
              {saved.message}
            </p>
          ) : null}
        </Form>
        <section className="live-editor__group" aria-labelledby="live-editor-requested">
          <h2 id="live-editor-requested">Requested part</h2>
          <p aria-live="polite" data-testid="requested-part">
            {requested ? `Editing: ${requested}` : 'Click an edit button in the shop.'}
          </p>
        </section>
        <section className="live-editor__group" aria-labelledby="live-editor-parts">
          <h2 id="live-editor-parts">Editable parts{page ? ` of ${page.path}` : ''}</h2>
          <ul className="live-editor__parts">
            {parts.map((p) => (
              <li key={`${p.part}:${p.id}`}>{p.label}</li>
            ))}
          </ul>
        </section>
        <p>
          <a href="/">Back to the shop</a>
        </p>
      </div>
      <iframe ref={frame} className="live-editor__frame" src="/" title="Storefront preview" />
    </main>
  );
}
