import type { EntityManager } from 'typeorm';

/** The checks of the setup checklist that keep their last result (issue 37): the test mail and the printer test. */
export type SetupCheckKey = 'test-mail' | 'printer-test';

export interface SetupCheckResult {
  ok: boolean;
  message: string;
  checkedAt: string;
  /** When a check of this kind last succeeded; stays set after a later failure. */
  succeededAt: string | null;
}

/** Raw SQL on setup_check (migration 1765420370000); one row per check, the latest result wins. */
export class SetupChecksRepository {
  constructor(private readonly em: EntityManager) {}

  async record(key: SetupCheckKey, ok: boolean, message: string): Promise<void> {
    await this.em.query(
      `INSERT INTO "setup_check" ("key", "ok", "message", "checkedAt", "succeededAt")
       VALUES ($1, $2, $3, now(), CASE WHEN $2 THEN now() END)
       ON CONFLICT ("key") DO UPDATE SET "ok" = EXCLUDED."ok", "message" = EXCLUDED."message",
         "checkedAt" = EXCLUDED."checkedAt", "succeededAt" = COALESCE(EXCLUDED."succeededAt", "setup_check"."succeededAt")`,
      [key, ok, message],
    );
  }

  async all(): Promise<Partial<Record<SetupCheckKey, SetupCheckResult>>> {
    const rows = (await this.em.query(
      `SELECT "key", "ok", "message", "checkedAt", "succeededAt" FROM "setup_check"`,
    )) as { key: SetupCheckKey; ok: boolean; message: string; checkedAt: Date; succeededAt: Date | null }[];
    return Object.fromEntries(
      rows.map((r) => [
        r.key,
        {
          ok: r.ok,
          message: r.message,
          checkedAt: new Date(r.checkedAt).toISOString(),
          succeededAt: r.succeededAt ? new Date(r.succeededAt).toISOString() : null,
        },
      ]),
    );
  }
}
