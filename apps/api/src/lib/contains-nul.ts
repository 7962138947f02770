/**
 * Whether any string (or object key) inside `value` holds a NUL character. PostgreSQL cannot store
 * NUL in text and fails the whole statement, so such input is refused at the edge, on both
 * databases alike. Iterative, not recursive: a parsed 1 MB body can nest 100,000 levels deep.
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
