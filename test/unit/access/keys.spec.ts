import { digestKey, digestsEqual, generateKey, keyHint } from '../../../src/access/api-key';
import { MemoryKeyStore } from '../../../src/access/key-store';
import { effectiveLimits, TIER_LIMITS, validateOverrides } from '../../../src/config/tiers';

describe('key material', () => {
  it('is sk_live_ and 43 base62 characters (32 random bytes), never twice the same', () => {
    const keys = new Set(Array.from({ length: 200 }, () => generateKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^sk_live_[0-9A-Za-z]{43}$/);
  });

  it('digests with SHA-256 (NIST vector for "abc")', () => {
    expect(digestKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('compares digests', () => {
    expect(digestsEqual(digestKey('a'), digestKey('a'))).toBe(true);
    expect(digestsEqual(digestKey('a'), digestKey('b'))).toBe(false);
    expect(digestsEqual(digestKey('a'), 'abcd')).toBe(false);
  });

  it('shows only the last four characters', () => {
    expect(keyHint('sk_live_0123456789')).toBe('…6789');
  });
});

describe('tier limits', () => {
  it('are the spec table, with enterprise monthly at the documented 3,000,000', () => {
    expect(TIER_LIMITS).toEqual({
      free: { ratePerSecond: 1, burst: 5, daily: 500, monthly: 15_000 },
      starter: { ratePerSecond: 5, burst: 20, daily: 5_000, monthly: 150_000 },
      professional: { ratePerSecond: 25, burst: 100, daily: 25_000, monthly: 750_000 },
      enterprise: { ratePerSecond: 50, burst: 200, daily: 100_000, monthly: 3_000_000 },
    });
  });

  it('take per-key overrides for enterprise only', () => {
    expect(effectiveLimits('enterprise', { ratePerSecond: 100, monthly: 10_000_000 })).toEqual({
      ratePerSecond: 100,
      burst: 200,
      daily: 100_000,
      monthly: 10_000_000,
    });
    expect(() => validateOverrides('enterprise', { burst: 400 })).not.toThrow();
    expect(() => validateOverrides('free', { burst: 400 })).toThrow(
      'only be overridden for the enterprise tier, not free',
    );
    expect(() => validateOverrides('enterprise', { daily: 0.5 })).toThrow(
      'daily must be a whole number of 1 or more',
    );
    expect(() => validateOverrides('enterprise', { ratePerSecond: 0 })).toThrow(
      'ratePerSecond must be above 0',
    );
  });
});

describe('in-process key store', () => {
  const clock = {
    ms: Date.UTC(2026, 0, 1),
    now() {
      return this.ms;
    },
  };
  const store = new MemoryKeyStore(clock);

  it('finds a created key by the key itself, and stores only its digest', async () => {
    const { key, record } = await store.create({ name: 'Acme', tier: 'free', permissions: ['screen'] });
    expect(JSON.stringify(await store.list())).not.toContain(key);
    expect(record).toMatchObject({ name: 'Acme', tier: 'free', status: 'active', digest: digestKey(key) });
    expect(await store.lookup(key)).toEqual({ found: true, record, expiresAt: null });
    expect(await store.lookup(`${key}x`)).toEqual({ found: false, reason: 'unknown' });
  });

  it('keeps the old key through the rotation grace period, then refuses it as expired', async () => {
    const { key: oldKey, record } = await store.create({
      name: 'Rot',
      tier: 'starter',
      permissions: ['screen'],
    });
    const { key: newKey, previousValidUntil } = await store.rotate(record.id, 60);
    expect(previousValidUntil).toBe(new Date(clock.ms + 60_000).toISOString());
    expect((await store.lookup(oldKey)).found).toBe(true);
    expect((await store.lookup(newKey)).found).toBe(true);
    clock.ms += 59_999;
    expect((await store.lookup(oldKey)).found).toBe(true);
    clock.ms += 1;
    expect(await store.lookup(oldKey)).toEqual({ found: false, reason: 'expired' });
    expect((await store.lookup(newKey)).found).toBe(true);
  });

  it('revokes every credential of a key', async () => {
    const { key: oldKey, record } = await store.create({
      name: 'Rev',
      tier: 'free',
      permissions: ['screen'],
    });
    const { key: newKey } = await store.rotate(record.id, 3600);
    await store.revoke(record.id);
    for (const key of [oldKey, newKey]) {
      const lookup = await store.lookup(key);
      expect(lookup.found && lookup.record.status).toBe('revoked');
    }
    await expect(store.rotate(record.id, 10)).rejects.toThrow('is revoked');
  });

  it('seeds configured keys idempotently without undoing a revocation', async () => {
    await store.seed('configured-key-1', 'professional', ['screen']);
    const first = await store.lookup('configured-key-1');
    expect(first.found && first.record).toMatchObject({ tier: 'professional', source: 'env' });
    await store.revoke(first.found ? first.record.id : '');
    await store.seed('configured-key-1', 'professional', ['screen']);
    const again = await store.lookup('configured-key-1');
    expect(again.found && again.record.status).toBe('revoked');
  });
});
