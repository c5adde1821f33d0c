import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config/env';
import { HeldPrints, type HeldPrint } from './held-prints';

/** Where prints are held for desktop printing: this instance's memory, or Redis shared by every instance. */
export interface HeldPrintStore {
  /** Holds the print (every print: docs/decisions/0057); its owner's own oldest go first beyond their share (a quarter of the budget). */
  hold(uid: string, pdf: Uint8Array, filename: string): Promise<HeldPrint>;
  /** The print, if `uid` made it and it has not expired; undefined otherwise, and when it cannot be read. */
  find(uid: string, id: string): Promise<HeldPrint | undefined>;
}

/** The memory store behind the HeldPrintStore interface (no REDIS_URL: one instance, as before). */
function memoryHeldPrints(held: HeldPrints): HeldPrintStore {
  return { hold: async (uid, pdf, filename) => held.hold(uid, pdf, filename), find: async (uid, id) => held.find(uid, id) };
}

const KEY_PREFIX = 'portal-held:';

/**
 * Holds one print, atomically (every print: docs/decisions/0057): drops index
 * entries already expired; drops this user's own oldest prints until the new one fits their share,
 * then everyone's oldest until it fits the byte budget (the newest always stays); then stores it with
 * its TTL. Its index score is its expiry, or 1 ms after the newest entry's when that is not earlier
 * (prints held in the same millisecond keep their order).
 * The index of all prints holds `<id>:<bytes>:<uid>`, a user's index `<id>:<bytes>`.
 * KEYS[1] the index, KEYS[2] the print's key, KEYS[3] the user's index; ARGV: now, expiresAt,
 * maxBytes, id, bytes, ttlMs, value, key prefix, maxBytesPerUser, uid.
 */
const HOLD_SCRIPT = `
local index, userIndex, prefix, uid = KEYS[1], KEYS[3], ARGV[8], ARGV[10]
local bytes = tonumber(ARGV[5])
redis.call('ZREMRANGEBYSCORE', index, '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', userIndex, '-inf', ARGV[1])
local mine = redis.call('ZRANGE', userIndex, 0, -1)
local userTotal = bytes
for _, entry in ipairs(mine) do userTotal = userTotal + tonumber(string.match(entry, ':(%d+)$')) end
local i = 1
while userTotal > tonumber(ARGV[9]) and i <= #mine do
  local id, size = string.match(mine[i], '^([^:]+):(%d+)$')
  redis.call('DEL', prefix .. id)
  redis.call('ZREM', userIndex, mine[i])
  redis.call('ZREM', index, mine[i] .. ':' .. uid)
  userTotal = userTotal - tonumber(size)
  i = i + 1
end
local entries = redis.call('ZRANGE', index, 0, -1)
local total = bytes
for _, entry in ipairs(entries) do total = total + tonumber(string.match(entry, '^[^:]+:(%d+):')) end
i = 1
while total > tonumber(ARGV[3]) and i <= #entries do
  local id, size, owner = string.match(entries[i], '^([^:]+):(%d+):(.*)$')
  redis.call('DEL', prefix .. id)
  redis.call('ZREM', index, entries[i])
  redis.call('ZREM', prefix .. 'user:' .. owner, id .. ':' .. size)
  total = total - tonumber(size)
  i = i + 1
end
-- Scored after every print held before it, even one held in the same millisecond: oldest first stays true.
local score = tonumber(ARGV[2])
local last = redis.call('ZRANGE', index, -1, -1, 'WITHSCORES')
if last[2] and tonumber(last[2]) >= score then score = tonumber(last[2]) + 1 end
redis.call('SET', KEYS[2], ARGV[7], 'PX', ARGV[6])
redis.call('ZADD', index, score, ARGV[4] .. ':' .. ARGV[5] .. ':' .. uid)
redis.call('ZADD', userIndex, score, ARGV[4] .. ':' .. ARGV[5])
redis.call('PEXPIRE', index, ARGV[6])
redis.call('PEXPIRE', userIndex, ARGV[6])
return total
`;

/** A held print as stored: a 4-byte length, the JSON of {uid, filename, expiresAt}, then the PDF. */
function encode(held: HeldPrint): Buffer {
  const header = Buffer.from(JSON.stringify({ uid: held.uid, filename: held.filename, expiresAt: held.expiresAt }));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.byteLength);
  return Buffer.concat([length, header, held.pdf]);
}

function decode(id: string, value: Buffer): HeldPrint | undefined {
  if (value.byteLength < 4) return undefined;
  const headerLength = value.readUInt32BE(0);
  const header = JSON.parse(value.subarray(4, 4 + headerLength).toString()) as { uid: string; filename: string; expiresAt: number };
  return { id, uid: header.uid, filename: header.filename, expiresAt: header.expiresAt, pdf: new Uint8Array(value.subarray(4 + headerLength)) };
}

