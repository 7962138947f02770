import type { ComponentType, ReactNode } from 'react';

// A part of a section that throws while the server renders is left out by React (the section is a
// Suspense boundary, SectionBoundary) and reported to entry.server.tsx's onError with the error and
// the component stack only: no props, so no section key. Each section's content is wrapped in a
// pass-through component named after its key ("Section[<key>]"), which the stack does carry.

type Label = ComponentType<{ children: ReactNode }>;

const PREFIX = 'Section[';
/** Section keys are the owner's, so the named components are bounded: past this, sections share one unnamed label. */
const MAX_LABELS = 1000;
const labels = new Map<string, Label>();
const Unlabelled: Label = ({ children }) => children;

/** The pass-through component naming the section `key` in component stacks. */
export function sectionLabel(key: string): Label {
  let label = labels.get(key);
  if (label) return label;
  if (labels.size >= MAX_LABELS) return Unlabelled;
  const name = `${PREFIX}${encodeURIComponent(key)}]`;
  // A computed key names the function, and V8's stack frames (React's component stack) use that name.
  label = { [name]: ({ children }: { children: ReactNode }) => children }[name]!;
  labels.set(key, label);
  return label;
}

/** The key of the innermost section in a React component stack, or null outside any section. */
export function sectionKeyFromStack(componentStack: string | null | undefined): string | null {
  const match = /\bat Section\[([^\]\s]*)\]/.exec(componentStack ?? '');
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** What the server logs for an error React recovered from: the section's key first when a section failed. */
export function describeRenderError(error: unknown, componentStack: string | null | undefined): unknown[] {
  const key = sectionKeyFromStack(componentStack);
  return key === null ? [error] : [`[sections] section "${key}" failed to render on the server; the browser renders it again`, error];
}
