import type { EntityManager } from 'typeorm';
import type { ProductionCutoff, ProductionDelta, ProductionLine, ProductionRef } from '@bestell/domain';

/** A branch as the freeze reads it: its cut-off (null: never frozen). */
export interface CutoffBranch extends ProductionRef {
  cutoff: ProductionCutoff | null;
}

/** A branch's frozen packing list of a day, and what its last slip printed. */
export interface FreezeRow {
  id: string;
  date: string;
  branch: ProductionRef;
  cutoffAt: Date;
  frozenAt: Date;
  lines: ProductionLine[];
  /** The live lines as of the last slip (the frozen ones until a delta slip was printed). */
  printedLines: ProductionLine[];
  printedAt: Date;
}

export interface NewSlip {
  freezeId: string;
  branchId: string;
  title: string;
  rows: string[];
  deltas: ProductionDelta[];
}

const FREEZE_COLUMNS = `f."id", to_char(f."date", 'YYYY-MM-DD') AS "date", f."branchId", b."name" AS "branchName",
  f."cutoffAt", f."frozenAt", f."lines", f."printedLines", f."printedAt"`;

type RawFreeze = Omit<FreezeRow, 'branch'> & { branchId: string; branchName: string };
const toFreeze = ({ branchId, branchName, ...row }: RawFreeze): FreezeRow => ({
  ...row,
  branch: { id: branchId, name: branchName },
});

/** The frozen lists and their slips (tables production_freeze, production_slip; plain SQL, issue 42 item 2). */
export class ProductionFreezeRepository {
  constructor(private readonly em: EntityManager) {}

  /** Branches (all, or these) with their cut-off; `withCutoff`: only those that freeze at all. */
  async branches(ids: readonly string[] | null, withCutoff = false): Promise<CutoffBranch[]> {
    const rows: { id: string; name: string; time: string | null; daysBefore: number }[] = await this.em.query(
      `SELECT b."id", b."name", b."productionCutoffTime" AS "time", b."productionCutoffDaysBefore" AS "daysBefore"
         FROM "branch" b
        WHERE ($1::uuid[] IS NULL OR b."id" = ANY($1::uuid[])) AND (NOT $2 OR b."productionCutoffTime" IS NOT NULL)
        ORDER BY b."name", b."id"`,
      [ids, withCutoff],
    );
    return rows.map(({ id, name, time, daysBefore }) => ({
      id,
      name,
      cutoff: time ? { daysBefore: Number(daysBefore), time } : null,
    }));
  }

  /** The frozen lists of a day for these branches (all when null). */
  async ofDay(date: string, branchIds: readonly string[] | null): Promise<FreezeRow[]> {
    const rows: RawFreeze[] = await this.em.query(
      `SELECT ${FREEZE_COLUMNS} FROM "production_freeze" f JOIN "branch" b ON b."id" = f."branchId"
        WHERE f."date" = $1::date AND ($2::uuid[] IS NULL OR f."branchId" = ANY($2::uuid[]))`,
      [date, branchIds],
    );
    return rows.map(toFreeze);
  }

  /** Frozen lists of the days from `from` on (the ones that may still get delta slips). */
  async since(from: string): Promise<FreezeRow[]> {
    const rows: RawFreeze[] = await this.em.query(
      `SELECT ${FREEZE_COLUMNS} FROM "production_freeze" f JOIN "branch" b ON b."id" = f."branchId"
        WHERE f."date" >= $1::date ORDER BY f."date", f."frozenAt"`,
      [from],
    );
    return rows.map(toFreeze);
  }

  /**
   * Freezes a branch's day once: two instances freezing at the same moment insert one row (the unique
   * key), the later one gets null and prints nothing.
   */
  async insert(date: string, branchId: string, cutoffAt: Date, lines: ProductionLine[]): Promise<FreezeRow | null> {
    const inserted: { id: string }[] = await this.em.query(
      `INSERT INTO "production_freeze" ("date", "branchId", "cutoffAt", "lines", "printedLines")
       VALUES ($1::date, $2, $3, $4::jsonb, $4::jsonb)
       ON CONFLICT ("date", "branchId") DO NOTHING
       RETURNING "id"`,
      [date, branchId, cutoffAt, JSON.stringify(lines)],
    );
    if (inserted.length === 0) return null;
    return this.lock(inserted[0]!.id);
  }

  /** The row, locked for this transaction: concurrent delta runs for the same list take turns. */
  async lock(id: string): Promise<FreezeRow | null> {
    const rows: RawFreeze[] = await this.em.query(
      `SELECT ${FREEZE_COLUMNS} FROM "production_freeze" f JOIN "branch" b ON b."id" = f."branchId"
        WHERE f."id" = $1 FOR UPDATE OF f`,
      [id],
    );
    return rows[0] ? toFreeze(rows[0]) : null;
  }

  /** After a delta slip: the live lines it brought to paper, and when. */
  async markPrinted(id: string, lines: ProductionLine[], printedAt: Date): Promise<void> {
    await this.em.query(`UPDATE "production_freeze" SET "printedLines" = $2::jsonb, "printedAt" = $3 WHERE "id" = $1`, [
      id,
      JSON.stringify(lines),
      printedAt,
    ]);
  }

  /** The next slip of a frozen list (0 is the frozen list itself); callers hold the row's lock. */
  async insertSlip(slip: NewSlip): Promise<{ id: string; seq: number }> {
    const [row]: { id: string; seq: number }[] = await this.em.query(
      `INSERT INTO "production_slip" ("freezeId", "seq", "branchId", "title", "rows", "deltas")
       SELECT $1, COALESCE(MAX(s."seq") + 1, 0), $2, $3, $4::jsonb, $5::jsonb
         FROM "production_slip" s WHERE s."freezeId" = $1
       RETURNING "id", "seq"`,
      [slip.freezeId, slip.branchId, slip.title, JSON.stringify(slip.rows), JSON.stringify(slip.deltas)],
    );
    return row!;
  }
}
