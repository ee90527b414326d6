// Copies README.md's "Integrating" section (between its integrating markers) into integrating-guide.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const readme = readFileSync(resolve(here, '../../../README.md'), 'utf8');
const section = /<!-- integrating:start -->\n([\s\S]*?)<!-- integrating:end -->/.exec(readme)?.[1];
if (!section) throw new Error('README.md has no integrating section');
const file = resolve(here, 'integrating-guide.ts');
const header = readFileSync(file, 'utf8').split('\n').slice(0, 3).join('\n');
writeFileSync(file, `${header}\nexport const INTEGRATING_GUIDE = ${JSON.stringify(section)};\n`);
