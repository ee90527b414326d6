import { z } from 'zod';
import {
  PAIRABLE_DEVICE_TYPES,
  type DeviceCommand,
  type DeviceType,
  type PairingRequestView,
  type PairingStatusView,
} from '@bestell/domain';
import { assertSameShape, defineRoute, refView, s } from '../common/index.js';
import { COMMAND_STATES, DEVICE_TYPES } from './device.entity.js';

// Route contracts of /api/devices (issue 22): the controller parses with these, the OpenAPI document and
// the contract tests read them; the CRUD routes are documented through the resource's viewSchema.

const instant = z.iso.datetime({ offset: true });

export const deviceCommandView = z
  .strictObject({
    id: z.string(),
    type: z.enum(['notification', 'print', 'request-logs', 'signage']),
    payload: z.record(z.string(), z.unknown()),
    issuedAt: instant,
  })
  .meta({ id: 'DeviceCommand', description: "A device's latest command (its ack marks it acknowledged)." });
assertSameShape<z.output<typeof deviceCommandView>, DeviceCommand>(true);

export const deviceViewSchema = z
  .strictObject({
    id: z.uuid(),
    identifier: z.string().meta({ example: 'drucker-kueche' }),
    type: z.enum(DEVICE_TYPES),
    name: z.string(),
    branch: refView,
    lastSeenAt: instant.nullable(),
    pendingCommand: deviceCommandView.nullable(),
    commandState: z.enum(COMMAND_STATES),
    address: z.string().nullable().meta({ description: 'Printers: host or host:port' }),
    hasExitPin: z.boolean(),
  })
  .meta({ id: 'Device', description: 'A printer, screen, tablet or kiosk of a branch.' });
assertSameShape<z.output<typeof deviceViewSchema>['type'], DeviceType>(true);

export const pairingRequestView = z
  .strictObject({ id: z.uuid(), code: z.string().meta({ example: 'K7P3QX' }), secret: z.string(), expiresAt: instant })
  .meta({ id: 'PairingRequest' });
assertSameShape<z.output<typeof pairingRequestView>, PairingRequestView>(true);

export const pairingStatusView = z
  .discriminatedUnion('status', [
    z.strictObject({ status: z.literal('waiting'), expiresAt: instant }),
    z.strictObject({ status: z.literal('paired'), deviceId: z.uuid(), token: z.string() }),
    z.strictObject({ status: z.literal('expired') }),
  ])
  .meta({ id: 'PairingStatus', description: "'paired' carries the device token exactly once." });
assertSameShape<z.output<typeof pairingStatusView>, PairingStatusView>(true);

const acknowledged = z.strictObject({ acknowledged: z.literal(true) });
const printerTested = z
  .strictObject({
    acknowledged: z.literal(true),
    message: z.string().optional().meta({ example: 'Testdruck an 192.168.1.50:9100 erfolgreich.' }),
  })
  .meta({ id: 'PrinterTest' });

const TAGS = ['devices'];
const idParam = z.strictObject({ id: z.uuid() });

export const DEVICE_ROUTES = {
  requestPairing: defineRoute({
    tags: TAGS,
    summary: 'A kiosk or TV asks for a pairing code to show (public)',
    body: z.strictObject({ type: z.enum(PAIRABLE_DEVICE_TYPES) }),
    responses: { 201: pairingRequestView },
  }),
  pairingStatus: defineRoute({
    tags: TAGS,
    summary: 'Poll a pairing request with its secret (public)',
    params: idParam,
    query: z.object({ secret: z.string().max(100) }),
    responses: { 200: pairingStatusView },
    errors: [404],
  }),
  pair: defineRoute({
    tags: TAGS,
    summary: 'Pair the kiosk showing this code (a new device of `branch`, or `device`)',
    body: z.strictObject({
      code: z.string().trim().min(4).max(12),
      device: s.ref().optional(),
      branch: s.ref().optional(),
      name: s.text(200).optional(),
    }),
    responses: { 201: deviceViewSchema },
    errors: [404],
  }),
  testNotification: defineRoute({
    tags: TAGS,
    summary: 'Send a test notification to the device (409 when it does not answer)',
    params: idParam,
    responses: { 200: acknowledged },
    errors: [404, 409],
  }),
  testPrint: defineRoute({
    tags: TAGS,
    summary: 'Print a test page (409 with the German reason when the printer does not answer or is not ready)',
    description:
      'A printer with a network address is asked for its status (ESC/POS DLE EOT) and prints a test receipt; ' +
      'without an address the device app is asked, as before.',
    params: idParam,
    responses: { 200: printerTested },
    errors: [404, 409],
  }),
  testBranchPrint: defineRoute({
    tags: ['branches'],
    summary: "Test the branch's receipt printer: status query, then a test receipt (409 with the German reason)",
    params: idParam,
    responses: { 200: printerTested },
    errors: [404, 409, 422],
  }),
  rotateToken: defineRoute({
    tags: TAGS,
    summary: 'A new device token, shown once; the old one is refused from now on (admin)',
    params: idParam,
    responses: { 200: deviceViewSchema.extend({ token: z.string() }).meta({ id: 'DeviceWithToken' }) },
    errors: [404],
  }),
  requestLogs: defineRoute({
    tags: TAGS,
    summary: 'Ask the device to upload its logs (409 when it does not answer)',
    params: idParam,
    responses: { 200: acknowledged },
    errors: [404, 409],
  }),
};
