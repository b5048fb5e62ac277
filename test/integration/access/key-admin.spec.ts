import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type Redis from 'ioredis';
import { digestKey } from '../../../src/access/api-key';
import type { KeyAdmin } from '../../../src/access/key-admin';
import { RedisLimiter } from '../../../src/access/redis-limiter';
import { TIER_LIMITS } from '../../../src/config/tiers';
import { realServers, uniquePrefix } from '../../setup/app';
import { FakeClock, redisAdmin } from './harness';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..', '..');

/** The operator CLI's core (create, list, rotate, revoke, usage) against the real Redis. */
describe('key administration in Redis', () => {
  const clock = new FakeClock(Date.UTC(2026, 9, 14, 15, 30, 0));
  const prefix = `${uniquePrefix('access-admin')}:`;
  let admin: KeyAdmin;
  let redis: Redis;
  let close: () => Promise<void>;

  beforeAll(() => {
    ({ admin, redis, close } = redisAdmin(realServers().redisUrl, prefix, clock, 7200));
  });

  afterAll(async () => {
    await close();
  });

  it('creates a key with the tier defaults and stores only its digest', async () => {
    const { key, record } = await admin.create({ name: 'Acme Bank', tier: 'free' });
    expect(key).toMatch(/^sk_live_[0-9A-Za-z]{43}$/);
    expect(record).toMatchObject({
      name: 'Acme Bank',
      tier: 'free',
      status: 'active',
      permissions: ['screen', 'entities:read', 'lists:read', 'health:read'],
      source: 'cli',
      digest: digestKey(key),
      created_at: '2026-10-14T15:30:00.000Z',
      rotated_at: null,
      revoked_at: null,
    });
    const everything = await redis.keys(`${prefix}*`);
    const values = await Promise.all(
      everything.map((name) => redis.type(name).then((t) => (t === 'string' ? redis.get(name) : ''))),
    );
    expect(values.join('\n')).not.toContain(key);
  });

  it('creates an enterprise key with overrides and a narrower permission set', async () => {
    const { record } = await admin.create({
      name: 'Big Bank',
      tier: 'enterprise',
      permissions: ['screen'],
      limits: { ratePerSecond: 100, burst: 400, daily: 500_000, monthly: 10_000_000 },
    });
    expect(record.permissions).toEqual(['screen']);
    expect(record.limits).toEqual({ ratePerSecond: 100, burst: 400, daily: 500_000, monthly: 10_000_000 });
    expect((await admin.usage(record.id)).limits).toEqual({
      ratePerSecond: 100,
      burst: 400,
      daily: 500_000,
      monthly: 10_000_000,
    });
  });

  it('refuses overrides outside enterprise and empty names', async () => {
    await expect(admin.create({ name: 'Small', tier: 'starter', limits: { daily: 10 } })).rejects.toThrow(
      'limits can only be overridden for the enterprise tier, not starter',
    );
    await expect(admin.create({ name: '  ', tier: 'free' })).rejects.toThrow('name must not be empty');
  });

  it('lists keys in creation order', async () => {
    // The two keys above share a creation time (frozen clock); this one is a second later.
    const created = clock.ms;
    clock.advance(1000);
    const { record } = await admin.create({ name: 'Listed', tier: 'professional' });
    clock.ms = created;
    const listed = await admin.list();
    expect(listed.map((r) => r.name).sort()).toEqual(['Acme Bank', 'Big Bank', 'Listed']);
    expect(listed[2]).toMatchObject({
      id: record.id,
      tier: 'professional',
      created_at: '2026-10-14T15:30:01.000Z',
      last_used_at: null,
    });
  });

  it('rotates with the default grace period and refuses unknown or revoked keys', async () => {
    const { record } = await admin.create({ name: 'Rotated', tier: 'starter' });
    const rotated = await admin.rotate(record.id);
    expect(rotated.previousValidUntil).toBe('2026-10-14T17:30:00.000Z'); // + 7,200 s
    expect(rotated.record).toMatchObject({
      id: record.id,
      rotated_at: '2026-10-14T15:30:00.000Z',
      digest: digestKey(rotated.key),
    });
    await expect(admin.rotate('key_000000000000')).rejects.toThrow('no key with id key_000000000000');
    const revoked = await admin.revoke(record.id);
    expect(revoked).toMatchObject({ status: 'revoked', revoked_at: '2026-10-14T15:30:00.000Z' });
    await expect(admin.rotate(record.id)).rejects.toThrow('is revoked');
  });

  it("shows today's and this month's usage against the quotas", async () => {
    const { record } = await admin.create({ name: 'Usage', tier: 'starter' });
    const limiter = new RedisLimiter(redis, prefix);
    await limiter.admit(record.id, TIER_LIMITS.starter, 40, Date.UTC(2026, 9, 1, 10)); // earlier this month
    await limiter.admit(record.id, TIER_LIMITS.starter, 100, clock.ms);
    expect(await admin.usage(record.id)).toEqual({
      id: record.id,
      name: 'Usage',
      tier: 'starter',
      status: 'active',
      limits: TIER_LIMITS.starter,
      daily: { used: 100, limit: 5_000, remaining: 4_900, resets_at: '2026-10-15T00:00:00.000Z' },
      monthly: { used: 140, limit: 150_000, remaining: 149_860, resets_at: '2026-11-01T00:00:00.000Z' },
    });
  });
});

describe('npm run keys (the CLI itself)', () => {
  const prefix = `${uniquePrefix('access-cli')}:`;
  const keys = (...args: string[]) =>
    run('npx', ['tsx', 'scripts/keys.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL: realServers().redisUrl, REDIS_KEY_PREFIX: prefix },
    });

  it('creates, lists, shows usage, rotates and revokes, printing keys only when issued', async () => {
    const created = await keys('create', '--tier', 'starter', '--name', 'CLI bank');
    const key = /sk_live_[0-9A-Za-z]{43}/.exec(created.stdout)?.[0];
    const id = /key_[0-9a-f]{12}/.exec(created.stdout)?.[0];
    expect(key).toBeDefined();
    expect(id).toBeDefined();

    const listed = await keys('list');
    expect(listed.stdout).toContain(id);
    expect(listed.stdout).toContain('CLI bank');
    expect(listed.stdout).toContain(`…${key!.slice(-4)}`);
    expect(listed.stdout).not.toContain(key);

    const usage = await keys('usage', id!);
    expect(usage.stdout).toMatch(/Today:\s+0 of 5000\s+5000 left/);

    const rotated = await keys('rotate', id!, '--grace', '60');
    expect(rotated.stdout).toMatch(/The previous key works until \d{4}-\d\d-\d\dT/);
    expect(rotated.stdout).not.toContain(key);

    const revoked = await keys('revoke', id!);
    expect(revoked.stdout).toContain(`Revoked ${id}`);
  }, 60_000);

  it('explains bad input and exits non-zero', async () => {
    await expect(keys('create', '--tier', 'gold', '--name', 'x')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('tier must be one of free, starter, professional, enterprise'),
    });
    await expect(keys('create', '--tier', 'free', '--name', 'x', '--rate', '5')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('limits can only be overridden for the enterprise tier, not free'),
    });
  }, 60_000);

  it('says clearly that REDIS_URL is needed', async () => {
    await expect(
      run('npx', ['tsx', 'scripts/keys.ts', 'list'], { cwd: ROOT, env: { ...process.env, REDIS_URL: '' } }),
    ).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('REDIS_URL is not set') });
  }, 60_000);
});
