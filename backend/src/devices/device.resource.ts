import { KIOSK_TEXTS, PIN_TEXTS, pinRefusal } from '@bestell/domain';
import { z } from 'zod';
import { hashApiKey, newApiKey, Branch, PRINTER_TEXTS, printerAddressField } from '../catalog/index.js';
import { ApiError, loadRef, defineResource, s } from '../common/index.js';
import { Device, DEVICE_TYPES } from './device.entity.js';
import { deviceViewSchema } from './devices.contract.js';
import { hashExitPin } from './exit-pin.js';

export const deviceView = (d: Device): z.output<typeof deviceViewSchema> => ({
  id: d.id,
  identifier: d.identifier,
  type: d.type,
  name: d.name,
  branch: { id: d.branch.id },
  lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
  pendingCommand: d.pendingCommand,
  commandState: d.commandState,
  address: d.address ?? null,
  hasExitPin: !!d.exitPinHash,
});

export const deviceResource = defineResource({
  path: 'devices',
  entity: Device,
  label: { one: 'Gerät', many: 'Geräte' },
  schema: z.strictObject({
    identifier: s.identifier(),
    type: z.enum(DEVICE_TYPES),
    name: s.text(200).optional(),
    branch: s.ref(),
    // Writes go to admins only (access below): the print job sends order data to this host and port.
    address: printerAddressField().optional(),
    // Kiosks: the staff exit PIN, write-only (stored hashed); null removes it.
    exitPin: z
      .string()
      .regex(/^\d{4,8}$/, { error: KIOSK_TEXTS.exitPinFormat, abort: true })
      .refine((pin) => !pinRefusal(pin), { error: PIN_TEXTS.trivial })
      .nullable()
      .optional(),
  }),
  relations: { branch: true },
  order: { identifier: 'ASC' },
  identifierField: 'identifier',
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  inScope: (d, ids) => ids.includes(d.branch?.id),
  apply: async (d, input, em) => {
    if (input.identifier !== undefined) d.identifier = input.identifier as string;
    if (input.type !== undefined) d.type = input.type as Device['type'];
    if (input.name !== undefined) d.name = input.name as string;
    if (input.branch !== undefined) d.branch = (await loadRef(em, Branch, input.branch as { id: string }, 'branch'))!;
    if (input.address !== undefined) d.address = input.address as string | null;
    if (input.exitPin !== undefined) d.exitPinHash = input.exitPin ? await hashExitPin(input.exitPin as string) : null;
    if (d.exitPinHash && d.type !== 'kiosk') d.exitPinHash = null;
    // Checked on the result, so turning a printer with an address into a screen is refused as well.
    if (d.address && d.type !== 'printer') {
      throw ApiError.validation([{ message: PRINTER_TEXTS.deviceAddressPrinterOnly, field: 'address' }]);
    }
    // The real token hash is written in afterSave, once the device has an id.
    if (!d.id) d.tokenHash = 'pending';
  },
  afterSave: async (d, _input, em, created) => {
    if (!created) return;
    // Shown once, in the create response (like a branch apiKey); only the hash is kept.
    const token = newApiKey();
    await em.getRepository(Device).update({ id: d.id }, { tokenHash: hashApiKey(token) });
    return { token };
  },
  viewSchema: deviceViewSchema,
  savedExtras: { token: z.string() },
  view: (d) => deviceView(d),
});
