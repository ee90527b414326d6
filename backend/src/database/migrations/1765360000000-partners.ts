import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issues 21/22: external users (partners) with a hashed API token and their branches, their webhook
// endpoints, and the delivery log (one row per event and endpoint; the unique pair makes the fan-out idempotent).
export class Partners1765360000000 implements MigrationInterface {
  name = 'Partners1765360000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "external_user" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "name" character varying(200) NOT NULL,
        "email" character varying(200),
        "scopes" character varying(40) array NOT NULL DEFAULT '{}',
        "tokenHash" character varying(64) NOT NULL,
        "tokenHint" character varying(8) NOT NULL DEFAULT '',
        "isActive" boolean NOT NULL DEFAULT true,
        "lastUsedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_external_user" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "UQ_external_user_token" ON "external_user" ("tokenHash")`);
    await q.query(
      `CREATE TABLE "external_user_branches" ("externalUserId" uuid NOT NULL, "branchId" uuid NOT NULL,
        CONSTRAINT "PK_external_user_branches" PRIMARY KEY ("externalUserId", "branchId"))`,
    );
    await q.query(`CREATE INDEX "IDX_ab4024963b08da7c2d790d6c04" ON "external_user_branches" ("externalUserId")`);
    await q.query(`CREATE INDEX "IDX_e48e126771b2ec60df7bd95c64" ON "external_user_branches" ("branchId")`);
    await q.query(
      `ALTER TABLE "external_user_branches" ADD CONSTRAINT "FK_external_user_branches_user" FOREIGN KEY ("externalUserId")
        REFERENCES "external_user"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "external_user_branches" ADD CONSTRAINT "FK_external_user_branches_branch" FOREIGN KEY ("branchId")
        REFERENCES "branch"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `CREATE TABLE "webhook_endpoint" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "externalUserId" uuid NOT NULL,
        "url" character varying(2000) NOT NULL,
        "events" character varying(40) array NOT NULL,
        "secret" character varying(100) NOT NULL,
        "isEnabled" boolean NOT NULL DEFAULT true,
        "consecutiveFailures" integer NOT NULL DEFAULT 0,
        "disabledAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_webhook_endpoint" PRIMARY KEY ("id"),
        CONSTRAINT "FK_webhook_endpoint_user" FOREIGN KEY ("externalUserId") REFERENCES "external_user"("id")
          ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await q.query(`CREATE INDEX "IDX_webhook_endpoint_user" ON "webhook_endpoint" ("externalUserId")`);
    await q.query(
      `CREATE TABLE "webhook_delivery" (
        "id" BIGSERIAL NOT NULL,
        "endpointId" uuid NOT NULL,
        "eventId" character varying(64) NOT NULL,
        "event" character varying(40) NOT NULL,
        "orderId" uuid,
        "body" text NOT NULL,
        "state" character varying(20) NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "lastStatus" integer,
        "lastResponse" text,
        "lastError" text,
        "lastAttemptAt" TIMESTAMP WITH TIME ZONE,
        "deliveredAt" TIMESTAMP WITH TIME ZONE,
        "claimedUntil" TIMESTAMP WITH TIME ZONE,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_delivery" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_webhook_delivery_event" UNIQUE ("endpointId", "eventId"),
        CONSTRAINT "FK_webhook_delivery_endpoint" FOREIGN KEY ("endpointId") REFERENCES "webhook_endpoint"("id")
          ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_delivery"`);
    await q.query(`DROP TABLE "webhook_endpoint"`);
    await q.query(`DROP TABLE "external_user_branches"`);
    await q.query(`DROP TABLE "external_user"`);
  }
}
