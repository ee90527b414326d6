import { In, type EntityManager } from 'typeorm';
import { Order } from '../orders/index.js';

/** The branch as the print, e-mail and SMS jobs see it. */
export interface JobBranch {
  id: string;
  name: string;
  identifier: string;
  street: string;
  zipCode: string;
  city: string;
  phone: string;
  email: string;
  printerAddress: string | null;
  /** Address of the branch's oldest printer device that has one (issue 6); preferred to printerAddress. */
  printerDeviceAddress: string | null;
}

/** What a job reads: orders by id and their branches, bound to the caller's EntityManager. */
export class JobOrderRepository {
  constructor(private readonly em: EntityManager) {}

  /** Callers pass valid uuids only. */
  async orders(ids: readonly string[]): Promise<Order[]> {
    if (ids.length === 0) return [];
    return this.em.getRepository(Order).findBy({ id: In([...ids]) });
  }

  /**
   * One plain query for the branches (with the printerAddress column, which the entity does not map, and
   * the address of the branch's printer device: the oldest one with an address, so the choice is stable).
   */
  async branches(ids: readonly string[]): Promise<JobBranch[]> {
    return (await this.em.query(
      `SELECT b."id", b."name", b."identifier", b."street", b."zipCode", b."city", b."phone", b."email",
              b."printerAddress", p."address" AS "printerDeviceAddress"
         FROM "branch" b
         LEFT JOIN LATERAL (
           SELECT d."address" FROM "device" d
            WHERE d."branchId" = b."id" AND d."type" = 'printer' AND d."address" IS NOT NULL
            ORDER BY d."createdAt", d."id" LIMIT 1
         ) p ON true
        WHERE b."id" = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    )) as JobBranch[];
  }
}
