import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 18 (second part): projects and tasks to book time to, the holiday ledger (grant, carry-over
// with expiry, taken, correction; half days) and month locks per branch for the time sheets.
export class StaffPlans1764910000000 implements MigrationInterface {
  name = 'StaffPlans1764910000000';

  async up(q: QueryRunner): Promise<void> {
    const stamps = `"id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`;
    await q.query(
      `CREATE TABLE "project" (
        ${stamps},
        "name" character varying(120) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "branchId" uuid,
        "isActive" boolean NOT NULL DEFAULT true,
        CONSTRAINT "PK_project" PRIMARY KEY ("id"),
        CONSTRAINT "FK_project_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE
      )`,
    );
    await q.query(
      `CREATE TABLE "task" (
        ${stamps},
        "projectId" uuid NOT NULL,
        "name" character varying(200) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "assigneeId" uuid,
        "state" character varying(20) NOT NULL DEFAULT 'open',
        "dueDate" date,
        CONSTRAINT "PK_task" PRIMARY KEY ("id"),
        CONSTRAINT "FK_task_project" FOREIGN KEY ("projectId") REFERENCES "project"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_task_assignee" FOREIGN KEY ("assigneeId") REFERENCES "user"("id") ON DELETE SET NULL
      )`,
    );
    await q.query(`CREATE INDEX "IDX_task_project" ON "task" ("projectId")`);
    await q.query(
      `CREATE TABLE "holiday_ledger_entry" (
        ${stamps},
        "userId" uuid NOT NULL,
        "kind" character varying(20) NOT NULL,
        "date" date NOT NULL,
        "days" numeric(5,1) NOT NULL,
        "validUntil" date,
        "note" text NOT NULL DEFAULT '',
        "authorId" uuid,
        CONSTRAINT "PK_holiday_ledger_entry" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_holiday_ledger_entry_carry_over" CHECK (("kind" = 'carry-over') = ("validUntil" IS NOT NULL)),
        CONSTRAINT "FK_holiday_ledger_entry_user" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_holiday_ledger_entry_author" FOREIGN KEY ("authorId") REFERENCES "user"("id") ON DELETE SET NULL
      )`,
    );
    await q.query(`CREATE INDEX "IDX_holiday_ledger_entry_user_date" ON "holiday_ledger_entry" ("userId", "date")`);
    await q.query(
      `CREATE TABLE "time_sheet_lock" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "branchId" uuid NOT NULL,
        "month" character(7) NOT NULL,
        "lockedById" uuid,
        CONSTRAINT "PK_time_sheet_lock" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_time_sheet_lock_branch_month" UNIQUE ("branchId", "month"),
        CONSTRAINT "FK_time_sheet_lock_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_time_sheet_lock_user" FOREIGN KEY ("lockedById") REFERENCES "user"("id") ON DELETE SET NULL
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "time_sheet_lock"`);
    await q.query(`DROP TABLE "holiday_ledger_entry"`);
    await q.query(`DROP TABLE "task"`);
    await q.query(`DROP TABLE "project"`);
  }
}
