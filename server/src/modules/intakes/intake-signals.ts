import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Tells the operator's open queue that its intake changed (docs/decisions/0095-files-from-the-customers-phone.md).
 * Within an instance: an event. Across instances: Redis pub/sub when REDIS_URL is set; without it (or while Redis
 * is away) the events stream reads the intake's version every second, so a change made on another instance shows
 * within a second either way.
 */
export interface IntakeSignals {
  /** Intake `id` changed here. */
  changed(id: string): void;
  /** Calls `listener` when intake `id` changed on any instance reached; returns the unsubscribe. */
  listen(id: string, listener: () => void): () => void;
  /** Whether other instances' changes arrive as signals right now (else the stream also polls). */
  crossInstance(): boolean;
  close(): Promise<void>;
}

const CHANNEL = 'portal-intake-changed';

export function createIntakeSignals(options: { redisUrl: string | undefined; instanceId: string; log: FastifyBaseLogger }): IntakeSignals {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const emit = (id: string) => local.emit(id);
  const listen = (id: string, listener: () => void) => {
    local.on(id, listener);
    return () => void local.off(id, listener);
  };
  if (!options.redisUrl) {
    return { changed: emit, listen, crossInstance: () => false, close: async () => {} };
  }
  const settings = { connectTimeout: 2_000, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true } as const;
  const publisher = new Redis(options.redisUrl, settings);
  const subscriber = new Redis(options.redisUrl, settings);
  let subscribed = false;
  publisher.on('error', () => {});
  subscriber.on('error', (err: Error) => {
    if (subscribed) options.log.warn({ store: 'redis', err: err.message }, 'intake signals (Redis) unreachable: queues poll every second');
    subscribed = false;
  });
  subscriber.on('ready', () => {
    subscriber
      .subscribe(CHANNEL)
      .then(() => {
        subscribed = true;
      })
      .catch(() => {});
  });
  subscriber.on('message', (_channel: string, message: string) => {
    const [from, id] = message.split(' ');
    if (from !== options.instanceId && id) emit(id);
  });
  void subscriber.connect().catch(() => {});
  void publisher.connect().catch(() => {});
  return {
    changed(id) {
      emit(id);
      if (publisher.status === 'ready') publisher.publish(CHANNEL, `${options.instanceId} ${id}`).catch(() => {});
    },
    listen,
    crossInstance: () => subscribed && publisher.status === 'ready',
    async close() {
      subscribed = false;
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
