import { z } from 'zod';
import type { SetupStep } from '@bestell/domain';
import { assertSameShape, defineRoute } from '../common/index.js';

const TAGS = ['setup'];
const instant = z.iso.datetime({ offset: true });

const checkView = z
  .strictObject({ ok: z.boolean(), message: z.string(), checkedAt: instant, succeededAt: instant.nullable() })
  .meta({ id: 'SetupCheck', description: 'The latest result of a setup check (test mail, printer test).' });

const stepView = z.strictObject({
  key: z.enum(['shop', 'legal', 'branch', 'products', 'payment', 'email', 'sms', 'printer', 'test-order']),
  label: z.string().meta({ example: 'Impressum, AGB und Datenschutz' }),
  done: z.boolean(),
  required: z.boolean(),
  link: z.string().meta({ description: 'Hash route of the back office', example: '/config' }),
});
assertSameShape<z.output<typeof stepView>, SetupStep>(true);

export const SETUP_ROUTES = {
  checklist: defineRoute({
    tags: TAGS,
    summary: "The owner's setup checklist ('Einrichtung'), computed from the shop's state (admin)",
    responses: {
      200: z
        .strictObject({
          steps: z.array(stepView),
          complete: z.boolean().meta({ description: 'Every required step is done: the list collapses' }),
          checks: z.strictObject({ testMail: checkView.nullable(), printerTest: checkView.nullable() }),
        })
        .meta({ id: 'SetupChecklist' }),
    },
  }),
  testMail: defineRoute({
    tags: TAGS,
    summary: "Send a test mail to the admin's address through the configured mail transport (admin)",
    description: 'The result is kept (checks.testMail); a failure answers 409 with the German reason.',
    responses: { 200: checkView },
    errors: [409],
  }),
};
