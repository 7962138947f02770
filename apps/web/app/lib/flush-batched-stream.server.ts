import { Transform, type TransformCallback } from 'node:stream';

/**
 * The stream React renders a page into: it holds React's writes and passes them on as one chunk
 * each time React has finished a flush (the shell, then each resolved Suspense boundary).
 *
 * React writes a page in pieces of at most 4 KB (about 25 for a 90 KB page), and every piece
 * crossed four streams on its way to the socket (this one, the web stream of the Response, the
 * Node stream the server reads it back into, the socket), each with its own promises and events.
 * React calls `flush()` on its destination after every batch it writes (the hook compression
 * streams use), so batching there changes no byte and no timing a shopper sees: what React has
 * finished still leaves at once.
 */
export class FlushBatchedStream extends Transform {
  private held: Buffer[] = [];

  /** `rewrite` sees each whole batch: React never cuts a tag across flushes. */
  constructor(private readonly rewrite: (batch: Buffer) => Buffer = (batch) => batch) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.held.push(chunk);
    done();
  }

  /** Called by React after each batch of writes: everything held goes on as one chunk. */
  flush(): void {
    if (this.held.length === 0) return;
    const batch = this.held.length === 1 ? this.held[0] : Buffer.concat(this.held);
    this.held = [];
    this.push(this.rewrite(batch));
  }

  override _flush(done: TransformCallback): void {
    this.flush();
    done();
  }
}
