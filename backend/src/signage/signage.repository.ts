import { Injectable } from '@nestjs/common';
import type { MenuBoardData, MenuBoardZone, PlayerHeartbeat } from '@bestell/domain';
import { Branch, Product } from '../catalog/index.js';
import { TransactionalConnection } from '../database/index.js';
import { ImageTemplate } from '../media/index.js';
import { menuBoardData } from './menu-board.js';
import { Scene } from './signage.entities.js';

/**
 * The TVs' SQL (online state, heartbeats, the menu-board change fan-out) and the lookups the player's
 * public endpoints need. Every method runs in the caller's transaction when there is one.
 */
@Injectable()
export class SignageRepository {
  constructor(private readonly db: TransactionalConnection) {}

  /** Adds the signage side to a bare 'signage' device; a no-op for other types or an existing row. */
  async ensureScreen(id: string): Promise<void> {
    await this.db.manager().query(
      `INSERT INTO "signage_screen" ("id", "paired")
       SELECT d."id", true FROM "device" d WHERE d."id" = $1 AND d."type" = 'signage'
       ON CONFLICT ("id") DO NOTHING`,
      [id],
    );
  }

  /** Every TV with its branch (the menu-board fan-out after a catalogue change). */
  screensWithBranch(): Promise<{ id: string; branchId: string }[]> {
    return this.db
      .manager()
      .query(`SELECT s."id", d."branchId" FROM "signage_screen" s JOIN "device" d ON d."id" = s."id"`);
  }

  /** Stores a heartbeat; true when online state, version or current item changed (worth a push). */
  async heartbeat(id: string, beat: PlayerHeartbeat): Promise<boolean> {
    const [rows] = (await this.db.manager().query(
      `UPDATE "signage_screen" s SET "online" = true, "lastHeartbeatAt" = now(), "contentVersion" = $2,
              "currentItem" = $3::jsonb, "uptimeSeconds" = $4, "playerVersion" = $5, "updatedAt" = now()
         FROM (SELECT "online" AS "was", "contentVersion" AS "oldVersion", "currentItem" AS "oldItem"
                 FROM "signage_screen" WHERE "id" = $1 FOR UPDATE) o
        WHERE s."id" = $1
        RETURNING (NOT o."was" OR o."oldVersion" IS DISTINCT FROM $2
                   OR o."oldItem" IS DISTINCT FROM $3::jsonb) AS "changed"`,
      [
        id,
        beat.version,
        beat.currentItem ? JSON.stringify(beat.currentItem) : null,
        Math.round(beat.uptimeSeconds),
        beat.playerVersion ?? null,
      ],
    )) as [{ changed: boolean }[], number];
    return rows[0]?.changed === true;
  }

  /** Sets the online flag; true when it changed. Going online also counts as a heartbeat. */
  async setOnline(id: string, online: boolean): Promise<boolean> {
    const em = this.db.manager();
    const [rows] = (await em.query(
      `UPDATE "signage_screen" SET "online" = $2, "updatedAt" = now()
              ${online ? `, "lastHeartbeatAt" = now()` : ''}
        WHERE "id" = $1 AND "online" <> $2 RETURNING "id"`,
      [id, online],
    )) as [unknown[], number];
    if (online && rows.length === 0) {
      await em.query(`UPDATE "signage_screen" SET "lastHeartbeatAt" = now() WHERE "id" = $1`, [id]);
    }
    return rows.length > 0;
  }

  /** Connected sockets count as a heartbeat. */
  async touch(ids: string[]): Promise<void> {
    await this.db
      .manager()
      .query(`UPDATE "signage_screen" SET "lastHeartbeatAt" = now() WHERE "id" = ANY($1::uuid[])`, [ids]);
  }

  /** Turns TVs without a heartbeat for `seconds` offline; the ids that changed. */
  async markStale(seconds: number): Promise<string[]> {
    const [stale] = (await this.db.manager().query(
      `UPDATE "signage_screen" SET "online" = false, "updatedAt" = now()
        WHERE "online" AND ("lastHeartbeatAt" IS NULL OR "lastHeartbeatAt" < now() - make_interval(secs => $1))
        RETURNING "id"`,
      [seconds],
    )) as [{ id: string }[], number];
    return stale.map((r) => r.id);
  }

  /** The shop's currency (shop_config), EUR when none is stored. */
  async shopCurrency(): Promise<string> {
    const rows: { currency: string | null }[] = await this.db
      .manager()
      .query(`SELECT c."currency" FROM "shop_config" c ORDER BY c."id" LIMIT 1`);
    return rows[0]?.currency ?? 'EUR';
  }

  /** A menu board's data (see `menuBoardData`) read through the current transaction's manager. */
  menuBoard(
    branchId: string,
    zone: Pick<MenuBoardZone, 'categories' | 'products' | 'soldOut' | 'showImages'>,
    currency: string,
  ): Promise<MenuBoardData> {
    return menuBoardData(this.db.manager(), branchId, zone, currency);
  }

  branchExists(id: string): Promise<boolean> {
    return this.db.manager().getRepository(Branch).existsBy({ id });
  }

  scene(id: string): Promise<Scene | null> {
    return this.db.manager().getRepository(Scene).findOneBy({ id });
  }

  imageTemplate(id: string): Promise<ImageTemplate | null> {
    return this.db.manager().getRepository(ImageTemplate).findOneBy({ id });
  }

  product(id: string): Promise<Product | null> {
    return this.db.manager().getRepository(Product).findOneBy({ id });
  }
}
