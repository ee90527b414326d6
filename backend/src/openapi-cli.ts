import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { offlineApiDocument } from './openapi.js';

// `node backend/dist/openapi-cli.js <file>`: writes the OpenAPI document without starting a server
// (npm run api:document; linted by npm run lint:api, read by the frontend's client generation).
const out = process.argv[2];
const { document } = offlineApiDocument();
const json = `${JSON.stringify(document, null, 2)}\n`;
if (out) {
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, json);
} else process.stdout.write(json);
// Module files may open nothing, but be sure the process ends.
process.exit(0);
