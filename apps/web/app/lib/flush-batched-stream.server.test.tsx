import { PassThrough, type Writable } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FlushBatchedStream } from './flush-batched-stream.server';

// React renders a page in 4 KB pieces; the stream the server reads must get them as one chunk
// per React flush, with the same bytes.

function List() {
  return (
    <ul>
      {Array.from({ length: 600 }, (_, i) => (
        <li key={i} className="product-card">
          Product number {i}, a line long enough to fill React&apos;s write buffer
        </li>
      ))}
    </ul>
  );
}

/** A part of the page that waits for its data (like a route's deferred reviews). */
function Later({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

/** Renders <List /> into `into` (read as it goes); resolves with the chunks read from it. */
function renderInto(into: Writable & NodeJS.ReadableStream): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    into.on('data', (c: Buffer) => chunks.push(c));
    into.on('end', () => resolve(chunks));
    const { pipe } = renderToPipeableStream(<List />, { onAllReady: () => pipe(into), onShellError: reject });
  });
}

describe('FlushBatchedStream', () => {
  it('passes a page React writes in many pieces on as one chunk, byte for byte', async () => {
    const direct = await renderInto(new PassThrough());
    const batched = await renderInto(new FlushBatchedStream());
    expect(direct.length).toBeGreaterThan(5); // React's own pieces
    expect(batched).toHaveLength(1);
    expect(Buffer.concat(batched).toString()).toBe(Buffer.concat(direct).toString());
    expect(Buffer.concat(batched).toString()).toBe(renderToString(<List />));
  });

  it('sends the shell before a suspended part is ready, then that part (streaming kept)', async () => {
    let ready = (_: string) => {};
    const later = new Promise<string>((resolve) => {
      ready = resolve;
    });
    const stream = new FlushBatchedStream();
    const chunks: string[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c.toString()));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    const { pipe } = renderToPipeableStream(
      <main>
        <List />
        <Suspense fallback={<p>Loading</p>}>
          <Later text={later} />
        </Suspense>
      </main>,
      { onShellReady: () => pipe(stream) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toContain('</ul>'); // the whole list, before the suspended part
    expect(chunks[0]).not.toContain('Reviews are here');
    ready('Reviews are here');
    await ended;
    expect(chunks).toHaveLength(2);
    expect(chunks[1]).toContain('Reviews are here');
  });

  it('holds writes until flush() and sends what is left when it ends', async () => {
    const stream = new FlushBatchedStream();
    const chunks: string[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c.toString()));
    const ended = new Promise((resolve) => stream.on('end', resolve));
    stream.write('a');
    stream.write('b');
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([]);
    stream.flush();
    stream.write('c');
    stream.end('d');
    await ended;
    expect(chunks).toEqual(['ab', 'cd']);
  });
});
