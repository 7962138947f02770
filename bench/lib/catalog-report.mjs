// The printed figures of bench/catalog.mjs: one table per database (every target at every size),
// then the ratios the catalogue is judged by: p95 of the largest catalogue ÷ p95 of the smallest
// (should stay close to 1), and p95 of the deep page ÷ p95 of page 1 (keyset paging: close to 1).

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const sizeName = (n) => (n >= 1_000_000 && n % 1_000_000 === 0 ? `${n / 1_000_000}M` : n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));

function printTable(header, lines) {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const l of lines) console.log(line(l));
}

export function printCatalogReport(rows, seeding) {
  for (const database of [...new Set(rows.map((r) => r.database))]) {
    const mine = rows.filter((r) => r.database === database);
    console.log(`${database}:`);
    printTable(
      ['target', 'size', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'matches', 'requests', 'errors'],
      mine.map((r) => [
        r.target,
        sizeName(r.size),
        fmt(r.rps, 0),
        fmt(r.p50, 2),
        fmt(r.p95, 2),
        fmt(r.p99, 2),
        String(r.matches ?? '-'),
        String(r.requests),
        String(r.errors),
      ]),
    );
    const sizes = [...new Set(mine.map((r) => r.size))].sort((a, b) => a - b);
    const p95 = (key, size) => mine.find((r) => r.key === key && r.size === size)?.p95;
    if (sizes.length > 1) {
      const [small, large] = [sizes[0], sizes.at(-1)];
      console.log(`\n${database}, p95 ${sizeName(large)} ÷ ${sizeName(small)}:`);
      for (const key of [...new Set(mine.map((r) => r.key))]) {
        const name = mine.find((r) => r.key === key && r.size === large)?.target ?? key;
        console.log(`  ${name}: ${fmt(p95(key, large) / p95(key, small), 2)}`);
      }
    }
    // The project's target (CONVENTIONS.md): one listing request on its own, facets cached.
    const target = 'listing-alone';
    if (sizes.length > 1 && p95(target, sizes.at(-1)) !== undefined) {
      const [small, large] = [sizes[0], sizes.at(-1)];
      const ms = p95(target, large);
      const ratio = ms / p95(target, small);
      const verdict = (ok) => (ok ? 'met' : 'not met');
      console.log(
        `${database} target, listing with 2 filters + sort, 1 connection: p95 at ${sizeName(large)} ${fmt(ms, 2)} ms ` +
          `(≤ 15: ${verdict(ms <= 15)}), ${sizeName(large)} ÷ ${sizeName(small)} ${fmt(ratio, 2)} (≤ 2: ${verdict(ratio <= 2)})`,
      );
    }
    for (const size of sizes) {
      const deep = mine.find((r) => r.key === 'page-deep' && r.size === size);
      console.log(
        `${database} ${sizeName(size)}, p95 ${deep?.target.match(/page \d+/)?.[0] ?? 'deep page'} ÷ page 1: ${fmt(p95('page-deep', size) / p95('page-1', size), 2)}`,
      );
    }
    console.log('');
  }
  for (const s of seeding) {
    console.log(`catalogue ${s.database} ${sizeName(s.size)}: ${s.ms === null ? 'reused' : `seeded in ${fmt(s.ms / 1000, 0)} s`}`);
  }
}
