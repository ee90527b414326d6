import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 15 item 5: contact-form submissions, listed newest first in the back office.
export class ContactSubmissions1764850000000 implements MigrationInterface {
  name = 'ContactSubmissions1764850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "contact_submission" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "firstName" character varying(100),
        "lastName" character varying(100) NOT NULL,
        "email" character varying(254),
        "phone" character varying(40) NOT NULL,
        "comment" text NOT NULL,
        "mailedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_contact_submission" PRIMARY KEY ("id")
      )`,
    );
    await q.query(`CREATE INDEX "IDX_contact_submission_createdAt" ON "contact_submission" ("createdAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "contact_submission"`);
  }
}
