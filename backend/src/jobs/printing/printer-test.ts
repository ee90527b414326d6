import { Socket } from 'node:net';
import { DEFAULT_TIMEZONE, PRINTER_STATUS_QUERIES, PRINTER_TEST_TEXTS, printerStatusProblem } from '@bestell/domain';
import { receiptEscPos } from './receipt.js';

export type PrinterTestResult = { ok: true; message: string } | { ok: false; message: string };

const TEST_TIMEOUT_MS = 3000;

/** The short test receipt (ESC/POS, ends with a cut). */
export function testReceipt(address: string, at = new Date()): Buffer {
  const when = at.toLocaleString('de-AT', { timeZone: DEFAULT_TIMEZONE });
  return receiptEscPos(
    ['^^TESTDRUCK', '', `Drucker: | ${address}`, `Zeit: | ${when}`, '', 'Der Drucker ist bereit.', '='].join('\n'),
  );
}

/**
 * Issue 37 item 5: asks the printer at `address` for its real-time status (DLE EOT 1, 2, 4, one at a time),
 * and prints the test receipt only when it is ready. Never throws: the result carries the German reason.
 * Each answer must come within `timeoutMs`, so a closed port or a silent host fails fast.
 */
export function testPrinterOverTcp(address: string, timeoutMs = TEST_TIMEOUT_MS): Promise<PrinterTestResult> {
  const [host, port] = address.includes(':') ? address.split(':') : [address, '9100'];
  return new Promise<PrinterTestResult>((resolve) => {
    const socket = new Socket();
    const answers: number[] = [];
    let settled = false;
    const finish = (result: PrinterTestResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (result.ok) socket.end();
      else socket.destroy();
      resolve(result);
    };
    let timer = setTimeout(() => finish({ ok: false, message: PRINTER_TEST_TEXTS.noAnswer(address) }), timeoutMs);
    const ask = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish({ ok: false, message: PRINTER_TEST_TEXTS.noAnswer(address) }), timeoutMs);
      socket.write(Buffer.from([0x10, 0x04, PRINTER_STATUS_QUERIES[answers.length]!]));
    };
    socket.once('error', (err: NodeJS.ErrnoException) =>
      finish({
        ok: false,
        message:
          err.code === 'ECONNREFUSED' ? PRINTER_TEST_TEXTS.noAnswer(address) : PRINTER_TEST_TEXTS.unreachable(address),
      }),
    );
    socket.once('close', () => finish({ ok: false, message: PRINTER_TEST_TEXTS.noAnswer(address) }));
    socket.on('data', (chunk: Buffer) => {
      for (const byte of chunk) if (answers.length < PRINTER_STATUS_QUERIES.length) answers.push(byte);
      if (answers.length < PRINTER_STATUS_QUERIES.length) return ask();
      const problem = printerStatusProblem({ printer: answers[0], offline: answers[1], paper: answers[2] });
      if (problem) return finish({ ok: false, message: PRINTER_TEST_TEXTS.problem(address, problem) });
      socket.write(testReceipt(address), () => finish({ ok: true, message: PRINTER_TEST_TEXTS.success(address) }));
    });
    socket.connect(Number(port), host!, ask);
  });
}
