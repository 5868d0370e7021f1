import fs from 'node:fs';
import path from 'node:path';

/** One line of the benchmark report: a figure, and where there is one, the goal it is held to. */
export type BenchRow = {
  name: string;
  value: number;
  unit: string;
  goal?: { op: '<=' | '>='; value: number };
  note?: string;
};

export function verdict(row: BenchRow): 'PASS' | 'MISS' | '' {
  if (!row.goal) return '';
  const ok = row.goal.op === '<=' ? row.value <= row.goal.value : row.value >= row.goal.value;
  return ok ? 'PASS' : 'MISS';
}

const fmt = (n: number) =>
  Number.isInteger(n) ? String(n) : n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);

export function printReport(rows: BenchRow[]) {
  const table = rows.map((r) => [
    r.name,
    `${fmt(r.value)} ${r.unit}`,
    r.goal ? `${r.goal.op} ${fmt(r.goal.value)} ${r.unit}` : '',
    verdict(r),
    r.note ?? '',
  ]);
  const header = ['benchmark', 'result', 'goal', '', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table) console.log(line(row));
}

export function writeReport(rows: BenchRow[], file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    rows: rows.map((r) => ({ ...r, verdict: verdict(r) || undefined })),
  };
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
