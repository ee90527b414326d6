import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { ClaimMissedAlarmCommand } from './claim-missed-alarm.command.js';
import { ClaimMissedAlarmHandler } from './claim-missed-alarm.handler.js';

/** A data source whose one conditional UPDATE reports `affected` rows, recording what it ran. */
function fakeDs(affected: number) {
  const calls: { sql: string; params: unknown[] }[] = [];
  const ds = {
    manager: {
      query: async (sql: string, params: unknown[]) => {
        calls.push({ sql, params });
        return [[], affected];
      },
    },
  } as unknown as DataSource;
  return { ds, calls };
}

describe('ClaimMissedAlarmHandler', () => {
  it.each([
    ['this instance marks it first', 1, true],
    ['another instance marked it', 0, false],
  ])('answers whether %s', async (_case, affected, claimed) => {
    const { ds, calls } = fakeDs(affected);
    expect(await new ClaimMissedAlarmHandler(ds).execute(new ClaimMissedAlarmCommand('o1'))).toBe(claimed);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.sql).toMatch(/"missedNotifiedAt" IS NULL/);
    expect(calls[0]!.params).toEqual(['o1']);
  });
});
