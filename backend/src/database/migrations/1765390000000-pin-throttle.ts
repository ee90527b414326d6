import type { MigrationInterface, QueryRunner } from 'typeorm';

// Issue 36: wrong time-clock PINs are counted by the atomic limits (limits/pin-throttle.ts) before the PIN
// is checked; the row's read-modify-write counter and its 15-minute lock go.
export class PinThrottle1765390000000 implements MigrationInterface {
  name = 'PinThrottle1765390000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "staff_pin" DROP COLUMN "failedAttempts", DROP COLUMN "lockedUntil"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "staff_pin" ADD "failedAttempts" integer NOT NULL DEFAULT 0, ADD "lockedUntil" TIMESTAMP WITH TIME ZONE`,
    );
  }
}
