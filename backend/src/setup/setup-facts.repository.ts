import { enabledPaymentMethods, hasOpeningHours, type SetupFacts } from '@bestell/domain';
import type { EntityManager } from 'typeorm';
import { Branch, BranchRepository } from '../catalog/index.js';
import { ShopConfig, SetupChecksRepository } from '../settings/index.js';

/** Gathers the facts of the setup checklist (issue 37 item 2); the rules are domain setupChecklist. */
export class SetupFactsRepository {
  constructor(private readonly em: EntityManager) {}

  async facts(smsConfigured: boolean): Promise<SetupFacts> {
    const branches = new BranchRepository(this.em);
    const [config] = await this.em.getRepository(ShopConfig).find({ take: 1 });
    const first = await this.em.getRepository(Branch).findOne({ where: {}, order: { createdAt: 'ASC' } });
    const checks = await new SetupChecksRepository(this.em).all();
    return {
      shopNamed: !!(config?.shopName.trim() || config?.businessName.trim()),
      legal: await branches.legalFacts(),
      branch: first
        ? {
            id: first.id,
            hasOpeningHours: hasOpeningHours(first.openingHours),
            productCount: await branches.catalogueProductCount(first.id),
            paymentMethodCount: enabledPaymentMethods(first).length,
          }
        : null,
      testMailSent: !!checks['test-mail']?.succeededAt,
      smsConfigured,
      printerTested: !!checks['printer-test']?.succeededAt,
      // Issue 37 item 4: one test order placed by staff (the partial index IDX_order_test answers it).
      testOrderPlaced: (await this.em.query(`SELECT 1 FROM "order" WHERE "isTest" LIMIT 1`)).length > 0,
    };
  }
}
