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
  /** Bytes one user's prints may hold (default a quarter of `maxBytes`); their own oldest go first beyond it. */
  maxBytesPerUser?: number;
  now?: () => number;
}

/**
 * Composed PDFs kept in this instance's memory for a few minutes, so a desktop browser can load
 * one into a hidden frame by URL and print it. Only the user who made a print can fetch it; the
 * id is 128 random bits. Bounded in time and bytes (the oldest are dropped first), never written
 * to disk. One user holds at most a quarter of the bytes (their own oldest go first), so nobody's
 * prints can push everyone else's out; every print is held (docs/decisions/0057), one larger than that
 * share alone with none of its owner's others. A fetch that lands on another instance, or after expiry, finds nothing: the browser
 * then asks again (a same-day reprint of a paid photo costs nothing). With REDIS_URL, prints are
 * held in Redis instead and this is only the fallback while Redis is unreachable (SharedHeldPrints).
 */
export class HeldPrints {
  readonly #prints = new Map<string, HeldPrint>();
  readonly #ttlMs: number;
  readonly #maxBytes: number;
  readonly #maxBytesPerUser: number;
  readonly #now: () => number;
  readonly #userBytes = new Map<string, number>();
  #bytes = 0;

  constructor(options: HeldPrintsOptions = {}) {
    this.#ttlMs = options.ttlMs ?? 10 * 60_000;
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.#maxBytesPerUser = options.maxBytesPerUser ?? Math.floor(this.#maxBytes / 4);
    this.#now = options.now ?? Date.now;
  }

  /** Holds the print: every print is held, the newest always stays. */
  hold(uid: string, pdf: Uint8Array, filename: string): HeldPrint {
    this.#dropExpired();
    // This user's own oldest first, until the new print fits their share.
    for (const [id, old] of this.#prints) {
      if ((this.#userBytes.get(uid) ?? 0) + pdf.byteLength <= this.#maxBytesPerUser) break;
      if (old.uid === uid) this.#delete(id, old);
    }
    const held: HeldPrint = { id: randomBytes(16).toString('base64url'), uid, pdf, filename, expiresAt: this.#now() + this.#ttlMs };
    this.#prints.set(held.id, held);
    this.#bytes += pdf.byteLength;
    this.#userBytes.set(uid, (this.#userBytes.get(uid) ?? 0) + pdf.byteLength);
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
    const left = (this.#userBytes.get(held.uid) ?? 0) - held.pdf.byteLength;
    if (left > 0) this.#userBytes.set(held.uid, left);
    else this.#userBytes.delete(held.uid);
  }
}
