// The React floor of `npm run bench` (issue 14, metric 5): what React's renderToString of a page's
// finished markup alone costs (no components, no data), timed in its own production-mode process
// after the shops have stopped, so the shop's SSR time can be divided by it.
import { fork } from 'node:child_process';

/** pages: [{ name, bodyFile }]; resolves with [{ name, renders, msPerRender, servedBytes, renderedBytes }]. */
export function reactFloor(pages, { warmupMs = 1000, durationMs = 3000 } = {}) {
  const script = new URL('./react-floor-worker.mjs', import.meta.url);
  const args = [JSON.stringify(pages.map(({ name, bodyFile }) => ({ name, bodyFile }))), JSON.stringify({ warmupMs, durationMs })];
  const child = fork(script, args, { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let results;
    child.once('message', (message) => {
      results = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => (results ? resolve(results) : reject(new Error(`the React floor process exited (${code}) without figures`))));
  });
}