export interface SharedHeldPrintsOptions {
  ttlMs: number;
  /** Bytes held in Redis in all, by every instance together; the oldest prints go first beyond it. */
  maxBytes: number;
  /** Bytes one user's prints may hold in Redis, by every instance together (default a quarter of `maxBytes`). */
  maxBytesPerUser?: number;
  log: FastifyBaseLogger;
  /** While Redis cannot store a print, it is held here instead (this instance only). */
  fallback: HeldPrints;
  /** Prefix of every key (default `portal-held:`); `<prefix>prints` lists what is held, `<prefix>user:<uid>` a user's. */
  keyPrefix?: string;
}

const HELD_PRINTS_UNREACHABLE = 'held prints: Redis unreachable, prints are held in this instance only';
const HELD_PRINTS_BACK = 'held prints: Redis is back, prints are shared again';

/**
 * Prints held in Redis (REDIS_URL), so whichever instance the frame's request reaches serves it
 * (decision 0028): a key per print with the TTL, the owner stored beside the PDF and checked on
 * every read, a byte budget across all instances of which one user holds at most a quarter (their
 * own oldest go first), never on disk here. While Redis is unreachable a
 * print is held in this instance's memory instead and a read finds only those: a frame that
 * reaches another instance gets 404, and the page downloads the print instead, as it does for
 * an expired one. Never a 500.
 */
export class SharedHeldPrints implements HeldPrintStore {
  #unreachable = false;
  readonly #prefix: string;
  constructor(
    private readonly redis: Redis,
    private readonly options: SharedHeldPrintsOptions,
  ) {
    this.#prefix = options.keyPrefix ?? KEY_PREFIX;
  }

  async hold(uid: string, pdf: Uint8Array, filename: string): Promise<HeldPrint> {
    const maxBytesPerUser = this.options.maxBytesPerUser ?? Math.floor(this.options.maxBytes / 4);
    if (this.redis.status === 'ready') {
      const now = Date.now();
      const held: HeldPrint = { id: randomBytes(16).toString('base64url'), uid, pdf, filename, expiresAt: now + this.options.ttlMs };
      try {
        await this.redis.eval(
          HOLD_SCRIPT,
          3,
          // Sorted sets scored by expiry: what is held, oldest first, how big and whose; and each user's.
          `${this.#prefix}prints`,
          this.#prefix + held.id,
          `${this.#prefix}user:${uid}`,
          now,
          held.expiresAt,
          this.options.maxBytes,
          held.id,
          pdf.byteLength,
          this.options.ttlMs,
          encode(held),
          this.#prefix,
          maxBytesPerUser,
          uid,
        );
        this.#working();
        return held;
      } catch (err) {
        this.#failing(err);
      }
    } else {
      this.#failing(`not connected (${this.redis.status})`);
    }
    return this.options.fallback.hold(uid, pdf, filename);
  }

  async find(uid: string, id: string): Promise<HeldPrint | undefined> {
    const local = this.options.fallback.find(uid, id);
    if (local) return local;
    if (this.redis.status !== 'ready') {
      this.#failing(`not connected (${this.redis.status})`);
      return undefined;
    }
    try {
      const value = await this.redis.getBuffer(this.#prefix + id);
      this.#working();
      const held = value ? decode(id, value) : undefined;
      return held && held.uid === uid && held.expiresAt > Date.now() ? held : undefined;
    } catch (err) {
      this.#failing(err);
      return undefined;
    }
  }

  #failing(err: unknown) {
    if (this.#unreachable) return;
    this.#unreachable = true;
    this.options.log.warn({ store: 'redis', err: err instanceof Error ? err.message : String(err) }, HELD_PRINTS_UNREACHABLE);
  }

  #working() {
    if (!this.#unreachable) return;
    this.#unreachable = false;
    this.options.log.info({ store: 'redis' }, HELD_PRINTS_BACK);
  }
}

/**
 * The store for held prints: Redis when REDIS_URL is set (its own connection, so a large PDF never
 * delays the rate limiter's commands), else this instance's memory. Connects before serving; if
 * Redis is down then, the app starts anyway and holds prints in memory until it answers.
 */
export async function openHeldPrintStore(app: FastifyInstance, config: Config): Promise<HeldPrintStore> {
  const memory = new HeldPrints({ ttlMs: config.heldPrintTtlMs, maxBytes: config.heldPrintsMaxBytes });
  if (!config.redisUrl) return memoryHeldPrints(memory);
  // No offline queue: while Redis is away a print is held in memory at once instead of waiting.
  const redis = new Redis(config.redisUrl, {
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  const store = new SharedHeldPrints(redis, { ttlMs: config.heldPrintTtlMs, maxBytes: config.heldPrintsMaxBytes, log: app.log, fallback: memory });
  // Reconnection failures are reported by the store when a print needs Redis, once per outage.
  redis.on('error', () => {});
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  await redis.connect().catch(() => {});
  return store;
}
