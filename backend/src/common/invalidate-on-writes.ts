import type { DataSource, EntitySubscriberInterface, InsertEvent, RemoveEvent, UpdateEvent } from 'typeorm';

/**
 * Calls `invalidate` whenever TypeORM writes a row of one of `tables`, and once more when that write's
 * transaction commits: a load between the write and its commit may still have read the old rows.
 * `marker` names the flag kept on the query runner until the commit (one per cache).
 */
export function invalidateOnWrites(
  ds: DataSource,
  tables: ReadonlySet<string>,
  marker: string,
  invalidate: () => void,
): void {
  const touched = (event: InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown>) => {
    if (!tables.has(event.metadata.tableName)) return;
    invalidate();
    if (event.queryRunner) event.queryRunner.data = { ...event.queryRunner.data, [marker]: true };
  };
  const subscriber: EntitySubscriberInterface = {
    afterInsert: touched,
    afterUpdate: touched,
    afterRemove: touched,
    afterTransactionCommit: (event) => {
      if (event.queryRunner.data?.[marker]) invalidate();
    },
  };
  ds.subscribers.push(subscriber);
}
