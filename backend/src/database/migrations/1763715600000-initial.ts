import type { MigrationInterface, QueryRunner } from 'typeorm';

// Generated from the entities with TypeORM's schema builder, then frozen; later changes get new migrations.
export class Initial1763715600000 implements MigrationInterface {
  name = 'Initial1763715600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "division" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "identifier" character varying(100) NOT NULL, "name" character varying(200) NOT NULL, "title" character varying(200) NOT NULL DEFAULT '', "description" text NOT NULL DEFAULT '', "images" jsonb NOT NULL DEFAULT '[]', "isPublic" boolean NOT NULL DEFAULT true, "isEnabled" boolean NOT NULL DEFAULT true, CONSTRAINT "UQ_4ee6d1e7651f90179ce7097bc46" UNIQUE ("identifier"), CONSTRAINT "PK_b6f0d207e38106dbddabab3a078" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "tag" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(100) NOT NULL, "image" jsonb, CONSTRAINT "UQ_6a9775008add570dc3e5a0bab7b" UNIQUE ("name"), CONSTRAINT "PK_8e4052373c579afc1471f526760" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "delivery_area" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "position" integer NOT NULL DEFAULT '0', "area" character varying(200) NOT NULL, "price" numeric(10,2) NOT NULL DEFAULT '0', "tax" numeric(5,2) NOT NULL DEFAULT '20', "free" boolean NOT NULL DEFAULT false, "minimumOrderValue" numeric(10,2) NOT NULL DEFAULT '0', "freeFromOrderValue" numeric(10,2), "branchId" uuid NOT NULL, CONSTRAINT "PK_7efaf7219fcb197867106477484" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "branch" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "identifier" character varying(100) NOT NULL, "name" character varying(200) NOT NULL, "street" character varying(200) NOT NULL DEFAULT '', "zipCode" character varying(20) NOT NULL DEFAULT '', "city" character varying(100) NOT NULL DEFAULT '', "phone" character varying(50) NOT NULL DEFAULT '', "email" character varying(180) NOT NULL DEFAULT '', "longitude" numeric(10,7), "latitude" numeric(10,7), "keywords" text NOT NULL DEFAULT '', "images" jsonb NOT NULL DEFAULT '[]', "logo" jsonb, "description" text NOT NULL DEFAULT '', "isPublic" boolean NOT NULL DEFAULT true, "isEnabled" boolean NOT NULL DEFAULT true, "isTakeawayEnabled" boolean NOT NULL DEFAULT true, "isDeliveryEnabled" boolean NOT NULL DEFAULT false, "isDineInEnabled" boolean NOT NULL DEFAULT false, "isTableSelectionEnabled" boolean NOT NULL DEFAULT false, "isPreorderEnabled" boolean NOT NULL DEFAULT false, "isAppointmentRequired" boolean NOT NULL DEFAULT false, "isQuotationRequired" boolean NOT NULL DEFAULT false, "openingHours" jsonb NOT NULL DEFAULT '[]', "deliveryHours" jsonb NOT NULL DEFAULT '[]', "isDeliveryHoursEnabled" boolean NOT NULL DEFAULT false, "orderableFrom" character varying(5), "closedMessage" text NOT NULL DEFAULT '', "isDeliveryEmailRequired" boolean NOT NULL DEFAULT false, "isDineInEmailRequired" boolean NOT NULL DEFAULT false, "isTakeawayEmailRequired" boolean NOT NULL DEFAULT false, "isDeliveryPhoneRequired" boolean NOT NULL DEFAULT false, "isDineInPhoneRequired" boolean NOT NULL DEFAULT false, "isTakeawayPhoneRequired" boolean NOT NULL DEFAULT false, "isDeliveryAddressRequired" boolean NOT NULL DEFAULT true, "isDineInAddressRequired" boolean NOT NULL DEFAULT false, "isTakeawayAddressRequired" boolean NOT NULL DEFAULT false, "isCashEnabled" boolean NOT NULL DEFAULT true, "isDatatransEnabled" boolean NOT NULL DEFAULT false, "isATMCardEnabled" boolean NOT NULL DEFAULT false, "isHydroAGVoucherEnabled" boolean NOT NULL DEFAULT false, "isMollieEnabled" boolean NOT NULL DEFAULT false, "apiKeyHash" character varying(64) NOT NULL, "internalNote" text NOT NULL DEFAULT '', "divisionId" uuid, CONSTRAINT "UQ_ba93990a71fc1bccf1d56a0c855" UNIQUE ("identifier"), CONSTRAINT "PK_2e39f426e2faefdaa93c5961976" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "user" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "email" character varying(180) NOT NULL, "name" character varying(120) NOT NULL DEFAULT '', "passwordHash" character varying(255) NOT NULL, "roles" text array NOT NULL DEFAULT '{}', "isEnabled" boolean NOT NULL DEFAULT true, "expiresAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_e12875dfb3b1d92d7d7c5377e22" UNIQUE ("email"), CONSTRAINT "PK_cace4a159ff9f2512dd42373760" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "session" ("id" character varying(64) NOT NULL, "csrfToken" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "userId" uuid NOT NULL, CONSTRAINT "PK_f55da76ac1c3ac420f444d2ff11" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_3d2f174ef04fb312fdebd0ddc5" ON "session"("userId")`);
    await q.query(
      `CREATE TABLE "login_throttle" ("key" character varying(200) NOT NULL, "failures" integer NOT NULL DEFAULT '0', "windowStart" TIMESTAMP WITH TIME ZONE NOT NULL, "lockedUntil" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_14c03bac82292a8310c54cb98d0" PRIMARY KEY ("key"))`,
    );
    await q.query(
      `CREATE TABLE "category" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "position" integer NOT NULL DEFAULT '0', "image" jsonb, "isEnabled" boolean NOT NULL DEFAULT true, "isPublic" boolean NOT NULL DEFAULT true, "isVisibleWhenUnavailable" boolean NOT NULL DEFAULT false, "schedule" jsonb, CONSTRAINT "PK_9c4e4a89e3674fc9f382d733f03" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "donatee" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT '', "image" jsonb, "isEnabled" boolean NOT NULL DEFAULT true, CONSTRAINT "PK_8fc637cc7f896fb7398a11c12ed" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "menu" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "availableFrom" TIMESTAMP WITH TIME ZONE NOT NULL, "catalog" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "PK_35b2a8f47d153ff7a41860cceeb" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "product" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "name" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT '', "type" character varying(20) NOT NULL DEFAULT 'simple', "position" integer NOT NULL DEFAULT '0', "price" numeric(10,2) NOT NULL DEFAULT '0', "pricing" character varying(100) NOT NULL DEFAULT '', "calculationModel" character varying(20) NOT NULL DEFAULT 'fixed', "unit" character varying(20) NOT NULL DEFAULT 'piece', "alternativeUnits" jsonb NOT NULL DEFAULT '[]', "minimumQuantity" numeric(12,3) NOT NULL DEFAULT '1', "maximumQuantity" numeric(12,3), "quantityStepSize" numeric(12,3) NOT NULL DEFAULT '1', "defaultQuantity" numeric(12,3) NOT NULL DEFAULT '1', "defaultUnit" character varying(20), "isPriceHidden" boolean NOT NULL DEFAULT false, "isEnabled" boolean NOT NULL DEFAULT true, "isPublic" boolean NOT NULL DEFAULT true, "isStepByStep" boolean NOT NULL DEFAULT false, "isVisibleWhenUnavailable" boolean NOT NULL DEFAULT false, "schedule" jsonb, "images" jsonb NOT NULL DEFAULT '[]', "allergens" text NOT NULL DEFAULT '', "content" jsonb NOT NULL DEFAULT '{}', "tax" numeric(5,2) NOT NULL DEFAULT '10', "takeawayTax" numeric(5,2) NOT NULL DEFAULT '10', "dineInTax" numeric(5,2) NOT NULL DEFAULT '10', "config" jsonb NOT NULL DEFAULT '{"parts":[]}', "isLeadTimeEnabled" boolean NOT NULL DEFAULT false, "leadTimeType" character varying(10), "leadTimeValue" integer, "internalNote" text NOT NULL DEFAULT '', "categoryId" uuid, CONSTRAINT "PK_bebc9158e480b949565b4dc7a82" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "dining_table" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "identifier" character varying(50) NOT NULL, "name" character varying(100) NOT NULL DEFAULT '', "branchId" uuid NOT NULL, CONSTRAINT "UQ_e22dcaa5abb30556e1b5f282137" UNIQUE ("branchId", "identifier"), CONSTRAINT "PK_9cda64d0a87f52f72a2fd760002" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "shop_config" ("id" integer NOT NULL DEFAULT '1', "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "shopName" character varying(200) NOT NULL DEFAULT '', "title" character varying(200) NOT NULL DEFAULT '', "seoTitle" character varying(200) NOT NULL DEFAULT '', "description" text NOT NULL DEFAULT '', "seoDescription" text NOT NULL DEFAULT '', "businessName" character varying(200) NOT NULL DEFAULT '', "website" character varying(300) NOT NULL DEFAULT '', "currency" character varying(3) NOT NULL DEFAULT 'EUR', "defaultDeliveryMethod" character varying(10) NOT NULL DEFAULT 'takeaway', "timezone" character varying(60) NOT NULL DEFAULT 'Europe/Vienna', "themePrimaryColor" character varying(9) NOT NULL DEFAULT '#000000', "themeSecondaryColor" character varying(9) NOT NULL DEFAULT '#333333', "font" character varying(100) NOT NULL DEFAULT '', "borderRadius" character varying(20) NOT NULL DEFAULT '.25rem', "logo" jsonb, "favicon" jsonb, "mapStyle" character varying(50) NOT NULL DEFAULT 'streets', "labelGridCompactRows" integer NOT NULL DEFAULT '12', "labelGridCompactColumns" integer NOT NULL DEFAULT '4', "labelGridDetailRows" integer NOT NULL DEFAULT '5', "labelGridDetailColumns" integer NOT NULL DEFAULT '2', "facebookPixelId" character varying(100) NOT NULL DEFAULT '', "googleTagManagerId" character varying(100) NOT NULL DEFAULT '', "overridableViews" jsonb NOT NULL DEFAULT '[]', "mapboxZoom" integer NOT NULL DEFAULT '19', "mapboxPitch" integer NOT NULL DEFAULT '55', "mapboxBearing" integer NOT NULL DEFAULT '-85', "termsAndConditions" character varying(300) NOT NULL DEFAULT '', "termsAndConditionsText" text NOT NULL DEFAULT '', "privacyPolicy" character varying(300) NOT NULL DEFAULT '', "privacyPolicyText" text NOT NULL DEFAULT '', "imprint" character varying(300) NOT NULL DEFAULT '', "imprintText" text NOT NULL DEFAULT '', "allergens" character varying(300) NOT NULL DEFAULT '', "allergensText" text NOT NULL DEFAULT '', "disableTickets" boolean NOT NULL DEFAULT false, "enableCash" boolean NOT NULL DEFAULT true, "enableATMCard" boolean NOT NULL DEFAULT false, "enableHydroAGVoucher" boolean NOT NULL DEFAULT false, "enableMollie" boolean NOT NULL DEFAULT false, "enableDatatrans" boolean NOT NULL DEFAULT false, "enablePluginPWA" boolean NOT NULL DEFAULT false, "enablePluginToolbar" boolean NOT NULL DEFAULT false, "enablePluginHomePage" boolean NOT NULL DEFAULT false, "enablePluginSearch" boolean NOT NULL DEFAULT false, "enablePluginTags" boolean NOT NULL DEFAULT false, "enablePluginMapbox" boolean NOT NULL DEFAULT false, "enablePluginCategoryBar" boolean NOT NULL DEFAULT false, "enablePluginSMS" boolean NOT NULL DEFAULT false, "enablePluginATMCard" boolean NOT NULL DEFAULT false, "enablePluginHydroAGVoucher" boolean NOT NULL DEFAULT false, "enablePluginMollie" boolean NOT NULL DEFAULT false, "enablePluginDatatrans" boolean NOT NULL DEFAULT false, "enablePluginDonations" boolean NOT NULL DEFAULT false, "enablePluginFrontdesk" boolean NOT NULL DEFAULT false, "enablePluginOrderReviews" boolean NOT NULL DEFAULT false, "missedOrderMinutes" integer NOT NULL DEFAULT '10', CONSTRAINT "PK_ba258abf5a55ee6855004b66dfd" PRIMARY KEY ("id"))`,
    );
    await q.query(
      `CREATE TABLE "branch_tags" ("branchId" uuid NOT NULL, "tagId" uuid NOT NULL, CONSTRAINT "PK_8f79d4c83a64d4a46f2a93ff943" PRIMARY KEY ("branchId", "tagId"))`,
    );
    await q.query(`CREATE INDEX "IDX_b8b2eede24c7eb77b0bce5bcad" ON "branch_tags"("branchId")`);
    await q.query(`CREATE INDEX "IDX_55ed09d1e4434fef0a279572d4" ON "branch_tags"("tagId")`);
    await q.query(
      `CREATE TABLE "user_branches" ("userId" uuid NOT NULL, "branchId" uuid NOT NULL, CONSTRAINT "PK_ad3d4d119e012f3b6ab0e0e2180" PRIMARY KEY ("userId", "branchId"))`,
    );
    await q.query(`CREATE INDEX "IDX_730d741ac106176848e5b3c96c" ON "user_branches"("userId")`);
    await q.query(`CREATE INDEX "IDX_d4bfb1375daa4e5e17f3def240" ON "user_branches"("branchId")`);
    await q.query(
      `CREATE TABLE "menu_branches" ("menuId" uuid NOT NULL, "branchId" uuid NOT NULL, CONSTRAINT "PK_c8adf4baa180e320a6d5c2576d1" PRIMARY KEY ("menuId", "branchId"))`,
    );
    await q.query(`CREATE INDEX "IDX_7ba8939b7f521b2a3ff8acf8da" ON "menu_branches"("menuId")`);
    await q.query(`CREATE INDEX "IDX_f0df18179b7a223461deca8514" ON "menu_branches"("branchId")`);
    await q.query(
      `ALTER TABLE "delivery_area" ADD CONSTRAINT "FK_5b5a936b1c88583f2058ea1e443" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "branch" ADD CONSTRAINT "FK_42c1b50c7b3af568697a86bac8e" FOREIGN KEY ("divisionId") REFERENCES "division"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "session" ADD CONSTRAINT "FK_3d2f174ef04fb312fdebd0ddc53" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "product" ADD CONSTRAINT "FK_ff0c0301a95e517153df97f6812" FOREIGN KEY ("categoryId") REFERENCES "category"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "dining_table" ADD CONSTRAINT "FK_7564495a218fcb7a53027a0b01e" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "branch_tags" ADD CONSTRAINT "FK_b8b2eede24c7eb77b0bce5bcad6" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "branch_tags" ADD CONSTRAINT "FK_55ed09d1e4434fef0a279572d4e" FOREIGN KEY ("tagId") REFERENCES "tag"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "user_branches" ADD CONSTRAINT "FK_730d741ac106176848e5b3c96cd" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "user_branches" ADD CONSTRAINT "FK_d4bfb1375daa4e5e17f3def2403" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "menu_branches" ADD CONSTRAINT "FK_7ba8939b7f521b2a3ff8acf8da8" FOREIGN KEY ("menuId") REFERENCES "menu"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "menu_branches" ADD CONSTRAINT "FK_f0df18179b7a223461deca8514c" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE ON UPDATE CASCADE`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "menu_branches" CASCADE`);
    await q.query(`DROP TABLE "user_branches" CASCADE`);
    await q.query(`DROP TABLE "branch_tags" CASCADE`);
    await q.query(`DROP TABLE "shop_config" CASCADE`);
    await q.query(`DROP TABLE "dining_table" CASCADE`);
    await q.query(`DROP TABLE "product" CASCADE`);
    await q.query(`DROP TABLE "menu" CASCADE`);
    await q.query(`DROP TABLE "donatee" CASCADE`);
    await q.query(`DROP TABLE "category" CASCADE`);
    await q.query(`DROP TABLE "login_throttle" CASCADE`);
    await q.query(`DROP TABLE "session" CASCADE`);
    await q.query(`DROP TABLE "user" CASCADE`);
    await q.query(`DROP TABLE "branch" CASCADE`);
    await q.query(`DROP TABLE "delivery_area" CASCADE`);
    await q.query(`DROP TABLE "tag" CASCADE`);
    await q.query(`DROP TABLE "division" CASCADE`);
  }
}
