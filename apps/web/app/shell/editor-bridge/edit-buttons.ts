import { type EditablePart, type EditablePartKind, editButtonLabel } from '@vitrine/contracts/editor-protocol';

// The edit buttons the live editor's frame shows on the header, the footer, the page and each
// section (spec §1, §6). Added to the server-rendered DOM by the bridge, never by React: shoppers'
// pages and the HTML cache know nothing of them.

const BUTTON_CLASS = 'editor-edit-button';
const EDITABLE_CLASS = 'editor-editable';

interface FoundPart extends EditablePart {
  element: HTMLElement;
}

/** The editable parts of the page as it is now, in page order. */
export function findEditableParts(doc: Document = document): FoundPart[] {
  const parts: FoundPart[] = [];
  const add = (element: Element | null, part: EditablePartKind, id: string, type?: string) => {
    if (element instanceof HTMLElement) parts.push({ element, part, id, label: editButtonLabel(part, type) });
  };
  add(doc.querySelector('header.site-header'), 'header', 'header');
  const main = doc.getElementById('main');
  add(main, 'page', doc.location?.pathname ?? '/');
  for (const section of main?.querySelectorAll<HTMLElement>('[data-section]') ?? []) {
    const type = [...section.classList].find((c) => c.startsWith('section--'))?.slice('section--'.length);
    add(section, 'section', section.dataset.section ?? '', type);
  }
  add(doc.querySelector('footer.footer'), 'footer', 'footer');
  return parts.filter((p) => p.id);
}

/** Adds the missing buttons (idempotent: safe to call on every DOM change). */
export function showEditButtons(onEdit: (part: EditablePartKind, id: string) => void, doc: Document = document): void {
  for (const { element, part, id, label } of findEditableParts(doc)) {
    const existing = element.querySelector(`:scope > .${BUTTON_CLASS}`);
    if (existing) continue;
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = BUTTON_CLASS;
    button.dataset.editorPart = part;
    button.textContent = label;
    button.addEventListener('click', (event) => {
      event.preventDefault();
      event.stopPropagation();
      onEdit(part, id);
    });
    element.classList.add(EDITABLE_CLASS);
    element.prepend(button);
  }
}

export function hideEditButtons(doc: Document = document): void {
  for (const button of doc.querySelectorAll(`.${BUTTON_CLASS}`)) button.remove();
  for (const element of doc.querySelectorAll(`.${EDITABLE_CLASS}`)) element.classList.remove(EDITABLE_CLASS);
}
