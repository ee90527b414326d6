import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type ContactSubmissionView, validateContactForm } from '@bestell/domain';
import type { Request } from 'express';
import type { AuthedRequest } from '../../auth/index.js';
import { z } from 'zod';
import { ApiError, ApiTags, assertSameShape, Contract, defineRoute } from '../../common/index.js';
import { CrudService } from '../../crud/index.js';
import { bodyField, RateLimit } from '../../limits/index.js';
import { contactSubmissionResource } from './contact-submission.resource.js';
import { SubmitContactFormCommand } from './submit-contact-form.command.js';

/** Whose address sent it, as counted per hour: trimmed and lower-cased (no address: not counted). */
const sender = (req: Request) => [bodyField(req, 'email')?.trim().toLowerCase()];
/** Which inbox it fills: the branch's (the id as sent; a wrong one gets 422 anyway), else the shop's. */
const inbox = (req: Request) => [`branch:${bodyField(req, 'branch')?.trim().toLowerCase() || 'shop'}`];

/** The one answer to an accepted form, stored or caught by the honeypot alike (nothing to tell them apart). */
const RECEIVED = { received: true } as const;

const SUBMIT = defineRoute({
  tags: ['contact-form'],
  summary: 'Send the contact form (anonymous)',
  description: 'Validated by the domain rules the form uses in the browser (validateContactForm).',
  body: z.record(z.string(), z.unknown()).meta({
    description: 'The form fields (spec 3 "Contact form"); the domain rules check them.',
    example: {
      firstName: 'Anna',
      lastName: 'Huber',
      email: 'anna.huber@example.at',
      phone: '0664 1234567',
      comment: 'Haben Sie am Sonntag offen?',
      dataProtection: true,
      branch: '0b2f5c4e-1d2a-4b3c-9d8e-7f6a5b4c3d2e',
    },
  }),
  responses: { 201: z.strictObject({ received: z.literal(true) }) },
});

@ApiTags('contact-form')
@Controller('api/custom')
export class ContactFormController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * Anonymous (spec 7); counted per client IP, per sender address and per branch inbox (issue 36) before
   * anything is checked, honeypot hits and refused input included.
   */
  @Post('contact-form')
  @Contract(SUBMIT)
  @HttpCode(201)
  @RateLimit(
    { limit: 'contactFormIp' },
    { limit: 'contactFormSender', keys: sender },
    { limit: 'contactFormInbox', keys: inbox },
  )
  async submit(@Body() body: unknown): Promise<typeof RECEIVED> {
    const check = validateContactForm(body);
    if (check.errors.length > 0) throw ApiError.validation(check.errors);
    if (!check.isSpam) await this.commands.execute(new SubmitContactFormCommand(check.value));
    return RECEIVED;
  }
}

const submissionView = z
  .strictObject({
    id: z.uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().meta({ example: 'Huber' }),
    email: z.string().nullable(),
    phone: z.string(),
    comment: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    mailedAt: z.iso.datetime({ offset: true }).nullable(),
    branch: z
      .strictObject({ id: z.uuid(), name: z.string() })
      .nullable()
      .meta({ description: 'The branch it was sent for; null: the shop as a whole (admins only)' }),
  })
  .meta({ id: 'ContactSubmission', description: 'A sent contact form, as the back office lists it' });
assertSameShape<z.output<typeof submissionView>, ContactSubmissionView>(true);
const SUBMISSIONS_TAGS = [contactSubmissionResource.path];
const byId = z.strictObject({ id: z.uuid() });
const SUBMISSIONS = {
  list: defineRoute({
    tags: SUBMISSIONS_TAGS,
    summary: 'Sent contact forms, newest first (staff: those for their branches; admins: all)',
    security: ['staffSession'],
    responses: { 200: z.array(submissionView) },
  }),
  get: defineRoute({
    tags: SUBMISSIONS_TAGS,
    summary: 'One sent contact form (staff)',
    params: byId,
    security: ['staffSession'],
    responses: { 200: submissionView },
    errors: [404],
  }),
  remove: defineRoute({
    tags: SUBMISSIONS_TAGS,
    summary: 'Delete a sent contact form (admin)',
    params: byId,
    security: ['staffSession'],
    responses: { 200: null },
    errors: [404],
  }),
};

/**
 * The back office's list (not part of GET /api/init): the generic CRUD service does access, 404s and
 * the delete transaction; only read and delete routes exist.
 */
@ApiTags(contactSubmissionResource.path)
@Controller(`api/${contactSubmissionResource.path}`)
export class ContactSubmissionsController {
  constructor(private readonly crud: CrudService) {}

  @Get()
  @Contract(SUBMISSIONS.list)
  list(@Req() req: AuthedRequest) {
    return this.crud.list(contactSubmissionResource, req);
  }

  @Get(':id')
  @Contract(SUBMISSIONS.get)
  get(@Param('id') id: string, @Req() req: AuthedRequest) {
    return this.crud.get(contactSubmissionResource, id, {}, req);
  }

  @Delete(':id')
  @Contract(SUBMISSIONS.remove)
  @HttpCode(200)
  remove(@Param('id') id: string, @Req() req: AuthedRequest) {
    return this.crud.remove(contactSubmissionResource, id, req);
  }
}
