import { useEffect, useReducer, useRef } from 'react';
import { useNavigation } from 'react-router';
import { isLoadingBarVisible, reduceLoadingBar, timerFor } from './loading-bar-machine';

/**
 * spec §9 navigation loading bar. The element is always rendered so CSS transitions can run
 * between phases (data-phase drives them in shell.css); it is a progressbar only while visible.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [phase, dispatch] = useReducer(reduceLoadingBar, 'idle');
  const mounted = useRef(false);

  useEffect(() => {
    // Skip the first run: there is no navigation in flight when the page hydrates.
    if (!mounted.current) {
      mounted.current = true;
      if (!busy) return;
    }
    dispatch(busy ? 'start' : 'finish');
  }, [busy]);

  useEffect(() => {
    const delay = timerFor(phase);
    if (delay === null) return;
    const id = setTimeout(() => dispatch('timer'), delay);
    return () => clearTimeout(id);
  }, [phase]);

  // Same element either way, so React keeps the DOM node and the CSS transition runs.
  if (isLoadingBarVisible(phase)) {
    return (
      <div className="loading-bar" data-phase={phase} role="progressbar" aria-label="Loading page">
        <div className="loading-bar__fill" />
      </div>
    );
  }
  return (
    <div className="loading-bar" data-phase={phase} aria-hidden="true">
      <div className="loading-bar__fill" />
    </div>
  );
}
