// Public surface of outbox/: other folders import only what is exported here (backend/README.md).
export { JOB_QUEUES, jobIdFor } from './bullmq.publisher.js';
export { OutboxRelay } from './outbox-relay.service.js';
export { OutboxMessage } from './outbox.entity.js';
export type { OutboxTopic } from './outbox.entity.js';
export { OutboxModule } from './outbox.module.js';
export { OUTBOX_CHANNEL, OUTBOX_WRITTEN, enqueueOutbox } from './outbox.writer.js';
export type { OutboxEntry } from './outbox.writer.js';
export { InProcessPublisher } from './publisher.js';
export type { PublishedMessage } from './publisher.js';
