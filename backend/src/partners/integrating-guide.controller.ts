import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { INTEGRATING_GUIDE } from './integrating-guide.js';
import { ApiExcludeController } from '../common/index.js';

/** The README's "Integrating" guide beside the OpenAPI document (issue 22 item 6), as Markdown. */
@ApiExcludeController()
@Controller('api/docs')
export class IntegratingGuideController {
  @Get('integrating')
  guide(@Res() res: Response): void {
    res.type('text/markdown; charset=utf-8').send(INTEGRATING_GUIDE);
  }
}
