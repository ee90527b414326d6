import { mkdir, writeFile } from 'node:fs/promises';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';

/** Port: delivers ESC/POS bytes to one printer. `address` is 'host[:port]' or null (no printer configured). */
export abstract class Printer {
  abstract print(address: string | null, bytes: Buffer): Promise<void>;
}

/** DLE EOT 1: "transmit printer status"; an online ESC/POS printer answers with one byte. */
const STATUS_QUERY = Buffer.from([0x10, 0x04, 0x01]);
const TIMEOUT_MS = 5000;

/**
 * Raw TCP (port 9100, "JetDirect") with a status query first: only a printer that answered gets the
 * receipt. That makes "printer unreachable" a clean, retryable failure before anything is printed, and
 * a worker killed while waiting for the printer has printed nothing.
 */
export async function printOverTcp(address: string, bytes: Buffer, timeoutMs = TIMEOUT_MS): Promise<void> {
  const [host, port] = address.includes(':') ? address.split(':') : [address, '9100'];
  await new Promise<void>((resolve, reject) => {
    const socket = new Socket();
    let answered = false;
    const fail = (err: Error) => {
      socket.destroy();
      reject(err);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`Drucker ${address} antwortet nicht`)));
    socket.once('error', (err) => fail(new Error(`Drucker ${address} nicht erreichbar: ${err.message}`)));
    socket.on('data', () => {
      if (answered) return;
      answered = true;
      socket.end(bytes);
    });
    socket.once('close', () => (answered ? resolve() : reject(new Error(`Drucker ${address} hat nicht geantwortet`))));
    socket.connect(Number(port), host!, () => socket.write(STATUS_QUERY));
  });
}

/**
 * Network printers by address; without an address (development, no printer set up) the receipt is
 * written to `${DATA_DIR}/print/*.bin` and the path logged, so nothing silently disappears.
 */
export class NetworkPrinter extends Printer {
  private readonly logger = new Logger('Printer');

  constructor(private readonly dataDir: string) {
    super();
  }

  async print(address: string | null, bytes: Buffer): Promise<void> {
    if (address) return printOverTcp(address, bytes);
    const dir = join(this.dataDir, 'print');
    await mkdir(dir, { recursive: true });
    const file = join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.bin`);
    await writeFile(file, bytes);
    this.logger.log(`Beleg ohne Drucker gespeichert: ${file}`);
  }
}
