import { z } from 'zod';
import { hashApiKey, newApiKey } from '../catalog/branches/api-key.js';
import { Branch } from '../catalog/branches/branch.entity.js';
import { loadRef } from '../common/crud/references.js';
import { defineResource } from '../common/crud/resource.js';
import { s } from '../common/validation.js';
import { Device, DEVICE_TYPES } from './device.entity.js';

export const deviceView = (d: Device) => ({
  id: d.id,
  identifier: d.identifier,
  type: d.type,
  name: d.name,
  branch: { id: d.branch.id },
  lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
  pendingCommand: d.pendingCommand,
  commandState: d.commandState,
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
  view: (d) => deviceView(d),
});
