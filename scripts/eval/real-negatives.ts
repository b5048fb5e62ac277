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

/** Tuning part: locales the tuning tables do not already cover well. */
export const TUNING_LOCALES: readonly LocaleSource[] = [
  { locale: 'en_US', culture: 'english', weight: 4 },
  { locale: 'en_GB', culture: 'english', weight: 2 },
  { locale: 'es', culture: 'hispanic', weight: 2 },
  { locale: 'de', culture: 'german', weight: 2 },
  { locale: 'fr', culture: 'french', weight: 2 },
  { locale: 'it', culture: 'italian', weight: 2 },
  { locale: 'pt_BR', culture: 'portuguese', weight: 2 },
  { locale: 'pl', culture: 'slavic', weight: 1 },
  { locale: 'nl', culture: 'dutch_nordic', weight: 1 },
  { locale: 'tr', culture: 'turkish', weight: 1 },
  { locale: 'ko', culture: 'korean', weight: 1, script: 'latin' },
  { locale: 'zh_CN', culture: 'chinese', weight: 1, script: 'latin' },
  { locale: 'vi', culture: 'vietnamese', weight: 1 },
];

/** Validation part: other locales, other countries of the same languages, and native scripts. */
export const VALIDATION_LOCALES: readonly LocaleSource[] = [
  { locale: 'en_AU', culture: 'english', weight: 2 },
  { locale: 'en_CA', culture: 'english', weight: 2 },
  { locale: 'en_IE', culture: 'english', weight: 1 },
  { locale: 'en_IN', culture: 'indian', weight: 2 },
  { locale: 'en_NG', culture: 'african', weight: 1 },
  { locale: 'en_GH', culture: 'african', weight: 1 },
  { locale: 'yo_NG', culture: 'african', weight: 1 },
  { locale: 'zu_ZA', culture: 'african', weight: 1 },
  { locale: 'af_ZA', culture: 'african', weight: 1 },
  { locale: 'es_MX', culture: 'hispanic', weight: 3 },
  { locale: 'pt_PT', culture: 'portuguese', weight: 1 },
  { locale: 'de_AT', culture: 'german', weight: 1 },
  { locale: 'de_CH', culture: 'german', weight: 1 },
  { locale: 'fr_CA', culture: 'french', weight: 1 },
  { locale: 'fr_BE', culture: 'french', weight: 1 },
  { locale: 'fr_SN', culture: 'african', weight: 1 },
  { locale: 'ro', culture: 'romanian_hungarian', weight: 1 },
  { locale: 'hu', culture: 'romanian_hungarian', weight: 1 },
  { locale: 'cs_CZ', culture: 'slavic', weight: 1 },
  { locale: 'sk', culture: 'slavic', weight: 1 },
  { locale: 'hr', culture: 'slavic', weight: 1 },
  { locale: 'sr_RS_latin', culture: 'slavic', weight: 1 },
  { locale: 'sv', culture: 'dutch_nordic', weight: 1 },
  { locale: 'nb_NO', culture: 'dutch_nordic', weight: 1 },
  { locale: 'fi', culture: 'dutch_nordic', weight: 1 },
  { locale: 'lv', culture: 'baltic', weight: 1 },
  { locale: 'el', culture: 'greek', weight: 1, script: 'latin' },
  { locale: 'ru', culture: 'russian', weight: 4, script: 'latin' },
  { locale: 'uk', culture: 'russian', weight: 2, script: 'latin' },
  { locale: 'az', culture: 'caucasus_central_asia', weight: 1 },
  { locale: 'ka_GE', culture: 'caucasus_central_asia', weight: 1, script: 'latin' },
  { locale: 'hy', culture: 'caucasus_central_asia', weight: 1, script: 'latin' },
  { locale: 'uz_UZ_latin', culture: 'caucasus_central_asia', weight: 1 },
  { locale: 'id_ID', culture: 'southeast_asian', weight: 2 },
  { locale: 'zh_TW', culture: 'chinese', weight: 2, script: 'latin' },
  { locale: 'ja', culture: 'japanese', weight: 1, script: 'native' },
  { locale: 'ru', culture: 'native_script', weight: 1, script: 'native' },
  { locale: 'ar', culture: 'native_script', weight: 1, script: 'native' },
  { locale: 'fa', culture: 'native_script', weight: 1, script: 'native' },
  { locale: 'zh_TW', culture: 'native_script', weight: 1, script: 'native' },
  { locale: 'ko', culture: 'native_script', weight: 1, script: 'native' },
];

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
