import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { hasImagePreview, OWN_TEXTS, type UploadListItem } from '@bestell/domain';
import { z } from 'zod';
import { ApiError, ApiTags, assertSameShape, Contract, defineRoute } from '../common/index.js';
import { type AuthContext, branchScope, Staff, StaffAuth } from '../auth/index.js';
import { RateLimit } from '../limits/index.js';
import type { UploadView } from './upload.entity.js';
import { UploadsService } from './uploads.service.js';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(200) });

const uploadBody = z.object({
  data: z.string().min(1),
  name: z.string().max(255).nullish(),
});

const uploadView = z
  .strictObject({
    id: z.uuid(),
    version: z.number().int(),
    extension: z.string().meta({ example: 'png' }),
    publicHash: z.string(),
    mimeType: z.string().meta({ example: 'image/png' }),
  })
  .meta({ id: 'Upload', description: 'A customer file, referenced from an order line (spec 3 "Upload")' });
assertSameShape<z.output<typeof uploadView>, UploadView>(true);
const uploadListItem = z
  .strictObject({
    id: z.uuid(),
    version: z.number().int(),
    extension: z.string(),
    publicHash: z.string(),
    mimeType: z.string(),
    name: z.string().nullable(),
    size: z.number().int(),
    url: z.string(),
    previewUrl: z.string().nullable(),
    order: z.strictObject({ id: z.uuid(), uid: z.string(), ticketNumber: z.number().int() }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'UploadListItem' });
assertSameShape<z.output<typeof uploadListItem>, UploadListItem>(true);
// What GET returns, PUT accepts (issue 40 item 10): the list item's other fields are read-only, ignored.
const readOnly = z.unknown().optional().meta({ readOnly: true, description: 'Read-only: accepted and ignored' });
const updateBody = z.strictObject({
  ...Object.fromEntries(Object.keys(uploadListItem.shape).map((key) => [key, readOnly])),
  id: z.uuid().optional(),
  name: z.string().max(255).nullish().meta({ description: 'The name the download is offered under' }),
});
const byId = z.strictObject({ id: z.uuid() });
const file = (description: string) => ({ description, contentType: 'application/octet-stream' });
const hashFile = z.strictObject({ publicHash: z.string(), file: z.string() });
const TAGS = ['uploads'];
const R = {
  create: defineRoute({
    tags: TAGS,
    summary: 'Upload a file as a data URL (anonymous, before ordering)',
    body: uploadBody,
    responses: { 201: uploadView },
  }),
  list: defineRoute({
    tags: TAGS,
    summary: 'Uploads, newest first, with the order of each (staff)',
    query: listQuery,
    responses: { 200: z.array(uploadListItem) },
  }),
  get: defineRoute({
    tags: TAGS,
    summary: 'One upload with its order (staff; employees: files of their branches)',
    params: byId,
    responses: { 200: uploadListItem },
    errors: [404],
  }),
  update: defineRoute({
    tags: TAGS,
    summary: 'Rename an upload (staff); a GET answer may be sent back as it is',
    params: byId,
    body: updateBody,
    responses: { 200: uploadListItem },
    errors: [404],
  }),
  remove: defineRoute({
    tags: TAGS,
    summary: 'Delete an upload and its file (staff)',
    params: byId,
    responses: { 204: { description: 'Deleted' } },
    errors: [404],
  }),
  download: defineRoute({
    tags: TAGS,
    summary: 'Download a customer file under its original name (staff)',
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: file('The file (attachment)') },
    errors: [404],
  }),
  preview: defineRoute({
    tags: TAGS,
    summary: 'JPEG preview of an image upload',
    params: hashFile,
    responses: { 200: { description: 'JPEG preview', contentType: 'image/jpeg' } },
    errors: [404],
  }),
  file: defineRoute({
    tags: TAGS,
    summary: 'A customer file by its public hash (images inline, the rest as attachment)',
    params: hashFile,
    responses: { 200: file('The stored file, with its stored type') },
    errors: [404],
  }),
};

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** Anonymous: customers attach files to configuration steps before they order (spec 7 "Upload create"). */
  @Post('api/uploads')
  @Contract(R.create)
  @HttpCode(201)
  @RateLimit(
    { limit: 'uploadIp' },
    { limit: 'uploadBytesIp', cost: (req) => Number(req.headers['content-length']) || 1 },
  )
  create(@Body() body: unknown) {
    return this.uploads.create(R.create.body(body));
  }

  /** Back office 'Uploads': `{ data: UploadListItem[] }`, newest first, with the order of each file. */
  @Get('api/uploads')
  @Contract(R.list)
  @Staff()
  list(@Query() query: unknown, @StaffAuth() auth: AuthContext) {
    return this.uploads.list(R.list.query(query).limit, branchScope(auth));
  }

  @Get('api/uploads/:id')
  @Contract(R.get)
  @Staff()
  get(@Param('id') id: string, @StaffAuth() auth: AuthContext) {
    return this.uploads.get(id, branchScope(auth));
  }

  /** Spec 7 "PUT {id} (body carries id)": the same id as the path or none; only `name` changes. */
  @Put('api/uploads/:id')
  @Contract(R.update)
  @Staff()
  update(@Param('id') id: string, @Body() body: unknown, @StaffAuth() auth: AuthContext) {
    const input = R.update.body(body);
    if (input.id !== undefined && input.id !== id) {
      throw ApiError.validation([{ field: 'id', message: OWN_TEXTS.readBackIdMismatch }]);
    }
    return this.uploads.rename(id, input.name, branchScope(auth));
  }

  @Delete('api/uploads/:id')
  @Contract(R.remove)
  @Staff()
  @HttpCode(204)
  async remove(@Param('id') id: string, @StaffAuth() auth: AuthContext): Promise<void> {
    await this.uploads.remove(id, branchScope(auth));
  }

  /** Staff download of a customer file under its original name. */
  @Get('api/uploads/:id/download')
  @Contract(R.download)
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
  @Contract(R.preview)
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
  @Contract(R.file)
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
