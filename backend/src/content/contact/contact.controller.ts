import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { validateContactForm } from '@bestell/domain';
import type { AuthedRequest } from '../../auth/index.js';
import { ApiError } from '../../common/index.js';
import { CrudService } from '../../crud/index.js';
import { RateLimit } from '../../limits/index.js';
import { contactSubmissionResource } from './contact-submission.resource.js';
import { SubmitContactFormCommand } from './submit-contact-form.command.js';

/** The one answer to an accepted form, stored or caught by the honeypot alike (nothing to tell them apart). */
const RECEIVED = { received: true } as const;

@ApiTags('contact-form')
@Controller('api/custom')
export class ContactFormController {
  constructor(private readonly commands: CommandBus) {}

  /** Anonymous (spec 7); counted per client IP before anything is checked, honeypot hits included. */
  @Post('contact-form')
  @HttpCode(201)
  @RateLimit({ limit: 'contactFormIp' })
  async submit(@Body() body: unknown): Promise<typeof RECEIVED> {
    const check = validateContactForm(body);
    if (check.errors.length > 0) throw ApiError.validation(check.errors);
    if (!check.isSpam) await this.commands.execute(new SubmitContactFormCommand(check.value));
    return RECEIVED;
  }
}

/**
 * The back office's list (not part of GET /api/init): the generic CRUD service does access, 404s and
 * the delete transaction; only read and delete routes exist.
 */
@ApiTags(contactSubmissionResource.path)
@Controller(`api/${contactSubmissionResource.path}`)
export class ContactSubmissionsController {
  constructor(private readonly crud: CrudService) {}

  @Get()
  list(@Req() req: AuthedRequest) {
    return this.crud.list(contactSubmissionResource, req);
  }

  @Get(':id')
  get(@Param('id') id: string, @Req() req: AuthedRequest) {
    return this.crud.get(contactSubmissionResource, id, {}, req);
  }

  @Delete(':id')
  @HttpCode(200)
  remove(@Param('id') id: string, @Req() req: AuthedRequest) {
    return this.crud.remove(contactSubmissionResource, id, req);
  }
}
