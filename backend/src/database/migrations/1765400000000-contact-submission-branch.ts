import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 36: a contact-form submission names the branch it was sent for; that branch's staff read it.
export class ContactSubmissionBranch1765400000000 implements MigrationInterface {
  name = 'ContactSubmissionBranch1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "contact_submission" ADD "branchId" uuid`);
    await q.query(
      `ALTER TABLE "contact_submission" ADD CONSTRAINT "FK_contact_submission_branch"
         FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(`CREATE INDEX "IDX_contact_submission_branch" ON "contact_submission" ("branchId")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_contact_submission_branch"`);
    await q.query(`ALTER TABLE "contact_submission" DROP CONSTRAINT "FK_contact_submission_branch"`);
    await q.query(`ALTER TABLE "contact_submission" DROP COLUMN "branchId"`);
  }
}
