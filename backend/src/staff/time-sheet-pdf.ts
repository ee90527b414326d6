import type PdfKit from 'pdfkit';
import { DEFAULT_TIMEZONE, zonedParts } from '@bestell/domain';
import { lazyRequire } from '../common/index.js';
import { dateDe, hoursDe, type MonthSheet } from './time-sheet.js';

// Loaded with the first time sheet printed, not at boot (issue 37 item 10).
const PDFDocument = lazyRequire<typeof PdfKit>('pdfkit');

// pdfkit: maintained, streams, lays out and wraps text itself (pdf-lib would need every line placed by
// hand), and its built-in Helvetica (WinAnsi) prints German umlauts and ß without embedding a font.
const COLUMNS: { title: string; width: number; align?: 'right' }[] = [
  { title: 'Datum', width: 58 },
  { title: 'Tag', width: 24 },
  { title: 'Beginn', width: 40 },
  { title: 'Ende', width: 40 },
  { title: 'Pause (Min.)', width: 52, align: 'right' },
  { title: 'Arbeitszeit (h)', width: 62, align: 'right' },
  { title: 'Soll (h)', width: 44, align: 'right' },
  { title: 'Differenz (h)', width: 56, align: 'right' },
  { title: 'Vertrag', width: 150 },
  { title: 'Hinweise', width: 236 },
];
const MONTHS = [
  'Jänner',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** 'Dezember 2025' (Austrian 'Jänner'). */
export const monthTitle = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The monthly time sheet as an A4 landscape PDF for payroll: one row per day, the totals below. */
export function timeSheetPdf(sheet: MonthSheet, shopName: string, printedAt: Date = new Date()): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: `Arbeitszeitnachweis ${sheet.user.name} ${monthTitle(sheet.month)}`, Author: shopName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(`Arbeitszeitnachweis ${monthTitle(sheet.month)}`, left, 36);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${sheet.user.name}${shopName ? ` · ${shopName}` : ''}`);
  doc.moveDown(0.6);

  const row = (cells: string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: COLUMNS[i]!.width - 4 }));
    const height = Math.max(...heights) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
    const y = doc.y;
    let x = left;
    cells.forEach((c, i) => {
      const col = COLUMNS[i]!;
      doc.text(c, x + 2, y + 2, { width: col.width - 4, align: col.align ?? 'left', lineBreak: true });
      x += col.width;
    });
    const width = COLUMNS.reduce((sum, c) => sum + c.width, 0);
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(bold ? 0.8 : 0.3)
      .strokeColor('#999999')
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };

  row(
    COLUMNS.map((c) => c.title),
    true,
  );
  for (const d of sheet.days) {
    const diff = d.workedMinutes !== null || d.targetMinutes ? hoursDe((d.workedMinutes ?? 0) - d.targetMinutes) : '';
    row([
      dateDe(d.date),
      d.weekday,
      d.begin,
      d.end,
      d.breakMinutes !== null ? String(d.breakMinutes) : '',
      d.workedMinutes !== null ? hoursDe(d.workedMinutes) : '',
      d.targetMinutes ? hoursDe(d.targetMinutes) : '',
      diff,
      d.contract ?? '',
      d.notes.join(', '),
    ]);
  }
  const t = sheet.totals;
  row(
    [
      'Summe',
      '',
      '',
      '',
      String(t.breakMinutes),
      hoursDe(t.workedMinutes),
      hoursDe(t.targetMinutes),
      hoursDe(t.workedMinutes - t.targetMinutes),
      '',
      '',
    ],
    true,
  );
  doc.moveDown(1.2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Arbeitszeit gesamt: ${hoursDe(t.workedMinutes)} Stunden`, left)
    .text(`Erstellt am ${dateDe(zonedParts(printedAt, DEFAULT_TIMEZONE).date)}`, left);
  doc.moveDown(2.5);
  doc.text('______________________________            ______________________________', left);
  doc.text('Unterschrift Mitarbeiter:in                                       Unterschrift Arbeitgeber', left);
  doc.end();
  return done;
}
