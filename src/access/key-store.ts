import { digestKey, digestsEqual, generateKey, generateKeyId, keyHint } from './api-key';
import type { Clock } from './clock';
import type { Permission } from './permissions';
import type { Limits, Tier } from '../config/tiers';

/** What is stored about a key. Never the key itself: `digest` is its SHA-256. */
export interface KeyRecord {
  id: string;
  name: string;
  tier: Tier;
  status: 'active' | 'revoked';
  permissions: Permission[];
  /** Per-key overrides of the tier's limits (enterprise only). */
  limits?: Partial<Limits>;
  /** Digest of the current key. */
  digest: string;
  /** Last four characters of the current key, so operators can tell keys apart. */
  hint: string;
  /** `cli`: created by an operator; `env`: seeded from API_KEYS. */
  source: 'cli' | 'env';
  created_at: string;
  rotated_at: string | null;
  revoked_at: string | null;
  /** Filled in by `list` and `get` from a separate counter, so a request never rewrites the record. */
  last_used_at: string | null;
}

/** One usable credential: a digest pointing to its key record. */
export interface Credential {
  id: string;
  digest: string;
  /** ms since the epoch after which the credential stops working (a rotated-out key); null: no end. */
  expires_at: number | null;
}

export type Lookup =
  | {
      found: true;
      record: KeyRecord;
      /** ms when this credential stops working; null: no end */ expiresAt: number | null;
    }
  | { found: false; reason: 'unknown' | 'expired' };

export interface NewKey {
  name: string;
  tier: Tier;
  permissions: Permission[];
  limits?: Partial<Limits>;
}

/** Garbage collection of rotated-out credentials: kept this long after they stop working. */
export const EXPIRED_CREDENTIAL_RETENTION_MS = 7 * 24 * 3600 * 1000;

/**
 * Key store logic, written once over a few storage primitives. The in-process store (embedded
 * default) and the Redis store implement the primitives; lookup, creation, rotation and
 * revocation behave the same in both.
 */
export abstract class KeyStore {
  constructor(protected readonly clock: Clock) {}

  protected abstract readCredential(digest: string): Promise<Credential | null>;
  /** `retainMs`: how long storage may keep the credential before discarding it (null: forever). */
  protected abstract writeCredential(credential: Credential, retainMs: number | null): Promise<void>;
  /** Stores only when absent; returns whether it stored. */
  protected abstract writeCredentialIfAbsent(credential: Credential): Promise<boolean>;
  protected abstract readRecord(id: string): Promise<KeyRecord | null>;
  protected abstract writeRecord(record: KeyRecord): Promise<void>;
  protected abstract writeRecordIfAbsent(record: KeyRecord): Promise<boolean>;
  protected abstract readIds(): Promise<string[]>;
  protected abstract readLastUsed(id: string): Promise<number | null>;
  /** Records that the key was used at `now` (ms). */
  abstract touch(id: string, now: number): Promise<void>;

  /** Finds the key a caller presented. Lookup is by digest; the final check is constant-time. */
  async lookup(key: string): Promise<Lookup> {
    return this.lookupDigest(digestKey(key));
  }

  /** Like `lookup`, for a caller that already holds the key's digest (`digestKey`). */
  async lookupDigest(digest: string): Promise<Lookup> {
    const credential = await this.readCredential(digest);
    if (!credential || !digestsEqual(credential.digest, digest)) return { found: false, reason: 'unknown' };
    if (credential.expires_at !== null && this.clock.now() >= credential.expires_at) {
      return { found: false, reason: 'expired' };
    }
    const record = await this.readRecord(credential.id);
    return record
      ? { found: true, record, expiresAt: credential.expires_at }
      : { found: false, reason: 'unknown' };
  }

  /** Creates a key; the returned `key` is the only time it exists outside the caller's hands. */
  async create(input: NewKey): Promise<{ key: string; record: KeyRecord }> {
    const key = generateKey();
    const record = this.newRecord(generateKeyId(), key, input, 'cli');
    await this.writeRecord(record);
    await this.writeCredential({ id: record.id, digest: record.digest, expires_at: null }, null);
    return { key, record };
  }

  /**
   * Seeds a key from configuration (API_KEYS). Idempotent and never overwrites: a seeded key an
   * operator revoked stays revoked across restarts. The id derives from the digest, so every
   * instance seeds the same record.
   */
  async seed(key: string, tier: Tier, permissions: Permission[], name = 'API_KEYS'): Promise<void> {
    const digest = digestKey(key);
    const record = this.newRecord(`env_${digest.slice(0, 12)}`, key, { name, tier, permissions }, 'env');
    await this.writeRecordIfAbsent(record);
    await this.writeCredentialIfAbsent({ id: record.id, digest, expires_at: null });
  }

