import { Component, type ComponentType, type ReactNode } from 'react';
import { HydrateApart } from '../components/ui/hydrate-apart';
import { sectionLabel } from './section-label';
import type { SectionProps } from './section-props';

/** Logs a section that failed to render; the page goes on without it. */
function logSectionFailure(key: string, type: string, error: unknown) {
  console.error(`[sections] left out section "${key}" (${type}): it failed to render`, error);
}

/**
 * Renders a section in its wrapper, calling the component inside try/catch, so a section that throws while rendering is left
 * out on the server too (React's error boundaries do not run during server rendering). The wrapper
 * always calls the same component, so the component's hooks keep their order.
 */
export function guardSection(Section: ComponentType<SectionProps>): ComponentType<SectionProps & { sectionKey: string; type: string }> {
  const render = Section as (props: SectionProps) => ReactNode;
  function GuardedSection({ sectionKey, type, ...props }: SectionProps & { sectionKey: string; type: string }) {
    let content: ReactNode;
    try {
      content = render(props);
    } catch (error) {
      if (error instanceof Promise) throw error; // suspending is not failing
      logSectionFailure(sectionKey, type, error);
      return null;
    }
    return (
      <div className={`section section--${type}`} data-section={sectionKey}>
        {content}
      </div>
    );
  }
  return GuardedSection;
}

/**
 * Catches a failure deeper in the section (a card, a slide). In the browser this is the error
 * boundary. On the server error boundaries do not run, but the section is also a part hydrated
 * apart (a Suspense boundary, HydrateApart): a part that throws there makes React send the page
 * without it instead of failing the whole page, and the browser renders that section again, where
 * this boundary leaves it out if it fails again (React calls the server's onError,
 * entry.server.tsx, which logs it).
 */
export class SectionBoundary extends Component<{ sectionKey: string; type: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    logSectionFailure(this.props.sectionKey, this.props.type, error);
  }

  render() {
    if (this.state.failed) return null;
    const Label = sectionLabel(this.props.sectionKey);
    return (
      <HydrateApart>
        <Label>{this.props.children}</Label>
      </HydrateApart>
    );
  }
}
