import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  PARTNER_TEXTS,
  WEBHOOK_EVENTS,
  type WebhookDeliveryView,
  type WebhookEndpointView,
  type WebhookEvent,
  webhookUrlProblem,
} from '@bestell/domain';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { ApiError, isUuid, parseInput } from '../common/index.js';
import { ExternalUser, WebhookDelivery, WebhookEndpoint } from './partners.entities.js';

const events = z.array(z.enum(WEBHOOK_EVENTS)).min(1, PARTNER_TEXTS.eventsRequired).max(WEBHOOK_EVENTS.length);
export const endpointCreateSchema = z.strictObject({ url: z.string().trim().max(2000), events });
export const endpointUpdateSchema = z.strictObject({
  url: z.string().trim().max(2000).optional(),
  events: events.optional(),
  /** true re-enables a disabled endpoint (its failure count starts again at 0). */
  enabled: z.boolean().optional(),
});
export const deliveriesQuery = z.object({
  state: z.enum(['pending', 'delivered', 'failed', 'skipped']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const endpointView = (e: WebhookEndpoint): WebhookEndpointView => ({
  id: e.id,
  externalUser: { id: e.externalUser.id },
  url: e.url,
  events: e.events,
  isEnabled: e.isEnabled,
  consecutiveFailures: e.consecutiveFailures,
  disabledAt: e.disabledAt?.toISOString() ?? null,
  createdAt: e.createdAt.toISOString(),
});

const iso = (d: Date | null) => d?.toISOString() ?? null;
const deliveryView = (d: WebhookDelivery): WebhookDeliveryView => ({
  id: String(d.id),
  eventId: d.eventId,
  event: d.event,
  orderId: d.orderId,
  state: d.state,
  attempts: d.attempts,
  lastStatus: d.lastStatus,
  lastResponse: d.lastResponse,
  lastError: d.lastError,
  lastAttemptAt: iso(d.lastAttemptAt),
  deliveredAt: iso(d.deliveredAt),
  createdAt: d.createdAt.toISOString(),
});

/**
 * Webhook endpoints of an external user, for the back office (admins) and the partner itself; the
 * owner id limits every lookup, so a partner never sees or changes another's endpoint (404 instead).
 */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly ds: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private checkUrl(url: string): void {
    const problem = webhookUrlProblem(url, this.config.webhooks);
    if (problem) throw ApiError.validation([{ message: problem, field: 'url' }]);
  }

  private async find(ownerId: string, id: string): Promise<WebhookEndpoint> {
    if (!isUuid(id)) throw ApiError.notFound();
    const endpoint = await this.ds
      .getRepository(WebhookEndpoint)
      .findOne({ where: { id, externalUser: { id: ownerId } }, relations: { externalUser: true } });
    if (!endpoint) throw ApiError.notFound();
    return endpoint;
  }

  /** The owner of an endpoint (admins address endpoints by their id alone). */
  async ownerOf(id: string): Promise<string> {
    if (!isUuid(id)) throw ApiError.notFound();
    const endpoint = await this.ds
      .getRepository(WebhookEndpoint)
      .findOne({ where: { id }, relations: { externalUser: true } });
    if (!endpoint) throw ApiError.notFound();
    return endpoint.externalUser.id;
  }

  async assertUser(ownerId: string): Promise<void> {
    if (!isUuid(ownerId) || !(await this.ds.getRepository(ExternalUser).existsBy({ id: ownerId })))
      throw ApiError.notFound();
  }

  async list(ownerId: string): Promise<WebhookEndpointView[]> {
    const rows = await this.ds.getRepository(WebhookEndpoint).find({
      where: { externalUser: { id: ownerId } },
      relations: { externalUser: true },
      order: { createdAt: 'ASC' },
    });
    return rows.map(endpointView);
  }

  /** Creates an endpoint; the response carries its signing secret, the only time it is shown. */
  async create(ownerId: string, body: unknown): Promise<WebhookEndpointView & { secret: string }> {
    const input = parseInput(endpointCreateSchema, body);
    this.checkUrl(input.url);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const repo = this.ds.getRepository(WebhookEndpoint);
    const saved = await repo.save(
      repo.create({ externalUser: { id: ownerId }, url: input.url, events: dedupe(input.events), secret }),
    );
    return { ...(await this.get(ownerId, saved.id)), secret };
  }

  async get(ownerId: string, id: string): Promise<WebhookEndpointView> {
    return endpointView(await this.find(ownerId, id));
  }

  async update(ownerId: string, id: string, body: unknown): Promise<WebhookEndpointView> {
    const input = parseInput(endpointUpdateSchema, body);
    const endpoint = await this.find(ownerId, id);
    if (input.url !== undefined) {
      this.checkUrl(input.url);
      endpoint.url = input.url;
    }
    if (input.events !== undefined) endpoint.events = dedupe(input.events);
    if (input.enabled === true && !endpoint.isEnabled) {
      endpoint.isEnabled = true;
      endpoint.consecutiveFailures = 0;
      endpoint.disabledAt = null;
    } else if (input.enabled === false && endpoint.isEnabled) {
      endpoint.isEnabled = false;
      endpoint.disabledAt = new Date();
    }
    await this.ds.getRepository(WebhookEndpoint).save(endpoint);
    return this.get(ownerId, id);
  }

  async remove(ownerId: string, id: string): Promise<null> {
    const endpoint = await this.find(ownerId, id);
    await this.ds.getRepository(WebhookEndpoint).delete({ id: endpoint.id });
    return null;
  }

  /** The delivery log of an endpoint, newest first. */
  async deliveries(
    ownerId: string,
    id: string,
    query: unknown,
  ): Promise<{ items: WebhookDeliveryView[]; total: number }> {
    const endpoint = await this.find(ownerId, id);
    const q = parseInput(deliveriesQuery, query);
    const [rows, total] = await this.ds.getRepository(WebhookDelivery).findAndCount({
      where: { endpoint: { id: endpoint.id }, ...(q.state ? { state: q.state } : {}) },
      order: { id: 'DESC' },
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    });
    return { items: rows.map(deliveryView), total };
  }
}

const dedupe = (list: WebhookEvent[]): WebhookEvent[] => WEBHOOK_EVENTS.filter((e) => list.includes(e));
