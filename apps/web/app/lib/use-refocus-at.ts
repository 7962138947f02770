import { type RefObject, useEffect, useState } from 'react';

/**
 * After an item leaves a list, its buttons are gone and keyboard focus would fall to the page:
 * call the returned function with the item's old position, and once the list has re-rendered
 * focus moves to the control matching `selector` at that position (or the last one).
 */
export function useRefocusAt(container: RefObject<HTMLElement | null>, selector: string): (index: number) => void {
  const [at, setAt] = useState<number | null>(null);
  useEffect(() => {
    if (at === null) return;
    setAt(null);
    const targets = container.current?.querySelectorAll<HTMLElement>(selector);
    if (targets?.length) targets[Math.min(at, targets.length - 1)].focus();
  }, [at, container, selector]);
  return setAt;
}
