import zlib from 'node:zlib';

// Reads back the text of a PDF made by invoice-pdf.ts, for tests (the API's and the browser
// journeys'): its content streams are compressed (FlateDecode) and pdfkit writes each run of text
// as hex strings between kerning numbers (`[<496e> 20 <766f> ...] TJ`). One line per run of text.

function inflated(stream: Buffer): string {
  try {
    return zlib.inflateSync(stream).toString('latin1');
  } catch {
    return stream.toString('latin1'); // not compressed
  }
}

/**
 * Each stream is read by the /Length its dictionary gives: compressed bytes may end in a CR or LF
 * themselves, so looking for the `endstream` that follows would sometimes cut off a byte.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const content = inflated(pdf.subarray(start, start + Number(match[1])));
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...run[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs.join('\n');
}
