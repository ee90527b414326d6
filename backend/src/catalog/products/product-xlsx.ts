import type { CsvRecord } from '@bestell/domain';
import type * as ReadExcel from 'read-excel-file/node';
import type * as WriteExcel from 'write-excel-file/node';
import type { SheetData } from 'write-excel-file/node';
import { lazyRequire } from '../../common/index.js';

// The spreadsheet readers load with the first .xlsx import or export, not at boot (issue 37 item 10).
const readExcel = lazyRequire<typeof ReadExcel>('read-excel-file/node');
const writeExcel = lazyRequire<typeof WriteExcel>('write-excel-file/node');

/**
 * The products table as an .xlsx file: every cell text (a price '2,50' stays as the CSV writes it, so
 * the spreadsheet reads back exactly), the header bold and frozen.
 */
export function xlsxFile(table: readonly (readonly string[])[]): Promise<Buffer> {
  const data: SheetData = table.map((row, i) =>
    row.map((value) => ({ type: String, value, ...(i === 0 ? { fontWeight: 'bold' as const } : {}) })),
  );
  const widths = (table[0] ?? []).map((_, c) => ({
    width: Math.min(50, Math.max(8, ...table.map((r) => (r[c] ?? '').split('\n')[0]!.length + 2))),
  }));
  return writeExcel.default(data, { sheet: 'Produkte', stickyRowsCount: 1, columns: widths }).toBuffer();
}

/** A cell as the CSV parser reads it: numbers with a decimal point, yes/no as 'ja'/'nein'. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/** The first sheet's rows as records (line = the spreadsheet's row number); null when it is no .xlsx file. */
export async function xlsxRecords(file: Buffer): Promise<CsvRecord[] | null> {
  let rows: unknown[][];
  try {
    rows = (await readExcel.readSheet(file)) as unknown[][];
  } catch {
    return null;
  }
  return rows
    .map((row, i) => ({ line: i + 1, cells: row.map(cellText) }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
}
