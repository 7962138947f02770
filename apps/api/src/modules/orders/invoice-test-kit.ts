import zlib from 'node:zlib';

// Reads back the text of a PDF made by invoice-pdf.ts, for tests: its content streams are
// compressed (FlateDecode) and pdfkit writes each run of text as hex strings between kerning
// numbers (`[<496e> 20 <766f> ...] TJ`). One line of the answer per run of text.

function inflated(stream: Buffer): string {
  try {
    return zlib.inflateSync(stream).toString('latin1');
  } catch {
    return stream.toString('latin1'); // not compressed
  }
}

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const content = inflated(Buffer.from(match[1]!, 'latin1'));
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...run[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs.join('\n');
}