  async get(id: string): Promise<KeyRecord | null> {
    const record = await this.readRecord(id);
    if (!record) return null;
    const lastUsed = await this.readLastUsed(id);
    return { ...record, last_used_at: lastUsed === null ? null : new Date(lastUsed).toISOString() };
  }

  async list(): Promise<KeyRecord[]> {
    const ids = await this.readIds();
    const records = await Promise.all(ids.map((id) => this.get(id)));
    return records
      .filter((record): record is KeyRecord => record !== null)
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
  }

  /**
   * Issues a new key for the same record (same tier, permissions and counters). The previous key
   * keeps working for `graceSeconds`, so callers can switch over without downtime.
   */
  async rotate(
    id: string,
    graceSeconds: number,
  ): Promise<{ key: string; record: KeyRecord; previousValidUntil: string }> {
    const record = await this.requireRecord(id);
    if (record.status === 'revoked') throw new Error(`key ${id} is revoked; create a new key instead`);
    const now = this.clock.now();
    const previousEnd = now + graceSeconds * 1000;
    await this.writeCredential(
      { id, digest: record.digest, expires_at: previousEnd },
      graceSeconds * 1000 + EXPIRED_CREDENTIAL_RETENTION_MS,
    );
    const key = generateKey();
    const rotated: KeyRecord = {
      ...record,
      digest: digestKey(key),
      hint: keyHint(key),
      rotated_at: new Date(now).toISOString(),
    };
    await this.writeRecord(rotated);
    await this.writeCredential({ id, digest: rotated.digest, expires_at: null }, null);
    return { key, record: rotated, previousValidUntil: new Date(previousEnd).toISOString() };
  }

  /** Revokes the key and every credential of it, effective on the next lookup. */
  async revoke(id: string): Promise<KeyRecord> {
    const record = await this.requireRecord(id);
    if (record.status === 'revoked') return record;
    const revoked: KeyRecord = {
      ...record,
      status: 'revoked',
      revoked_at: new Date(this.clock.now()).toISOString(),
    };
    await this.writeRecord(revoked);
    return revoked;
  }

  private async requireRecord(id: string): Promise<KeyRecord> {
    const record = await this.readRecord(id);
    if (!record) throw new Error(`no key with id ${id}`);
    return record;
  }

  private newRecord(id: string, key: string, input: NewKey, source: KeyRecord['source']): KeyRecord {
    return {
      id,
      name: input.name,
      tier: input.tier,
      status: 'active',
      permissions: [...input.permissions],
      ...(input.limits && Object.keys(input.limits).length > 0 ? { limits: input.limits } : {}),
      digest: digestKey(key),
      hint: keyHint(key),
      source,
      created_at: new Date(this.clock.now()).toISOString(),
      rotated_at: null,
      revoked_at: null,
      last_used_at: null,
    };
  }
}

/** The embedded default: keys live in this process, seeded from API_KEYS. */
export class MemoryKeyStore extends KeyStore {
  private readonly credentials = new Map<string, Credential>();
  private readonly records = new Map<string, KeyRecord>();
  private readonly lastUsed = new Map<string, number>();

  protected async readCredential(digest: string) {
    return this.credentials.get(digest) ?? null;
  }
  protected async writeCredential(credential: Credential) {
    this.credentials.set(credential.digest, { ...credential });
  }
  protected async writeCredentialIfAbsent(credential: Credential) {
    if (this.credentials.has(credential.digest)) return false;
    this.credentials.set(credential.digest, { ...credential });
    return true;
  }
  protected async readRecord(id: string) {
    const record = this.records.get(id);
    return record ? structuredClone(record) : null;
  }
  protected async writeRecord(record: KeyRecord) {
    this.records.set(record.id, structuredClone(record));
  }
  protected async writeRecordIfAbsent(record: KeyRecord) {
    if (this.records.has(record.id)) return false;
    this.records.set(record.id, structuredClone(record));
    return true;
  }
  protected async readIds() {
    return [...this.records.keys()];
  }
  protected async readLastUsed(id: string) {
    return this.lastUsed.get(id) ?? null;
  }
  async touch(id: string, now: number) {
    this.lastUsed.set(id, now);
  }
}
