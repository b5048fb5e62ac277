import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Part } from './cases';
import type { Rng } from './prng';

/**
 * Negatives from real name sources (docs/evaluation.md, "Negatives"):
 * - people from @faker-js/faker's locale tables, with different locales in each part; the names are
 *   drawn once into data/faker-people.tsv (data/make-faker-people.ts), so a faker upgrade never changes
 *   the cases, and the generator needs no ES module (faker 10 is ESM-only, Jest runs CommonJS);
 * - real organizations from scripts/eval/data/real-organizations.tsv, split between the parts by a
 *   hash of the name, so the parts never share an organization;
 * - for the validation part, Arabic-world people from a table written for it (Maghreb, Gulf, Egyptian and
 *   Pakistani spellings), because faker's Arabic locale is in Arabic script only.
 * Each generator returns candidates; the dataset generator drops those equal to listed names.
 */
export interface NegativeName {
  name: string;
  /** `person:<culture>/<locale>` or `org:<category>`. */
  origin: string;
}

/** A faker locale and the culture group the report counts its false positives under. */
export interface LocaleSource {
  locale: string;
  culture: string;
  /** Relative weight of the locale within its part. */
  weight: number;
  /** Non-Latin locales: `latin` romanizes with the `transliteration` library, `native` keeps the script. */
  script?: 'latin' | 'native';
}

/** [locale, culture, weight, script?] rows. */
type LocaleRow = [string, string, number, LocaleSource['script']?];
const localeSources = (rows: LocaleRow[]): LocaleSource[] =>
  rows.map(([locale, culture, weight, script]) => ({
    locale,
    culture,
    weight,
    ...(script ? { script } : {}),
  }));

/** Tuning part: locales the tuning tables do not already cover well. */
export const TUNING_LOCALES: readonly LocaleSource[] = localeSources([
  ['en_US', 'english', 4],
  ['en_GB', 'english', 2],
  ['es', 'hispanic', 2],
  ['de', 'german', 2],
  ['fr', 'french', 2],
  ['it', 'italian', 2],
  ['pt_BR', 'portuguese', 2],
  ['pl', 'slavic', 1],
  ['nl', 'dutch_nordic', 1],
  ['tr', 'turkish', 1],
  ['ko', 'korean', 1, 'latin'],
  ['zh_CN', 'chinese', 1, 'latin'],
  ['vi', 'vietnamese', 1],
]);

/** Validation part: other locales, other countries of the same languages, and native scripts. */
export const VALIDATION_LOCALES: readonly LocaleSource[] = localeSources([
  ['en_AU', 'english', 2],
  ['en_CA', 'english', 2],
  ['en_IE', 'english', 1],
  ['en_IN', 'indian', 2],
  ['en_NG', 'african', 1],
  ['en_GH', 'african', 1],
  ['yo_NG', 'african', 1],
  ['zu_ZA', 'african', 1],
  ['af_ZA', 'african', 1],
  ['es_MX', 'hispanic', 3],
  ['pt_PT', 'portuguese', 1],
  ['de_AT', 'german', 1],
  ['de_CH', 'german', 1],
  ['fr_CA', 'french', 1],
  ['fr_BE', 'french', 1],
  ['fr_SN', 'african', 1],
  ['ro', 'romanian_hungarian', 1],
  ['hu', 'romanian_hungarian', 1],
  ['cs_CZ', 'slavic', 1],
  ['sk', 'slavic', 1],
  ['hr', 'slavic', 1],
  ['sr_RS_latin', 'slavic', 1],
  ['sv', 'dutch_nordic', 1],
  ['nb_NO', 'dutch_nordic', 1],
  ['fi', 'dutch_nordic', 1],
  ['lv', 'baltic', 1],
  ['el', 'greek', 1, 'latin'],
  ['ru', 'russian', 4, 'latin'],
  ['uk', 'russian', 2, 'latin'],
  ['az', 'caucasus_central_asia', 1],
  ['ka_GE', 'caucasus_central_asia', 1, 'latin'],
  ['hy', 'caucasus_central_asia', 1, 'latin'],
  ['uz_UZ_latin', 'caucasus_central_asia', 1],
  ['id_ID', 'southeast_asian', 2],
  ['zh_TW', 'chinese', 2, 'latin'],
  ['ja', 'japanese', 1, 'native'],
  ['ru', 'native_script', 1, 'native'],
  ['ar', 'native_script', 1, 'native'],
  ['fa', 'native_script', 1, 'native'],
  ['zh_TW', 'native_script', 1, 'native'],
  ['ko', 'native_script', 1, 'native'],
]);

