// Issue 37 item 5: the printer test reads ESC/POS real-time status (DLE EOT n) before printing.
// DLE EOT 1 (printer status): bit 3 set = offline. DLE EOT 2 (offline cause): bit 2 = cover open,
// bit 5 = printing stopped by paper end, bit 6 = error. DLE EOT 4 (roll paper sensor): bits 5+6 = paper end.

/** The three status queries, in the order the test sends them. */
export const PRINTER_STATUS_QUERIES = [1, 2, 4] as const;

export const PRINTER_TEST_TEXTS = {
  noAnswer: (address: string) => `Drucker ${address} antwortet nicht`,
  unreachable: (address: string) => `Drucker ${address} ist nicht erreichbar`,
  paperOut: 'Papier leer',
  coverOpen: 'Deckel offen',
  error: 'Druckerfehler',
  offline: 'Drucker ist offline',
  problem: (address: string, reason: string) => `Drucker ${address}: ${reason}`,
  noPrinter: 'Für diese Filiale ist kein Netzwerkdrucker eingetragen.',
  success: (address: string) => `Testdruck an ${address} erfolgreich.`,
} as const;

const bit = (value: number | undefined, n: number) => value !== undefined && (value & (1 << n)) !== 0;

/**
 * The German reason the printer cannot print, or null when it is ready, from the answers to DLE EOT 1, 2
 * and 4 (undefined when not asked). Paper and cover are named before the generic offline/error reason.
 */
export function printerStatusProblem(status: { printer?: number; offline?: number; paper?: number }): string | null {
  if (bit(status.paper, 5) && bit(status.paper, 6)) return PRINTER_TEST_TEXTS.paperOut;
  if (bit(status.offline, 5)) return PRINTER_TEST_TEXTS.paperOut;
  if (bit(status.offline, 2)) return PRINTER_TEST_TEXTS.coverOpen;
  if (bit(status.offline, 6)) return PRINTER_TEST_TEXTS.error;
  if (bit(status.printer, 3)) return PRINTER_TEST_TEXTS.offline;
  return null;
}
