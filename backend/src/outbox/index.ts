// Public surface of outbox/: other folders import only what is exported here (backend/README.md).
export { JOB_QUEUES, jobIdFor } from './bullmq.publisher.js';
export { OutboxRelay } from './outbox-relay.service.js';
export { OutboxMessage } from './outbox.entity.js';
export type { OutboxTopic } from './outbox-events.js';
export { OutboxModule } from './outbox.module.js';
export {
  enqueueOutbox,
  markOutboxWritten,
  OUTBOX_CHANNEL,
  OUTBOX_NOTIFY_SQL,
  OUTBOX_WRITTEN,
  outboxInsertSql,
} from './outbox.repository.js';
export { OnOutboxEvent, OUTBOX_TOPICS } from './outbox-events.js';
export type { OutboxEntry, OutboxEvent, OutboxEventHandler, OutboxEventOf, OutboxPayloads } from './outbox-events.js';
export { OutboxEventBus } from './publisher.js';
export type { PublishedMessage } from './publisher.js';