/** Validation-only Arabic-world names in Latin script (the tuning tables have other ones). */
export const VALIDATION_ARABIC = {
  given: [
    'Abdelkader',
    'Abdellatif',
    'Mohamed',
    'Mehdi',
    'Hicham',
    'Rachid',
    'Noureddine',
    'Lahcen',
    'Driss',
    'Youssouf',
    'Oussama',
    'Anouar',
    'Soufiane',
    'Zakaria',
    'Ayoub',
    'Khadija',
    'Meriem',
    'Houda',
    'Nadia',
    'Samira',
    'Imane',
    'Loubna',
    'Ghizlane',
    'Sanaa',
    'Wafa',
    'Sultan',
    'Rashid',
    'Saeed',
    'Hamad',
    'Khalifa',
    'Faisal',
    'Turki',
    'Nayef',
    'Majed',
    'Fahad',
    'Abdulaziz',
    'Abdulrahman',
    'Eisa',
    'Jassim',
    'Mubarak',
    'Muhammad',
    'Usman',
    'Imran',
    'Asif',
    'Tahir',
    'Zubair',
    'Shahid',
    'Waqas',
    'Kamran',
    'Adnan',
    'Ayesha',
    'Sana',
    'Hira',
    'Mehwish',
    'Rabia',
    'Mostafa',
    'Amr',
    'Tamer',
    'Sherif',
    'Hesham',
    'Ehab',
    'Hany',
    'Ashraf',
    'Mona',
    'Dina',
    'Rasha',
    'Heba',
  ],
  surnames: [
    'Benali',
    'Bennani',
    'El Amrani',
    'Alaoui',
    'Tazi',
    'Berrada',
    'Chraibi',
    'El Idrissi',
    'Ouazzani',
    'Benjelloun',
    'Lahlou',
    'Bouzid',
    'Belkacem',
    'Haddadi',
    'Mebarki',
    'Boudiaf',
    'Saidi',
    'Cherif',
    'Khelifi',
    'Brahimi',
    'Zerrouki',
    'Hamdi',
    'Trabelsi',
    'Gharbi',
    'Jebali',
    'Ben Salah',
    'Mejri',
    'Dridi',
    'Al Mansoori',
    'Al Nuaimi',
    'Al Ketbi',
    'Al Shamsi',
    'Al Dhaheri',
    'Al Mazrouei',
    'Al Suwaidi',
    'Al Marri',
    'Al Kuwari',
    'Al Otaibi',
    'Al Ghamdi',
    'Al Zahrani',
    'Al Harbi',
    'Al Dossary',
    'Al Shehri',
    'Al Qahtani',
    'Al Mutairi',
    'Al Anazi',
    'Abdel Fattah',
    'Abdel Aziz',
    'El Sayed',
    'Soliman',
    'Fahmy',
    'Ghoneim',
    'Shawky',
    'Radwan',
    'El Masry',
    'Hegazy',
    'Khan',
    'Malik',
    'Chaudhry',
    'Butt',
    'Sheikh',
    'Siddiqui',
    'Hashmi',
    'Rizvi',
    'Abbasi',
    'Jamil',
    'Iqbal',
    'Akhtar',
    'Raza',
    'Javed',
    'Mirza',
    'Baig',
    'Awan',
    'Niazi',
  ],
} as const;

/** Picks an element with probability proportional to its weight. */
function weighted<T extends { weight: number }>(items: readonly T[], rng: Rng): T {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  let x = rng.next() * total;
  for (const item of items) {
    x -= item.weight;
    if (x < 0) return item;
  }
  return items[items.length - 1];
}

const PEOPLE_FILE = join(__dirname, 'data/faker-people.tsv');

/** `<locale>` or `<locale>-script` (names kept in their own script): the key of a pool in faker-people.tsv. */
export const poolKey = (source: LocaleSource) =>
  `${source.locale}${source.script === 'native' ? '-script' : ''}`;

let peoplePools: Map<string, string[]> | null = null;

/** The people pools of data/faker-people.tsv (written by data/make-faker-people.ts from @faker-js/faker). */
export function fakerPeople(): Map<string, string[]> {
  if (peoplePools) return peoplePools;
  const pools = new Map<string, string[]>();
  for (const line of readFileSync(PEOPLE_FILE, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [key, name] = line.split('\t');
    pools.set(key, [...(pools.get(key) ?? []), name]);
  }
  peoplePools = pools;
  return pools;
}

/** One person from a locale's pool, the locale drawn by weight. */
export function personFromLocales(locales: readonly LocaleSource[], rng: Rng): NegativeName {
  const source = weighted(locales, rng);
  const pool = fakerPeople().get(poolKey(source));
  if (!pool?.length)
    throw new Error(`${PEOPLE_FILE} has no names for ${poolKey(source)}; run data/make-faker-people.ts`);
  return { name: rng.pick(pool), origin: `person:${source.culture}/${poolKey(source)}` };
}

export function validationArabicPerson(rng: Rng): NegativeName {
  const parts: string[] = [rng.pick(VALIDATION_ARABIC.given)];
  if (rng.chance(0.35)) parts.push(rng.pick(VALIDATION_ARABIC.given));
  parts.push(rng.pick(VALIDATION_ARABIC.surnames));
  return { name: [...new Set(parts)].join(' '), origin: 'person:arabic_world/table' };
}

const ORGANIZATIONS_FILE = join(__dirname, 'data/real-organizations.tsv');

/** FNV-1a, 32 bits: a stable hash for splitting the organization file between the parts. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A third of the organizations go to tuning, two thirds to validation, by a hash of the name. */
export function organizationPart(name: string): Part {
  return fnv1a(name) % 3 === 0 ? 'tuning' : 'validation';
}

/** The real organizations of one part, in file order. */
export function realOrganizations(part: Part, file: string = ORGANIZATIONS_FILE): NegativeName[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [category, name] = line.split('\t');
      if (!name) throw new Error(`${file}: malformed line "${line}"`);
      return { name: name.trim(), origin: `org:${category.trim()}` };
    })
    .filter((o) => organizationPart(o.name) === part);
}
