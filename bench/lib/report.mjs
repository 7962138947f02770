import os from 'node:os';

// What the benchmarks print: numbers with fixed digits, the machine's load, and aligned tables.

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** The 1, 5 and 15 minute load averages: figures from a busy machine say so. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => fmt(l, 2))
    .join(' ');

/** Prints rows of strings under `header`, the first column left-aligned and the rest right-aligned. */
export function printTable(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const l of lines) console.log(line(l));
}

/** A bench's last line: runs worth keeping are recorded by hand, dated with their commit, newest first. */
export function printWhereToRecord(results) {
  console.log(`\nFigures only: record them in bench/results/${results}.md (date, commit, machine, load average, command).`);
}
