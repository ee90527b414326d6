import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { hasImagePreview } from '@bestell/domain';
import { z } from 'zod';
import { parseInput } from '../common/index.js';
import { type AuthContext, branchScope, Staff, StaffAuth } from '../auth/index.js';
import { RateLimit } from '../limits/index.js';
import { UploadsService } from './uploads.service.js';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) });

const uploadBody = z.object({
  data: z.string().min(1),
  name: z.string().max(255).nullish(),
});

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** Anonymous: customers attach files to configuration steps before they order (spec 7 "Upload create"). */
  @Post('api/uploads')
  @HttpCode(201)
  @RateLimit(
    { limit: 'uploadIp' },
    { limit: 'uploadBytesIp', cost: (req) => Number(req.headers['content-length']) || 1 },
  )
  create(@Body() body: unknown) {
    return this.uploads.create(parseInput(uploadBody, body));
  }

  /** Back office 'Uploads': `{ data: UploadListItem[] }`, newest first, with the order of each file. */
  @Get('api/uploads')
  @Staff()
  list(@Query() query: unknown, @StaffAuth() auth: AuthContext) {
    return this.uploads.list(parseInput(listQuery, query).limit, branchScope(auth));
  }

  /** Staff download of a customer file under its original name. */
  @Get('api/uploads/:id/download')
  @Staff()
  async download(@Param('id') id: string, @StaffAuth() auth: AuthContext, @Res() res: Response) {
    const { upload, name, bytes } = await this.uploads.download(id, branchScope(auth));
    res.setHeader('Content-Type', upload.mimeType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).end(bytes);
  }

  /** The JPEG preview of an image upload (spec 2), as the back office shows it in lists. */
  @Get('upload/:publicHash/preview/:file')
  async preview(@Param('publicHash') publicHash: string, @Param('file') file: string, @Res() res: Response) {
    const bytes = await this.uploads.preview(publicHash, file);
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.status(200).end(bytes);
  }

  /** Spec path of a file; the stored type is sent as is and never sniffed by the browser. */
  @Get('upload/:publicHash/:file')
  async file(@Param('publicHash') publicHash: string, @Param('file') file: string, @Res() res: Response) {
    const { upload, bytes } = await this.uploads.read(publicHash, file);
    res.setHeader('Content-Type', upload.mimeType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // A customer file must never run as a page of this origin; images may show inline, the rest downloads.
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader(
      'Content-Disposition',
      hasImagePreview(upload.mimeType) ? 'inline' : `attachment; filename="${upload.id}.${upload.extension}"`,
    );
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.status(200).end(bytes);
  }
}
