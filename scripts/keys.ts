import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { Command, InvalidArgumentError, Option } from 'commander';
import { KeyAdmin, KeyUsage, openRedisKeyAdmin } from '../src/access/key-admin';
import type { KeyRecord } from '../src/access/key-store';
import { parsePermissions, PERMISSIONS } from '../src/access/permissions';
import { isTier, TIER_LIMITS, TIERS } from '../src/config/tiers';
import { loadConfig } from '../src/config/env';

/**
 * Operator CLI for API keys in Redis: `npm run keys -- <command>`. Stands in for the web console
 * of spec 5.5. See docs/access.md.
 */
function wholeNumber(name: string, minimum = 1) {
  return (value: string): number => {
    if (!/^\d+$/.test(value) || Number(value) < minimum) {
      throw new InvalidArgumentError(`${name} must be a whole number of ${minimum} or more`);
    }
    return Number(value);
  };
}

function positiveNumber(value: string): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0)
    throw new InvalidArgumentError('rate must be a number above 0');
  return parsed;
}

function tier(value: string) {
  if (!isTier(value)) throw new InvalidArgumentError(`tier must be one of ${TIERS.join(', ')}`);
  return value;
}

function permissions(value: string) {
  try {
    return parsePermissions(value);
  } catch (error) {
    throw new InvalidArgumentError((error as Error).message);
  }
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function formatKeys(records: KeyRecord[]): string {
  if (records.length === 0)
    return 'No keys yet. Create one with: npm run keys -- create --tier free --name "Acme test"';
  const header = ['ID', 'NAME', 'TIER', 'STATUS', 'KEY', 'PERMISSIONS', 'CREATED', 'ROTATED', 'LAST USED'];
  const date = (value: string | null) => (value ? value.slice(0, 19).replace('T', ' ') : '-');
  return table([
    header,
    ...records.map((r) => [
      r.id,
      r.name,
      r.tier + (r.limits ? '*' : ''),
      r.status,
      r.hint,
      r.permissions.join(','),
      date(r.created_at),
      date(r.rotated_at),
      date(r.last_used_at),
    ]),
  ]);
}

function formatUsage(usage: KeyUsage): string {
  const line = (label: string, q: KeyUsage['daily']) =>
    `${label}${String(q.used).padStart(10)} of ${String(q.limit).padEnd(10)} ${q.remaining} left, resets ${q.resets_at}`;
  return [
    `${usage.id} (${usage.name}), ${usage.tier} tier, ${usage.status}`,
    `Rate:      ${usage.limits.ratePerSecond}/s, burst ${usage.limits.burst}`,
    line('Today:    ', usage.daily),
    line('Month:    ', usage.monthly),
  ].join('\n');
}

async function withAdmin(action: (admin: KeyAdmin) => Promise<void>): Promise<void> {
  Logger.overrideLogger(['error']);
  const { admin, close } = await openRedisKeyAdmin(loadConfig());
  try {
    await action(admin);
  } finally {
    await close();
  }
}

const tierTable = TIERS.map((name) => {
  const l = TIER_LIMITS[name];
  return `  ${name.padEnd(13)} ${l.ratePerSecond}/s, burst ${l.burst}, daily ${l.daily}, monthly ${l.monthly}`;
}).join('\n');

const program = new Command('npm run keys --')
  .description('Manage API keys in the Redis named by REDIS_URL (and REDIS_KEY_PREFIX).')
  .addHelpText(
    'after',
    `
Tiers:
${tierTable}
Permissions: ${PERMISSIONS.join(', ')} (default: all but metrics, which only operators' scrapers need)

Examples:
  REDIS_URL=redis://localhost:6379 npm run keys -- create --tier starter --name "Acme Bank staging"
  npm run keys -- create --tier enterprise --name "Big Bank" --rate 100 --burst 400 --daily 500000 --monthly 10000000
  npm run keys -- list
  npm run keys -- rotate key_1a2b3c4d5e6f --grace 3600
  npm run keys -- revoke key_1a2b3c4d5e6f
  npm run keys -- usage key_1a2b3c4d5e6f

Keys are shown once, at create and rotate; only their SHA-256 digest is stored.`,
  );

program
  .command('create')
  .description('create a key and print it once')
  .addOption(
    new Option('--tier <tier>', `subscription tier (${TIERS.join(', ')})`)
      .argParser(tier)
      .makeOptionMandatory(),
  )
  .requiredOption('--name <name>', 'who the key is for, shown by list')
  .option('--permissions <list>', `comma-separated, from ${PERMISSIONS.join(', ')}`, permissions)
  .option('--rate <perSecond>', 'enterprise only: requests per second', positiveNumber)
  .option('--burst <requests>', 'enterprise only: burst size', wholeNumber('burst'))
  .option('--daily <screenings>', 'enterprise only: daily quota', wholeNumber('daily'))
  .option('--monthly <screenings>', 'enterprise only: monthly quota', wholeNumber('monthly'))
  .action(async (options: Record<string, never>) => {
    await withAdmin(async (admin) => {
      const { key, record } = await admin.create({
        name: options.name,
        tier: options.tier,
        permissions: options.permissions,
        limits: {
          ratePerSecond: options.rate,
          burst: options.burst,
          daily: options.daily,
          monthly: options.monthly,
        },
      });
      console.log(`Created ${record.id} (${record.name}, ${record.tier}).`);
      console.log(`API key (shown only now; store it safely):\n${key}`);
    });
  });

program
  .command('list')
  .description('list keys (never the keys themselves)')
  .action(async () => withAdmin(async (admin) => console.log(formatKeys(await admin.list()))));

program
  .command('rotate <id>')
  .description('issue a new key; the old one keeps working for the grace period')
  .option(
    '--grace <seconds>',
    'how long the old key keeps working (default KEY_ROTATION_GRACE_SECONDS, 86400)',
    wholeNumber('grace', 0),
  )
  .action(async (id: string, options: { grace?: number }) => {
    await withAdmin(async (admin) => {
      const { key, previousValidUntil } = await admin.rotate(id, options.grace);
      console.log(`Rotated ${id}. The previous key works until ${previousValidUntil}.`);
      console.log(`New API key (shown only now; store it safely):\n${key}`);
    });
  });

program
  .command('revoke <id>')
  .description('revoke a key (and any key it was rotated from) on the next request, everywhere')
  .action(async (id: string) =>
    withAdmin(async (admin) => {
      const record = await admin.revoke(id);
      console.log(`Revoked ${record.id} (${record.name}) at ${record.revoked_at}.`);
    }),
  );

program
  .command('usage <id>')
  .description("today's and this month's screenings against the quotas")
  .action(async (id: string) => withAdmin(async (admin) => console.log(formatUsage(await admin.usage(id)))));

program.parseAsync(process.argv).catch((error: Error) => {
  console.error(`keys: ${error.message}`);
  process.exit(1);
});
