import { Injectable, Logger } from '@nestjs/common';
import { HTTP, IMAGE_VARIANT_WIDTHS, type ImageVariant } from '@bestell/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ImagesService } from './images.service.js';

const SIZES = [...Object.keys(IMAGE_VARIANT_WIDTHS), 'original'].join('|');
/**
 * Spec 2: /image/{id}-{version}.{ext}, /image/product/..., /image/category/... (the same files) and the
 * size variants /image/{size}/... (also below product/ and category/). Matched on the path below /image.
 */
const IMAGE_PATH = new RegExp(
  `^/(?:(?:product|category)/)?(?:(${SIZES})/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\\d{1,9})\\.([a-z0-9]{1,5})$`,
);
const JSON_TYPE = 'application/json; charset=utf-8';
const NOT_FOUND = JSON.stringify({ errors: [{ message: HTTP.notFound }] });

/**
 * Serves library images ahead of Express (app.factory.ts hands it every request first): a hot rendition
 * is answered from memory without a database round trip (the service trusts a looked-up version for a
 * few seconds) and without the page middleware (CSP, cookies, body parsing, request log). Immutable
 * caching (the version is in the URL), WebP by Accept (Vary: Accept), a strong ETag, nosniff. Anything
 * below /image that is no current image is a JSON 404, never the client app's HTML.
 */
@Injectable()
export class ImageServer {
  private readonly logger = new Logger('ImageServer');

  constructor(private readonly images: ImagesService) {}

  /** Takes the request when its path is /image or below (true), else leaves it to the app (false). */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? '';
    const end = url.indexOf('?');
    const path = end === -1 ? url : url.slice(0, end);
    if (path !== '/image' && !path.startsWith('/image/')) return false;
    this.respond(req, res, path.slice('/image'.length)).catch((err: unknown) => {
      this.logger.error({ err, url }, 'image not served');
      if (res.headersSent) res.destroy();
      else
        res.writeHead(500, { 'Content-Type': JSON_TYPE }).end(JSON.stringify({ errors: [{ message: HTTP.internal }] }));
    });
    return true;
  }

  private async respond(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const match = req.method === 'GET' || req.method === 'HEAD' ? IMAGE_PATH.exec(path) : null;
    const file = match
      ? await this.images.serve(
          match[2]!,
          Number(match[3]),
          (match[1] ?? 'original') as ImageVariant,
          match[4]!,
          req.headers.accept,
        )
      : null;
    if (!file) {
      res
        .writeHead(404, { 'Content-Type': JSON_TYPE, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
        .end(NOT_FOUND);
      return;
    }
    const headers = {
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept',
      ETag: file.etag,
      'X-Content-Type-Options': 'nosniff',
      // Images are embedded by other sites' pages too (social previews): allow cross-origin reads of them.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    res
      .writeHead(200, { ...headers, 'Content-Type': file.mimeType, 'Content-Length': file.bytes.length })
      .end(req.method === 'HEAD' ? undefined : file.bytes);
  }
}
