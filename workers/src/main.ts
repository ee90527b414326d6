// The worker process: consumes the BullMQ queues printing, email, sms and payment-status with the job
// processors of the backend's jobs module (the same classes the API runs in-process without Redis).
// Run `npm run build` first: this imports the compiled backend (package export '@bestell/backend/jobs').
import { runWorkers } from '@bestell/backend/jobs';

runWorkers().catch((err: unknown) => {
  console.error('Worker failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
