import type Redis from 'ioredis';
import type { Clock } from './clock';
import { Credential, KeyRecord, KeyStore } from './key-store';

/** Names of everything the access layer keeps in Redis, under REDIS_KEY_PREFIX. */
export class AccessRedisKeys {
  constructor(private readonly prefix: string) {}
  credential(digest: string) {
    return `${this.prefix}access:cred:${digest}`;
  }
  record(id: string) {
    return `${this.prefix}access:key:${id}`;
  }
  ids() {
    return `${this.prefix}access:ids`;
  }
  lastUsed(id: string) {
    return `${this.prefix}access:used:${id}`;
  }
  bucket(id: string) {
    return `${this.prefix}access:bucket:${id}`;
  }
  daily(id: string, day: string) {
    return `${this.prefix}access:day:${id}:${day}`;
  }
  monthly(id: string, month: string) {
    return `${this.prefix}access:month:${id}:${month}`;
  }
}

/** Keys shared by every instance: a revocation is seen by the next lookup anywhere. */
export class RedisKeyStore extends KeyStore {
  private readonly names: AccessRedisKeys;

  constructor(
    private readonly redis: Redis,
    prefix: string,
    clock: Clock,
  ) {
    super(clock);
    this.names = new AccessRedisKeys(prefix);
  }

  protected async readCredential(digest: string) {
    const raw = await this.redis.get(this.names.credential(digest));
    return raw ? (JSON.parse(raw) as Credential) : null;
  }
  protected async writeCredential(credential: Credential, retainMs: number | null) {
    const name = this.names.credential(credential.digest);
    if (retainMs === null) await this.redis.set(name, JSON.stringify(credential));
    else await this.redis.set(name, JSON.stringify(credential), 'PX', Math.max(1, Math.round(retainMs)));
  }
  protected async writeCredentialIfAbsent(credential: Credential) {
    return (
      (await this.redis.set(this.names.credential(credential.digest), JSON.stringify(credential), 'NX')) ===
      'OK'
    );
  }
  protected async readRecord(id: string) {
    const raw = await this.redis.get(this.names.record(id));
    return raw ? (JSON.parse(raw) as KeyRecord) : null;
  }
  protected async writeRecord(record: KeyRecord) {
    await this.redis
      .multi()
      .set(this.names.record(record.id), JSON.stringify(record))
      .sadd(this.names.ids(), record.id)
      .exec();
  }
  protected async writeRecordIfAbsent(record: KeyRecord) {
    const stored =
      (await this.redis.set(this.names.record(record.id), JSON.stringify(record), 'NX')) === 'OK';
    await this.redis.sadd(this.names.ids(), record.id);
    return stored;
  }
  protected async readIds() {
    return this.redis.smembers(this.names.ids());
  }
  protected async readLastUsed(id: string) {
    const raw = await this.redis.get(this.names.lastUsed(id));
    return raw === null ? null : Number(raw);
  }
  async touch(id: string, now: number) {
    await this.redis.set(this.names.lastUsed(id), String(now));
  }
}
