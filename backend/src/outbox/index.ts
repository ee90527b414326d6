// Public surface of outbox/: other folders import only what is exported here (backend/README.md).
export { jobIdFor } from './bullmq.publisher.js';
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
// The job registry (issue 38 item 4): queue and payload per topic; the job's BullMQ name is the topic.
export { isOutboxTopic, JOB_QUEUE_NAMES, OUTBOX_REGISTRY, queueOf } from './outbox-events.js';
export type { JobData, JobTopic, QueueName, StaffScheduleNotice, TopicsOf } from './outbox-events.js';
export { OutboxEventBus } from './publisher.js';
export type { PublishedMessage } from './publisher.js';
