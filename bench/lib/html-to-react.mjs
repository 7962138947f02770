// The served page as a tree of plain React host elements (no components, no data), for the React
// floor of `npm run bench`: renderToString of this tree is what React alone costs for the markup
// the shop sent. React renders it back to the same bytes (html-to-react.test.ts checks a sample).
import { Parser } from 'htmlparser2';

// React drops a known boolean attribute whose value is "" (falsy), so these become `true`.
const BOOLEAN = new Set([
  'hidden',
  'disabled',
  'checked',
  'selected',
  'required',
  'multiple',
  'open',
  'async',
  'defer',
  'controls',
  'loop',
  'muted',
  'reversed',
  'default',
]);
// Raw text: React would escape it as children, the shop's own script and style bodies are inline HTML.
const RAW_TEXT = new Set(['script', 'style']);
const SEPARATOR = Symbol('text separator');

/** `a:b;--c:d` as React's style object (React hyphenates camelCase keys and leaves these as they are). */
function styleObject(css) {
  const style = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0) style[declaration.slice(0, colon).trim()] = declaration.slice(colon + 1).trim();
  }
  return style;
}

function props(attribs) {
  const out = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'style') out.style = styleObject(value);
    else if (BOOLEAN.has(name)) out[name] = true;
    else out[name] = value;
  }
  return out;
}

/**
 * The document's <html> element as React elements made with `createElement` (passed in so the
 * caller picks React's build, e.g. production). Comments and the doctype are left out.
 */
export function htmlToElement(html, createElement) {
  const stack = [{ name: '#root', attribs: {}, children: [] }];
  const top = () => stack[stack.length - 1];
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        stack.push({ name, attribs, children: [] });
      },
      ontext(text) {
        const { children } = top();
        // The parser may split one text node (e.g. around entities): React must see it whole.
        if (typeof children.at(-1) === 'string') children[children.length - 1] += text;
        else children.push(text);
      },
      oncomment(data) {
        // React's separator between two text children (`<!-- -->`): keep them two, React writes it again.
        if (data === ' ') top().children.push(SEPARATOR);
      },
      onclosetag() {
        const node = stack.pop();
        const p = props(node.attribs);
        const element = RAW_TEXT.has(node.name)
          ? createElement(node.name, { ...p, dangerouslySetInnerHTML: { __html: node.children.join('') } })
          : createElement(node.name, p, ...node.children.filter((child) => child !== SEPARATOR));
        top().children.push(node.name === 'html' ? { html: element } : element);
      },
    },
    // Keep attribute names as served (viewBox, charSet): React writes them as it receives them.
    { decodeEntities: true, lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  );
  parser.end(html);
  const found = stack[0].children.find((child) => child?.html);
  if (!found) throw new Error('no <html> element in the page: nothing to render');
  return found.html;
}
