import { createReadableStreamFromReadable } from '@react-router/node';
import { mapEmbedUrl } from '@vitrine/contracts/map-embed';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { analyticsCspSources } from './lib/analytics-plugins';
import { initialValuesContext, nonceContext } from './lib/api-context';
import { FlushBatchedStream } from './lib/flush-batched-stream.server';
import { contentSecurityPolicy, NonceContext } from './lib/nonce';
import type { RootData } from './lib/root-data';
import { scriptsAfterFirstView } from './lib/scripts-after-first-view.server';
import { describeRenderError } from './sections/section-label';

// The composition root (apps/server) reads these from the build to fill each request's context.
export { apiContext, nonceContext } from './lib/api-context';

export const streamTimeout = 5000;

/** Whether the store has a map to embed (settings google_embed_url), from the root loader's data. */
function hasStoreMap(routerContext: EntryContext): boolean {
  const root = routerContext.staticHandlerContext.loaderData?.root as RootData | undefined;
  return mapEmbedUrl(root?.initialValues?.settings?.google_embed_url) !== null;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  // The installed analytics providers' hosts join the policy (decisions/029), and Google Maps when
  // the store shows a map (decisions/026); the HTML cache keeps this header with the page and is
  // emptied when an owner changes plugins or settings.
  const plugins = loadContext.get(initialValuesContext)?.plugins ?? [];
  if (nonce) {
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, { ...analyticsCspSources(plugins), mapFrames: hasStoreMap(routerContext) }));
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Errors React recovered from (a part inside a Suspense boundary, such as a page section, is
    // left for the browser to render again): logged once the shell is out. A failed shell is
    // logged by React Router, which renders the error page instead.
    const recovered: unknown[][] = [];
    // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
    const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const app = (
      <NonceContext.Provider value={nonce || undefined}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce: nonce || undefined,
      // A Suspense boundary that is ready when the shell is sent goes out in place, however far
      // down the page: React would otherwise move those after its first 12.8 KB to the end of the
      // document, hidden, for an inline script to put back, so page sections (each in a boundary,
      // sections/section-boundary.tsx) would need JavaScript to show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyEvent]() {
        shellRendered = true;
        for (const line of recovered) console.error(...line);
        // React's 4 KB writes go on as one chunk per flush (flush-batched-stream.server.ts), the
        // scripts set to start after the first view (scripts-after-first-view.server.ts).
        const body = new FlushBatchedStream(scriptsAfterFirstView());
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown, errorInfo?: { componentStack?: string | null }) {
        // A page section's failure names the section, so the owner knows which one to fix.
        const line = describeRenderError(error, errorInfo?.componentStack);
        if (shellRendered) console.error(...line);
        else recovered.push(line);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
