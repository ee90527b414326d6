import type { Request } from 'express';

/** A request whose JSON body parser kept the raw bytes (common/body-parsing.ts), for signature checks. */
export type RawBodyRequest = Request & { rawBody?: Buffer };
