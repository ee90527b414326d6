// `npm run build -w frontend`: two Vite passes (scripts/chunk-plan.mjs, issue 17). The first writes nothing
// and plans which modules the shop layout's chunks hold; the second builds with them in two chunks.
import { build } from 'vite';
import { chunkGroups, recordChunkPlan } from './chunk-plan.mjs';

let plan;
await build({
  logLevel: 'warn',
  build: { write: false },
  plugins: [recordChunkPlan((value) => (plan = value))],
});
if (!plan) throw new Error('the first build pass made no chunk plan');
await build({ build: { rolldownOptions: { output: chunkGroups(plan) } } });
