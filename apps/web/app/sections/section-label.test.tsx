import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SectionBoundary } from './section-boundary';
import { describeRenderError, sectionKeyFromStack } from './section-label';

// Issue 30: the server log of a section React left out lacked the section's key.

function Broken(): never {
  throw new Error('card failed');
}

/** Renders `element` on the server as entry.server.tsx does and answers what its onError would log. */
function loggedLines(element: React.ReactNode): Promise<unknown[][]> {
  return new Promise((resolve) => {
    const lines: unknown[][] = [];
    const { pipe } = renderToPipeableStream(element, {
      onError: (error, info) => void lines.push(describeRenderError(error, info?.componentStack)),
      onAllReady: () => {
        pipe(new Writable({ write: (_c, _e, done) => done() }));
        resolve(lines);
      },
    });
  });
}

describe('a section part failing on the server', () => {
  it('is logged with the section key', async () => {
    const lines = await loggedLines(
      <main>
        <SectionBoundary sectionKey="home/hero [1]" type="hero-slider">
          <div>
            <Broken />
          </div>
        </SectionBoundary>
      </main>,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]![0]).toBe('[sections] section "home/hero [1]" failed to render on the server; the browser renders it again');
    expect((lines[0]![1] as Error).message).toBe('card failed');
  });

  it('outside any section is logged as the error alone', async () => {
    expect(describeRenderError('x', '\n    at Broken (a.tsx:1:1)\n    at main')).toEqual(['x']);
    expect(sectionKeyFromStack(undefined)).toBeNull();
  });
});
