// SubmitContactFormHandler on a fake manager (issue 38 item 1): the message and its mail's outbox row
// are written together; a message for an unknown branch writes neither.
import { describe, expect, it } from '@jest/globals';
import { type ContactFormValue, OWN_TEXTS } from '@bestell/domain';
import type { DataSource } from 'typeorm';
import { ApiError } from '../../common/index.js';
import { SubmitContactFormCommand } from './submit-contact-form.command.js';
import { SubmitContactFormHandler } from './submit-contact-form.handler.js';

const BRANCH = '00000000-0000-4000-8000-0000000000b1';
const value: ContactFormValue = {
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@example.at',
  phone: '+436641234567',
  comment: 'Habt ihr am Sonntag offen?',
  branchId: null,
};

/** A transaction on plain objects: the branch table holds `branches`; saves and statements are recorded. */
function fakeDataSource(branches: string[]) {
  const saved: Record<string, unknown>[] = [];
  const statements: { sql: string; params: unknown[] }[] = [];
  const em = {
    queryRunner: { isTransactionActive: true, data: {} },
    getRepository: () => ({
      create: (row: Record<string, unknown>) => ({ ...row }),
      save: async (row: Record<string, unknown>) => {
        saved.push(row);
        return { id: 'submission-1', ...row };
      },
    }),
    query: async (sql: string, params: unknown[] = []) => {
      statements.push({ sql, params });
      return sql.includes('FROM "branch"') && branches.includes(String(params[0])) ? [{ '?column?': 1 }] : [];
    },
  };
  const ds = { transaction: async <T>(work: (m: typeof em) => Promise<T>) => work(em) } as unknown as DataSource;
  const outbox = () => statements.filter((s) => s.sql.includes('INSERT INTO "outbox"'));
  return { ds, saved, outbox };
}

describe('SubmitContactFormHandler', () => {
  it.each([
    ['without a branch', null],
    ['for a known branch', BRANCH],
  ])('stores the message %s and its mail as one outbox row', async (_name, branchId) => {
    const { ds, saved, outbox } = fakeDataSource([BRANCH]);
    const result = await new SubmitContactFormHandler(ds).execute(new SubmitContactFormCommand({ ...value, branchId }));
    expect(result).toEqual({ id: 'submission-1' });
    expect(saved).toEqual([{ ...value, branchId }]);
    expect(outbox()).toHaveLength(1);
    expect(outbox()[0]!.params.slice(0, 3)).toEqual([
      'contact-form',
      null,
      JSON.stringify({ submissionId: 'submission-1' }),
    ]);
  });

  it('refuses an unknown branch and writes nothing', async () => {
    const { ds, saved, outbox } = fakeDataSource([]);
    const err = await new SubmitContactFormHandler(ds)
      .execute(new SubmitContactFormCommand({ ...value, branchId: BRANCH }))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).errors).toEqual([{ field: 'branch', message: OWN_TEXTS.contactBranchUnknown }]);
    expect(saved).toEqual([]);
    expect(outbox()).toEqual([]);
  });
});
