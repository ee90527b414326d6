import express, { type ErrorRequestHandler, type Express } from 'express';
import { VALIDATION } from '@bestell/domain';
import { refuseUnstorableInput } from './input-guard.js';

/**
 * JSON bodies with a size cap; a malformed or oversized body gets the German error format
 * instead of express's HTML page. `routeLimits` raises the cap for single paths only (uploads carry
 * files as data-URLs); those parsers run first, so the global one finds the body already read.
 */
export function installBodyParsing(
  app: Express,
  limit: string,
  routeLimits: Readonly<Record<string, string | number>> = {},
): void {
  for (const [path, routeLimit] of Object.entries(routeLimits)) {
    app.post(path, express.json({ limit: routeLimit }));
    app.put(path, express.json({ limit: routeLimit }));
  }
  // The raw bytes stay on the request for webhook signature checks (payments/datatrans).
  app.use(
    express.json({
      limit,
      verify: (req, _res, buf) => {
        (req as { rawBody?: Buffer }).rawBody = buf;
      },
    }),
  );
  // Before any route: NUL bytes and lone surrogates in the body or query string are a 422 (issue 12).
  app.use(refuseUnstorableInput());
  const onError: ErrorRequestHandler = (err: { type?: string; status?: number }, _req, res, next) => {
    if (err?.type === 'entity.parse.failed') {
      res.status(400).json({ errors: [{ message: VALIDATION.invalidJson }] });
    } else if (err?.type === 'entity.too.large') {
      res.status(413).json({ errors: [{ message: VALIDATION.payloadTooLarge }] });
    } else if (err?.status && err.status >= 400 && err.status < 500) {
      res.status(err.status).json({ errors: [{ message: VALIDATION.invalidJson }] });
    } else {
      next(err);
    }
  };
  app.use(onError);
}
