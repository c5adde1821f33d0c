import { randomBytes } from 'node:crypto';

export interface HeldPrint {
  id: string;
  uid: string;
  pdf: Uint8Array;
  filename: string;
  expiresAt: number;
}

export interface HeldPrintsOptions {
  /** How long a print stays fetchable. */
  ttlMs?: number;
  /** Total bytes held; the oldest go first beyond it. */
  maxBytes?: number;
  now?: () => number;
}

/**
 * Composed PDFs kept in this instance's memory for a few minutes, so a desktop browser can load
 * one into a hidden frame by URL and print it. Only the user who made a print can fetch it; the
 * id is 128 random bits. Bounded in time and bytes (the oldest are dropped first), never written
 * to disk. A fetch that lands on another instance, or after expiry, finds nothing: the browser
 * then asks again (a same-day reprint of a paid photo costs nothing). With REDIS_URL, prints are
 * held in Redis instead and this is only the fallback while Redis is unreachable (SharedHeldPrints).
 */
export class HeldPrints {
  readonly #prints = new Map<string, HeldPrint>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #bytes = 0;

  constructor(options: HeldPrintsOptions = {}) {
    this.#ttlMs = options.ttlMs ?? 10 * 60_000;
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.#now = options.now ?? Date.now;
  }

  hold(uid: string, pdf: Uint8Array, filename: string): HeldPrint {
    this.#dropExpired();
    const held: HeldPrint = { id: randomBytes(16).toString('base64url'), uid, pdf, filename, expiresAt: this.#now() + this.#ttlMs };
    this.#prints.set(held.id, held);
    this.#bytes += pdf.byteLength;
    // Map iteration is insertion order: the oldest first. The newest always stays.
    for (const [id, old] of this.#prints) {
      if (this.#bytes <= this.#maxBytes || id === held.id) break;
      this.#delete(id, old);
    }
    return held;
  }

  /** The print, if `uid` made it and it has not expired. */
  find(uid: string, id: string): HeldPrint | undefined {
    this.#dropExpired();
    const held = this.#prints.get(id);
    return held && held.uid === uid ? held : undefined;
  }

  get size(): number {
    return this.#prints.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  #dropExpired(): void {
    const now = this.#now();
    for (const [id, held] of this.#prints) if (held.expiresAt <= now) this.#delete(id, held);
  }

  #delete(id: string, held: HeldPrint): void {
    this.#prints.delete(id);
    this.#bytes -= held.pdf.byteLength;
  }
}
