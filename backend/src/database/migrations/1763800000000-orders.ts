import type { MigrationInterface, QueryRunner } from 'typeorm';

// Orders, their history, the transactional outbox, idempotency keys and ticket counters (issue 4).
// Written by hand to mirror backend/src/orders/**/*.entity.ts.
export class Orders1763800000000 implements MigrationInterface {
  name = 'Orders1763800000000';

  async up(q: QueryRunner): Promise<void> {
    const text = (name: string, length: number, def = "''") =>
      `"${name}" character varying(${length}) NOT NULL DEFAULT ${def}`;
    const flag = (name: string) => `"${name}" boolean NOT NULL DEFAULT false`;
    await q.query(
      `CREATE TABLE "order" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "uid" character varying(32) NOT NULL,
        "hash" character varying(64) NOT NULL,
        "branchId" uuid NOT NULL,
        "ticketNumber" integer NOT NULL,
        "ticketDay" date NOT NULL,
        ${flag('isCompany')},
        ${text('companyName', 200)}, ${text('firstName', 100)}, ${text('lastName', 100)}, ${text('company', 200)},
        ${text('phone', 50)}, ${text('email', 180)}, ${text('vatNumber', 50)},
        ${text('street', 200)}, ${text('floor', 20)}, ${text('stairway', 20)}, ${text('door', 20)},
        ${text('zipCode', 20)}, ${text('city', 100)}, ${text('country', 2, "'AT'")},
        ${flag('isDeliveryAddressDifferent')}, ${flag('isDeliveryCompany')},
        ${text('deliveryCompanyName', 200)}, ${text('deliveryFirstName', 100)}, ${text('deliveryLastName', 100)},
        ${text('deliveryStreet', 200)}, ${text('deliveryFloor', 20)}, ${text('deliveryStairway', 20)},
        ${text('deliveryDoor', 20)}, ${text('deliveryZipCode', 20)}, ${text('deliveryCity', 100)},
        ${text('deliveryCountry', 2, "'AT'")},
        "deliveryArea" character varying(200),
        "deliveryAreaSnapshot" jsonb,
        "comment" text NOT NULL DEFAULT '',
        "appointmentDate" TIMESTAMP WITH TIME ZONE,
        "paymentMethod" character varying(30) NOT NULL,
        ${flag('legalInstructions')}, ${flag('privacyPolicy')},
        "tableId" uuid,
        "tableIdentifier" character varying(50),
        "donateeId" uuid,
        ${text('notificationType', 10, "'sms'")},
        ${flag('isDelivery')}, ${flag('isDineIn')}, ${flag('isPreorder')}, ${flag('isQuotation')},
        ${flag('isConfirmed')}, ${flag('isRejected')}, ${flag('isCompleted')}, ${flag('isCanceled')},
        ${flag('isFailed')}, ${flag('isInDelivery')}, ${flag('isDelivered')}, ${flag('isPaid')}, ${flag('isRefunded')},
        "rejectionMessage" text,
        "counterAppointment" TIMESTAMP WITH TIME ZONE,
        "questionnaireRating" smallint,
        "questionnaireFoodRating" smallint,
        "questionnaireServiceRating" smallint,
        "questionnaireProcessRating" smallint,
        "questionnaireComment" text,
        "questionnaireAt" TIMESTAMP WITH TIME ZONE,
        ${text('paymentStatus', 30, "'open'")},
        "paymentReference" character varying(200),
        "gross" numeric(10,2) NOT NULL,
        "totalNet" numeric(12,4) NOT NULL,
        "totalGross" numeric(10,2) NOT NULL,
        "deliveryGross" numeric(10,2) NOT NULL,
        "taxes" jsonb NOT NULL DEFAULT '{}',
        ${flag('isApproximate')}, ${flag('hasHiddenPrices')},
        "items" jsonb NOT NULL DEFAULT '[]',
        "version" integer NOT NULL DEFAULT '1',
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_order" PRIMARY KEY ("id"),
        CONSTRAINT "FK_order_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
      )`,
    );
    await q.query(`CREATE UNIQUE INDEX "UQ_order_uid" ON "order" ("uid")`);
    await q.query(`CREATE INDEX "IDX_order_branch_created" ON "order" ("branchId", "createdAt")`);

    await q.query(
      `CREATE TABLE "order_history" (
        "id" BIGSERIAL NOT NULL,
        "orderId" uuid NOT NULL,
        "version" integer NOT NULL,
        "action" character varying(40) NOT NULL,
        "actor" character varying(80) NOT NULL,
        "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "data" jsonb NOT NULL DEFAULT '{}',
        CONSTRAINT "PK_order_history" PRIMARY KEY ("id"),
        CONSTRAINT "FK_order_history_order" FOREIGN KEY ("orderId") REFERENCES "order"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`,
    );
    await q.query(`CREATE INDEX "IDX_order_history_order" ON "order_history" ("orderId", "version")`);

    await q.query(
      `CREATE TABLE "outbox" (
        "id" BIGSERIAL NOT NULL,
        "topic" character varying(40) NOT NULL,
        "orderId" uuid,
        "payload" jsonb NOT NULL DEFAULT '{}',
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "availableAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "attempts" integer NOT NULL DEFAULT '0',
        "lastError" text,
        "sentAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_outbox" PRIMARY KEY ("id")
      )`,
    );
    await q.query(`CREATE INDEX "IDX_outbox_pending" ON "outbox" ("availableAt") WHERE "sentAt" IS NULL`);

    await q.query(
      `CREATE TABLE "idempotency_key" (
        "key" character varying(200) NOT NULL,
        "scope" character varying(100) NOT NULL,
        "requestHash" character(64) NOT NULL,
        "state" character varying(10) NOT NULL,
        "responseStatus" integer,
        "responseBody" jsonb,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_idempotency_key" PRIMARY KEY ("key", "scope")
      )`,
    );
    await q.query(`CREATE INDEX "IDX_idempotency_key_created" ON "idempotency_key" ("createdAt")`);

    await q.query(
      `CREATE TABLE "ticket_counter" (
        "branchId" uuid NOT NULL,
        "day" date NOT NULL,
        "last" integer NOT NULL,
        CONSTRAINT "PK_ticket_counter" PRIMARY KEY ("branchId", "day"),
        CONSTRAINT "FK_ticket_counter_branch" FOREIGN KEY ("branchId") REFERENCES "branch"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "ticket_counter"`);
    await q.query(`DROP TABLE "idempotency_key"`);
    await q.query(`DROP TABLE "outbox"`);
    await q.query(`DROP TABLE "order_history"`);
    await q.query(`DROP TABLE "order"`);
  }
}
