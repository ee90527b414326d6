/** One record of a CSV file with the (1-based) line of the file it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export type CsvDelimiter = ';' | ',';

/**
 * The delimiter of a file: German Excel writes ';', other tools ','. Sniffed from the header line (the
 * first line outside quotes) by which of the two occurs more often there; ';' wins a tie.
 */
export function sniffDelimiter(text: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of stripBom(text)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * RFC 4180 CSV with quoted fields ("" is a quote; a quoted field may hold the delimiter and line breaks),
 * CRLF or LF line ends and an optional UTF-8 BOM. Blank lines are skipped; each record keeps its line.
 */
export function parseCsv(input: string, delimiter: CsvDelimiter = sniffDelimiter(input)): CsvRecord[] {
  const text = stripBom(input);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endRecord = () => {
    cells.push(cell);
    if (touched || cells.length > 1 || cells[0] !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
    touched = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"') {
      quoted = true;
      touched = true;
    } else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0 || touched) endRecord();
  return records;
}

/** A cell as Excel reads it back: quoted when it holds the delimiter, a quote or a line break. */
function csvCell(value: string, delimiter: CsvDelimiter): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) || /^\s|\s$/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/**
 * Semicolon CSV with a UTF-8 BOM and CRLF: Excel in a German locale opens it with umlauts and columns
 * intact (without the BOM it guesses Windows-1252).
 */
export function writeCsv(rows: readonly (readonly string[])[], delimiter: CsvDelimiter = ';'): string {
  return '\uFEFF' + rows.map((r) => r.map((c) => csvCell(c, delimiter)).join(delimiter) + '\r\n').join('');
}
