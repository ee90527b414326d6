import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 18: departments, work contracts, time-clock PINs, punches (append-only), working activities
// that never overlap per person ([start, end), btree_gist; PGlite loads the extension at start) and
// planned shifts.
export class Staff1764900000000 implements MigrationInterface {
  name = 'Staff1764900000000';

  async up(q: QueryRunner): Promise<void> {
    // Trusted since PostgreSQL 13: the database owner may create it without superuser rights.
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    const stamps = `"id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`;
    await q.query(
      `CREATE TABLE "department" (
        ${stamps},
        "name" character varying(120) NOT NULL,
        "branchId" uuid NOT NULL,
        CONSTRAINT "PK_department" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_department_branch_name" UNIQUE ("branchId", "name"),
        CONSTRAINT "FK_department_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE
      )`,
    );
    await q.query(
      `CREATE TABLE "work_contract" (
        ${stamps},
        "userId" uuid NOT NULL,
        "validFrom" date NOT NULL,
        "hoursPerWeekday" jsonb NOT NULL DEFAULT '{}',
        "holidayDaysPerYear" numeric(5,1) NOT NULL,
        "jurisdiction" character varying(2) NOT NULL,
        "state" character varying(10),
        CONSTRAINT "PK_work_contract" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_work_contract_user_validFrom" UNIQUE ("userId", "validFrom"),
        CONSTRAINT "FK_work_contract_user" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE
      )`,
    );
    await q.query(
      `CREATE TABLE "staff_pin" (
        "userId" uuid NOT NULL,
        "username" character varying(60) NOT NULL,
        "pinHash" character varying(255) NOT NULL,
        "failedAttempts" integer NOT NULL DEFAULT 0,
        "lockedUntil" TIMESTAMP WITH TIME ZONE,
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_staff_pin" PRIMARY KEY ("userId"),
        CONSTRAINT "UQ_staff_pin_username" UNIQUE ("username"),
        CONSTRAINT "FK_staff_pin_user" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE
      )`,
    );
    await q.query(
      `CREATE TABLE "working_activity" (
        ${stamps},
        "userId" uuid NOT NULL,
        "branchId" uuid NOT NULL,
        "departmentId" uuid,
        "start" TIMESTAMP WITH TIME ZONE NOT NULL,
        "end" TIMESTAMP WITH TIME ZONE,
        "pauses" jsonb NOT NULL DEFAULT '[]',
        "projectId" uuid,
        "taskId" uuid,
        "sourceDeviceId" uuid,
        "authorId" uuid,
        "changeReason" text,
        "needsReview" boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_working_activity" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_working_activity_end" CHECK ("end" IS NULL OR "end" > "start"),
        CONSTRAINT "XCL_working_activity_overlap" EXCLUDE USING gist ("userId" WITH =, tstzrange("start", COALESCE("end", 'infinity'::timestamptz), '[)') WITH &&),
        CONSTRAINT "FK_working_activity_user" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_working_activity_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_working_activity_department" FOREIGN KEY ("departmentId") REFERENCES "department"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_working_activity_device" FOREIGN KEY ("sourceDeviceId") REFERENCES "device"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_working_activity_author" FOREIGN KEY ("authorId") REFERENCES "user"("id") ON DELETE SET NULL
      )`,
    );
    await q.query(`CREATE INDEX "IDX_working_activity_branch_start" ON "working_activity" ("branchId", "start")`);
    await q.query(
      `CREATE TABLE "time_punch" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "userId" uuid NOT NULL,
        "branchId" uuid NOT NULL,
        "activityId" uuid,
        "kind" character varying(20) NOT NULL,
        "at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "deviceTime" TIMESTAMP WITH TIME ZONE,
        "serverTime" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "deviceId" uuid,
        "authorId" uuid,
        "reason" text,
        CONSTRAINT "PK_time_punch" PRIMARY KEY ("id"),
        CONSTRAINT "FK_time_punch_user" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_time_punch_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_time_punch_activity" FOREIGN KEY ("activityId") REFERENCES "working_activity"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_time_punch_device" FOREIGN KEY ("deviceId") REFERENCES "device"("id") ON DELETE SET NULL,
        CONSTRAINT "FK_time_punch_author" FOREIGN KEY ("authorId") REFERENCES "user"("id") ON DELETE SET NULL
      )`,
    );
    await q.query(`CREATE INDEX "IDX_time_punch_user_at" ON "time_punch" ("userId", "at")`);
    // Punches are the legal record: no UPDATE of their content. Deletes stay possible for retention, and
    // the FK actions (SET NULL when an activity or device goes) only touch the reference columns.
    await q.query(
      `CREATE FUNCTION "time_punch_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF (NEW."userId", NEW."kind", NEW."at", NEW."deviceTime", NEW."serverTime", NEW."reason")
            IS DISTINCT FROM (OLD."userId", OLD."kind", OLD."at", OLD."deviceTime", OLD."serverTime", OLD."reason") THEN
           RAISE EXCEPTION 'time_punch is append-only';
         END IF;
         RETURN NEW;
       END $$`,
    );
    await q.query(
      `CREATE TRIGGER "TRG_time_punch_append_only" BEFORE UPDATE ON "time_punch"
       FOR EACH ROW EXECUTE FUNCTION "time_punch_append_only"()`,
    );
    await q.query(
      `CREATE TABLE "working_schedule" (
        ${stamps},
        "userId" uuid NOT NULL,
        "branchId" uuid NOT NULL,
        "departmentId" uuid,
        "start" TIMESTAMP WITH TIME ZONE NOT NULL,
        "end" TIMESTAMP WITH TIME ZONE NOT NULL,
        "breakMinutes" integer NOT NULL DEFAULT 0,
        "note" text NOT NULL DEFAULT '',
        "isPublished" boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_working_schedule" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_working_schedule_end" CHECK ("end" > "start"),
        CONSTRAINT "FK_working_schedule_user" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_working_schedule_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_working_schedule_department" FOREIGN KEY ("departmentId") REFERENCES "department"("id") ON DELETE SET NULL
      )`,
    );
    await q.query(`CREATE INDEX "IDX_working_schedule_user_start" ON "working_schedule" ("userId", "start")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "working_schedule"`);
    await q.query(`DROP TABLE "time_punch"`);
    await q.query(`DROP FUNCTION "time_punch_append_only"()`);
    await q.query(`DROP TABLE "working_activity"`);
    await q.query(`DROP TABLE "staff_pin"`);
    await q.query(`DROP TABLE "work_contract"`);
    await q.query(`DROP TABLE "department"`);
  }
}
