import { z } from 'zod';

// The branch's receipt printer as the print job connects to it: raw TCP to 'host' or 'host:port'
// (default 9100). IPv6 literals are not accepted: the job splits the address at the colon.

export const PRINTER_TEXTS = {
  addressInvalid:
    'Bitte geben Sie die Druckeradresse als Host oder Host:Port an (z. B. 192.168.1.50 oder drucker.local:9100).',
  deviceAddressPrinterOnly: 'Eine Adresse kann nur für Geräte vom Typ Drucker angegeben werden.',
} as const;

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOST = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);

/** True for 'host' or 'host:port' with a DNS name or IPv4 address and a port 1-65535. */
export function isPrinterAddress(value: string): boolean {
  const match = /^([^:]+)(?::(\d{1,5}))?$/.exec(value);
  if (!match || !HOST.test(match[1]!)) return false;
  return match[2] === undefined || (Number(match[2]) >= 1 && Number(match[2]) <= 65535);
}

/** A printer address field: trimmed 'host' or 'host:port', or null / '' for none. */
export const printerAddressField = () =>
  z
    .string()
    .trim()
    .max(255)
    .nullable()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isPrinterAddress(v), PRINTER_TEXTS.addressInvalid);

/** `PUT /api/branches/{id}/printer`: an address, or null / '' to fall back to PRINTER_ADDRESS or files. */
export const printerBody = z.strictObject({ printerAddress: printerAddressField() });
