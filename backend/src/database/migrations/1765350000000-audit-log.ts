import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 21 item 6: the audit log of staff changes and logins (spec 7 GET /logs), kept AUDIT_RETENTION_DAYS.
export class AuditLog1765350000000 implements MigrationInterface {
  name = 'AuditLog1765350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "audit_log" (
         "id" uuid NOT NULL DEFAULT gen_random_uuid(),
         "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
         "actorKind" character varying(20) NOT NULL,
         "actorId" uuid,
         "actorName" character varying(200),
         "ip" character varying(64),
         "action" character varying(40) NOT NULL,
         "resource" character varying(60) NOT NULL,
         "resourceId" character varying(100),
         "branchId" uuid,
         "detail" character varying(200),
         "changes" jsonb,
         CONSTRAINT "PK_audit_log" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at")`);
    await q.query(`CREATE INDEX "IDX_audit_log_actor_at" ON "audit_log" ("actorId", "at")`);
    await q.query(`CREATE INDEX "IDX_audit_log_resource_at" ON "audit_log" ("resource", "resourceId", "at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "audit_log"`);
  }
}
