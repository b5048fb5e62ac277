import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { allFakers, type Faker } from '@faker-js/faker';
import { transliterate } from 'transliteration';
import { type LocaleSource, poolKey, TUNING_LOCALES, VALIDATION_LOCALES } from '../real-negatives';

/**
 * `npx tsx scripts/eval/data/make-faker-people.ts` — writes faker-people.tsv: for every locale the
 * evaluation's negatives use (real-negatives.ts), NAMES_PER_POOL people drawn from @faker-js/faker's
 * tables with a fixed seed. Names in other scripts are romanized with the `transliteration` library
 * unless the locale is used in its own script. Run it again only to change the pools.
 */
const NAMES_PER_POOL = 250;
const SEED = 20261123;
const OUT = join(__dirname, 'faker-people.tsv');
const FAKER_VERSION = (
  JSON.parse(readFileSync(require.resolve('@faker-js/faker/package.json'), 'utf8')) as { version: string }
).version;

/** Latin letters as a bank's form would hold them: romanized by the `transliteration` library, title case. */
function romanize(name: string): string {
  return transliterate(name)
    .replace(/[^\p{L}\p{M}' -]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(
      /(^|[\s-])(\p{L}+)/gu,
      (_, sep: string, w: string) => sep + w[0].toUpperCase() + w.slice(1).toLowerCase(),
    );
}

function person(faker: Faker, source: LocaleSource): string {
  const sex = faker.datatype.boolean() ? 'female' : 'male';
  const parts = [faker.person.firstName(sex)];
  // Russian and Ukrainian tables hold patronymics as middle names.
  if (faker.number.float() < (source.locale === 'ru' || source.locale === 'uk' ? 0.4 : 0.15)) {
    const middle = faker.person.middleName(sex);
    if (middle && middle !== parts[0]) parts.push(middle);
  }
  parts.push(faker.person.lastName(sex));
  // A few Latin-locale names carry letters of other scripts (Akan ε in en_GH): those are romanized too.
  if (
    source.script === 'latin' ||
    (source.script !== 'native' && /[^\p{Script=Latin}' -]/u.test(parts.join(' ')))
  )
    return romanize(parts.join(' '));
  return parts.join(source.locale === 'ja' || source.locale.startsWith('zh') ? '' : ' ');
}

const lines = [
  `# People for the evaluation's negatives, drawn from @faker-js/faker ${FAKER_VERSION} locale tables`,
  `# (seed ${SEED} + pool index, ${NAMES_PER_POOL} distinct names per pool) by scripts/eval/data/make-faker-people.ts.`,
  '# Pools: <locale> (Latin, romanized with the transliteration library where faker writes another script)',
  '# or <locale>-script (kept in its own script). Format: pool<TAB>name',
];
const sources = [...TUNING_LOCALES, ...VALIDATION_LOCALES];
for (const [i, key] of [...new Set(sources.map(poolKey))].entries()) {
  const source = sources.find((s) => poolKey(s) === key) as LocaleSource;
  const faker = (allFakers as Record<string, Faker>)[source.locale];
  // One seed per pool, so a locale used in two scripts gives different people in each.
  faker.seed(SEED + i);
  const names = new Set<string>();
  for (let attempts = 0; names.size < NAMES_PER_POOL && attempts < NAMES_PER_POOL * 20; attempts++) {
    const name = person(faker, source);
    if (name.trim()) names.add(name.trim());
  }
  for (const name of names) lines.push(`${key}\t${name}`);
}
writeFileSync(OUT, `${lines.join('\n')}\n`);
console.log(`wrote ${lines.length - 4} names to ${OUT}`);
