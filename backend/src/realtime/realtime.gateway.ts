import type { Server as HttpServer } from 'node:http';
import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { type ClientToServerEvents, REALTIME_EVENTS, type ServerToClientEvents } from '@bestell/domain';
import { QUIET_REDIS, redisOutage } from '../common/index.js';
import { ClientIp } from '../limits/index.js';
import { APP_CONFIG, type AppConfig } from '../config/index.js';
import { HandshakeLimiter, originAllowed } from './handshake-limiter.js';
import { REALTIME_TEXTS } from './messages.js';
import { type Revocation, RealtimeRevocations } from '../auth/index.js';
import { ROOMS } from './rooms.js';
import { SocketAuthenticator, type SocketIdentity } from './socket-auth.js';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, object, { identity: SocketIdentity }>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, { identity: SocketIdentity }>;
type ConnectListener = (socket: RealtimeSocket) => void;

/** Missed events are replayed to a socket that comes back within this window (connection state recovery). */
const RECOVERY_WINDOW_MS = 2 * 60_000;

/**
 * Socket.IO server on the app's HTTP server (path /socket.io). The handshake's credentials decide the
 * rooms (SocketAuthenticator); a client can never name a room. With REDIS_URL the Redis streams
 * adapter carries every room emit and disconnect to all instances and keeps the sessions for
 * connection state recovery; without, everything stays in this process.
 */
@Injectable()
export class RealtimeGateway implements OnModuleInit, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('RealtimeGateway');
  private server: RealtimeServer | null = null;
  private redis: Redis | null = null;
  private readonly connectListeners = new Set<ConnectListener>();
  private readonly limiter: HandshakeLimiter;
  /** Set on shutdown: new handshakes are refused, so disconnected clients reconnect elsewhere or later. */
  private closing = false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly authenticator: SocketAuthenticator,
    revocations: RealtimeRevocations,
    private readonly clientIp: ClientIp,
  ) {
    this.limiter = new HandshakeLimiter(config.realtime.handshakesPerMinute);
    revocations.onRevoked((r) => this.revoke(r));
  }

  get io(): RealtimeServer {
    if (!this.server) throw new Error(REALTIME_TEXTS.unavailable);
    return this.server;
  }

  /**
   * True when an emit reaches every instance now. With Redis down an emit would only reach local
   * sockets, so publishers throw instead and the outbox retries the row later.
   */
  get ready(): boolean {
    return this.server !== null && (this.redis === null || this.redis.status === 'ready');
  }

  /** Called for every admitted socket (devices re-send pending commands). */
  onConnect(listener: ConnectListener): void {
    this.connectListeners.add(listener);
  }

  /** Attached before the outbox relay starts (application bootstrap), so its first rows find it ready. */
  onModuleInit(): void {
    const http = this.adapterHost.httpAdapter.getHttpServer() as HttpServer;
    const { publicUrl, realtime } = this.config;
    const io: RealtimeServer = new Server(http, {
      serveClient: false,
      // WEB_CONCURRENCY > 1: node:cluster hands each TCP connection to any process, so the HTTP requests
      // of one long-polling session would land on processes that do not know its sid. Only WebSocket
      // (one connection, one process) works there; clients without it fall back to the REST polling.
      transports: this.config.webConcurrency > 1 ? ['websocket'] : ['polling', 'websocket'],
      // Recovery re-runs the middleware, so a socket whose credentials were revoked is not restored.
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
      allowRequest: (req, callback) => {
        if (this.closing) return callback(REALTIME_TEXTS.unavailable, false);
        const origin = req.headers.origin;
        if (!originAllowed(origin, req.headers.host, publicUrl, realtime.allowedOrigins)) {
          return callback(REALTIME_TEXTS.originRefused, false);
        }
        // Only new handshakes count: polling requests of an open session carry its sid.
        const isHandshake = !new URL(req.url ?? '/', 'http://x').searchParams.has('sid');
        if (isHandshake && !this.limiter.take(this.clientIp.key(req))) {
          return callback(REALTIME_TEXTS.tooManyAttempts, false);
        }
        callback(null, true);
      },
    });
    if (this.config.redis.mode === 'redis') {
      // Own connection with the offline queue on: an emit racing a Redis outage is queued and sent on
      // reconnect instead of being dropped (the adapter swallows publish errors). Auto-pipelined: the
      // relay publishes a batch of orders at once, and their XADDs go out in one write (issue 17).
      this.redis = new Redis(this.config.redis.url, {
        ...QUIET_REDIS,
        maxRetriesPerRequest: 20,
        enableAutoPipelining: true,
      });
      redisOutage.watch(this.redis, this.config.redis.url);
      const stream = realtime.redisStream;
      io.adapter(
        createAdapter(this.redis, {
          streamName: stream,
          channelPrefix: stream,
          sessionKeyPrefix: `${stream}:session:`,
          blockTimeInMs: 2000,
          // Every event is a JSON view (no Buffers): skip the adapter's walk of each payload looking for
          // binary before JSON.stringify (issue 17: a staff order view per push). Decoding is unchanged.
          onlyPlaintext: true,
        }),
      );
    }
    io.use((socket, next) => {
      this.authenticator
        .identify({ auth: socket.handshake.auth, headers: socket.handshake.headers })
        .then((identity) => {
          if (!identity) return next(new Error(REALTIME_TEXTS.invalidCredentials));
          socket.data.identity = identity;
          next();
        })
        .catch((err: unknown) => {
          this.logger.warn({ err }, 'socket authentication failed');
          next(new Error(REALTIME_TEXTS.unavailable));
        });
    });
    io.on('connection', (socket) => {
      // A recovered socket gets its old rooms back from the session; join the current ones in any case.
      void socket.join(socket.data.identity.rooms);
      for (const listener of this.connectListeners) listener(socket);
    });
    this.server = io;
  }

  /** Disconnects the sockets admitted with revoked credentials, on every instance (through the adapter). */
  private revoke(revocation: Revocation): void {
    if (!this.server) return;
    const room =
      revocation.kind === 'branch-api-key' ? ROOMS.frontdesk(revocation.branchId) : ROOMS.session(revocation.sessionId);
    this.server.to(room).emit(REALTIME_EVENTS.error, { message: REALTIME_TEXTS.credentialsRevoked });
    this.server.in(room).disconnectSockets(true);
  }

  /**
   * Before the HTTP server closes (Nest closes it after this hook and waits for every connection): the
   * connections of this process are closed at the transport ('forced close', not a server-side
   * disconnect, which clients would not retry), so frontdesks, status pages and TVs reconnect to another
   * instance or after the restart, and re-fetch over REST unless the session was recovered. Open
   * WebSockets used to keep the server, and so the process, from ever closing.
   */
  beforeApplicationShutdown(): void {
    this.closing = true;
    this.server?.engine.close();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    const io = this.server;
    this.server = null;
    if (io) {
      io.local.disconnectSockets(true);
      io.engine.close();
      // Closes the adapter (stops the stream reader); the HTTP server is Nest's to close.
      await Promise.all([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    }
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
