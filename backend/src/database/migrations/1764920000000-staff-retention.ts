import type { MigrationInterface, QueryRunner } from 'typeorm';

const KEPT = ['working_activity', 'time_punch', 'work_contract'] as const;

// Issue 18 items 4 and 7: working activities book to a project / task (FKs), a phone for the shift-plan
// SMS, and retention: deleting a user anonymises their time records (activities, punches, contracts),
// which stay for the legal period under a random person reference; the retention job removes them later.
export class StaffRetention1764920000000 implements MigrationInterface {
  name = 'StaffRetention1764920000000';

  async up(q: QueryRunner): Promise<void> {
    // Ids stored before the tables existed may point nowhere.
    await q.query(`UPDATE "working_activity" a SET "projectId" = NULL
      WHERE "projectId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "project" p WHERE p."id" = a."projectId")`);
    await q.query(`UPDATE "working_activity" a SET "taskId" = NULL
      WHERE "taskId" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "task" t WHERE t."id" = a."taskId")`);
    await q.query(`ALTER TABLE "working_activity"
      ADD CONSTRAINT "FK_working_activity_project" FOREIGN KEY ("projectId") REFERENCES "project"("id") ON DELETE SET NULL,
      ADD CONSTRAINT "FK_working_activity_task" FOREIGN KEY ("taskId") REFERENCES "task"("id") ON DELETE SET NULL`);
    await q.query(`CREATE INDEX "IDX_working_activity_project" ON "working_activity" ("projectId")`);
    await q.query(`ALTER TABLE "staff_pin" ADD "phone" character varying(40)`);

    for (const table of KEPT) {
      await q.query(`ALTER TABLE "${table}" ALTER COLUMN "userId" DROP NOT NULL,
        ADD "personRef" uuid, ADD "anonymisedAt" TIMESTAMP WITH TIME ZONE,
        DROP CONSTRAINT "FK_${table}_user",
        ADD CONSTRAINT "FK_${table}_user" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE SET NULL`);
      await q.query(`CREATE INDEX "IDX_${table}_anonymised" ON "${table}" ("anonymisedAt")`);
    }
    // Punches stay append-only; the one allowed change is anonymisation (person and free text cleared once).
    await q.query(
      `CREATE OR REPLACE FUNCTION "time_punch_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF OLD."anonymisedAt" IS NULL AND NEW."anonymisedAt" IS NOT NULL AND NEW."userId" IS NULL
            AND (NEW."kind", NEW."at", NEW."deviceTime", NEW."serverTime")
                IS NOT DISTINCT FROM (OLD."kind", OLD."at", OLD."deviceTime", OLD."serverTime") THEN
           RETURN NEW;
         END IF;
         IF (NEW."userId", NEW."kind", NEW."at", NEW."deviceTime", NEW."serverTime", NEW."reason", NEW."personRef", NEW."anonymisedAt")
            IS DISTINCT FROM (OLD."userId", OLD."kind", OLD."at", OLD."deviceTime", OLD."serverTime", OLD."reason", OLD."personRef", OLD."anonymisedAt") THEN
           RAISE EXCEPTION 'time_punch is append-only';
         END IF;
         RETURN NEW;
       END $$`,
    );
    // Whatever deletes a user (the users API, SQL), the time records are kept, anonymised, first.
    await q.query(
      `CREATE FUNCTION "staff_anonymise_person"() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE ref uuid := gen_random_uuid();
       BEGIN
         UPDATE "working_activity" SET "userId" = NULL, "personRef" = ref, "anonymisedAt" = now(), "changeReason" = NULL
          WHERE "userId" = OLD."id";
         UPDATE "time_punch" SET "userId" = NULL, "personRef" = ref, "anonymisedAt" = now(), "reason" = NULL
          WHERE "userId" = OLD."id";
         UPDATE "work_contract" SET "userId" = NULL, "personRef" = ref, "anonymisedAt" = now()
          WHERE "userId" = OLD."id";
         RETURN OLD;
       END $$`,
    );
    await q.query(
      `CREATE TRIGGER "TRG_user_staff_anonymise" BEFORE DELETE ON "user"
       FOR EACH ROW EXECUTE FUNCTION "staff_anonymise_person"()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "TRG_user_staff_anonymise" ON "user"`);
    await q.query(`DROP FUNCTION "staff_anonymise_person"()`);
    await q.query(
      `CREATE OR REPLACE FUNCTION "time_punch_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF (NEW."userId", NEW."kind", NEW."at", NEW."deviceTime", NEW."serverTime", NEW."reason")
            IS DISTINCT FROM (OLD."userId", OLD."kind", OLD."at", OLD."deviceTime", OLD."serverTime", OLD."reason") THEN
           RAISE EXCEPTION 'time_punch is append-only';
         END IF;
         RETURN NEW;
       END $$`,
    );
    for (const table of KEPT) {
      await q.query(`DELETE FROM "${table}" WHERE "userId" IS NULL`);
      await q.query(`DROP INDEX "IDX_${table}_anonymised"`);
      await q.query(`ALTER TABLE "${table}" DROP CONSTRAINT "FK_${table}_user",
        ADD CONSTRAINT "FK_${table}_user" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE,
        DROP COLUMN "anonymisedAt", DROP COLUMN "personRef", ALTER COLUMN "userId" SET NOT NULL`);
    }
    await q.query(`ALTER TABLE "staff_pin" DROP COLUMN "phone"`);
    await q.query(`DROP INDEX "IDX_working_activity_project"`);
    await q.query(`ALTER TABLE "working_activity" DROP CONSTRAINT "FK_working_activity_task",
      DROP CONSTRAINT "FK_working_activity_project"`);
  }
}
