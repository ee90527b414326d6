import { describe, expect, it } from '@jest/globals';
import { printerStatusProblem } from './printer-status.js';

// Answers as ESC/POS printers send them: fixed bits 1 and 4 set (0x12), the meaningful bits on top.
describe('printer status (issue 37 item 5, ESC/POS DLE EOT)', () => {
  it.each<[string, { printer?: number; offline?: number; paper?: number }, string | null]>([
    ['online, ready', { printer: 0x12, offline: 0x12, paper: 0x12 }, null],
    ['only DLE EOT 1 answered, online', { printer: 0x12 }, null],
    ['paper end sensor', { printer: 0x1a, offline: 0x32, paper: 0x72 }, 'Papier leer'],
    ['paper near end only is still ready', { printer: 0x12, offline: 0x12, paper: 0x1e }, null],
    ['stopped by paper end', { printer: 0x1a, offline: 0x32 }, 'Papier leer'],
    ['cover open', { printer: 0x1a, offline: 0x16, paper: 0x12 }, 'Deckel offen'],
    ['error', { printer: 0x1a, offline: 0x52, paper: 0x12 }, 'Druckerfehler'],
    ['offline without cause', { printer: 0x1a, offline: 0x12, paper: 0x12 }, 'Drucker ist offline'],
  ])('%s', (_name, status, problem) => {
    expect(printerStatusProblem(status)).toBe(problem);
  });
});
