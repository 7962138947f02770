// Build step: brotli (quality 11) and gzip (level 9) files beside each text asset of the web build,
// so /assets are served compressed without spending CPU per request (@fastify/static's
// `preCompressed`). Run by build.mjs after the web app is built; safe to run again on the same folder.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Text formats only: images and fonts (webp, png, woff2) are compressed already.
const TEXT_ASSET = /\.(js|mjs|css|svg|json|html|txt|xml|map)$/;
// Small files gain a few bytes at most; the original is served for them.
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` for each text asset in dir (recursively) that shrinks by it. */
export async function precompressAssets(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && TEXT_ASSET.test(e.name)).map((e) => path.join(e.parentPath ?? e.path, e.name));
  await Promise.all(
    files.map(async (file) => {
      const source = await fs.readFile(file);
      if (source.length < MIN_BYTES) return;
      const br = await brotli(source, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      });
      const gz = await gzip(source, { level: 9 });
      if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
    }),
  );
}
