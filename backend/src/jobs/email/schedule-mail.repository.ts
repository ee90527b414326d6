import type { EntityManager } from 'typeorm';

/** What a shift-plan notice needs: the person, their published shifts of the window, the shop. */
export interface ScheduleNotice {
  person: { id: string; name: string; email: string; phone: string | null };
  branchName: string;
  shopName: string;
  shifts: { start: Date; end: Date; breakMinutes: number; note: string; department: string | null }[];
}

/** The data of a 'schedule-published' job (staff: POST /api/working-schedules/publish). */
export interface ScheduleNoticeIds {
  userId: string;
  branchId: string;
  departmentId: string | null;
  from: string;
  to: string;
}

/**
 * Reads a shift-plan notice by SQL (the staff tables belong to staff/, which sits above jobs). The
 * shifts are read when the job runs, so a notice shows the plan as published, not as queued.
 */
export class ScheduleMailRepository {
  constructor(private readonly em: EntityManager) {}

  async load(ids: ScheduleNoticeIds): Promise<ScheduleNotice | null> {
    const [person] = (await this.em.query(
      `SELECT u."id", u."name", u."email", p."phone",
              (SELECT b."name" FROM "branch" b WHERE b."id" = $2) AS "branchName",
              (SELECT COALESCE(NULLIF(c."shopName", ''), c."businessName", '') FROM "shop_config" c WHERE c."id" = 1) AS "shopName"
         FROM "user" u LEFT JOIN "staff_pin" p ON p."userId" = u."id"
        WHERE u."id" = $1`,
      [ids.userId, ids.branchId],
    )) as {
      id: string;
      name: string;
      email: string;
      phone: string | null;
      branchName: string | null;
      shopName: string | null;
    }[];
    if (!person) return null;
    const shifts = (await this.em.query(
      `SELECT s."start", s."end", s."breakMinutes", s."note", d."name" AS "department"
         FROM "working_schedule" s LEFT JOIN "department" d ON d."id" = s."departmentId"
        WHERE s."userId" = $1 AND s."branchId" = $2 AND s."isPublished"
          AND ($3::uuid IS NULL OR s."departmentId" = $3) AND s."start" < $5 AND s."end" > $4
        ORDER BY s."start"`,
      [ids.userId, ids.branchId, ids.departmentId, ids.from, ids.to],
    )) as ScheduleNotice['shifts'];
    const { branchName, shopName, ...rest } = person;
    return { person: rest, branchName: branchName ?? '', shopName: shopName ?? '', shifts };
  }
}
