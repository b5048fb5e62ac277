import { createHash } from 'node:crypto';
import { type Entity, type EntityType, nameOnlyEntity } from '../../core/lists/model';
import tokenFrequencies from '../../core/names/data/token-frequencies.json';
import { toSearchDocument } from './search-document';
import entitiesTemplate from '../../../elasticsearch/templates/entities.json';

/**
 * Which name-key code built an index (docs/operations.md, "Which code built an index: the key
 * fingerprint"). Queries compute their keys with the running code; an index whose documents
 * another version of the code computed would silently miss the candidates whose keys changed,
 * and a missed candidate is a false `clear`. So each reindex records this fingerprint in the
 * list's metadata document, and the engine refuses to screen against a list whose recorded
 * fingerprint differs from its own.
 *
 * The fingerprint hashes the index template and the search documents of sample entities:
 * names of every shape the keys treat apart (particles, titles, legal forms, initials,
 * other scripts, identifiers) and every tenth token of the lists' frequency table. A change
 * to key derivation that changes none of them goes unseen: docs/operations.md asks for a
 * reindex after every upgrade that changes keys all the same.
 */

const SAMPLE_NAMES: [EntityType, string][] = [
  ['individual', 'Aleksandr Nikolaevich POPOV'],
  ['individual', 'POPOV, Aleksandr Nikolaevich'],
  ['individual', 'Abu Bakr al-Baghdadi'],
  ['individual', "Abd al-Rahman bin 'Ali AL-HAJJ"],
  ['individual', 'Juan Carlos de la Vega y Torres'],
  ['individual', 'Jean-Pierre van der Berg'],
  ['individual', 'Dr. Ahmad VAHIDI'],
  ['individual', 'Senior General Min Aung HLAING'],
  ['individual', 'J. R. R. SMITH-JONES Jr.'],
  ['individual', "O'CONNOR, Mary Ann"],
  ['individual', 'WONG, Moon Chi Peter'],
  ['individual', 'KIM Jong Un'],
  ['individual', 'RI Pyong Chol'],
  ['individual', 'MAO Tse-tung'],
  ['individual', 'Ekaterina GORBUNOVA'],
  ['individual', 'Sergei Viktorovich IVANOV'],
  ['individual', 'Владимир Владимирович Путин'],
  ['individual', 'Олександр Дмитрович Шевченко'],
  ['individual', 'Ђорђе Јовановић'],
  ['individual', 'Γεώργιος Παπαδόπουλος'],
  ['individual', 'محمد بن سلمان'],
  ['individual', 'علی خامنه‌ای'],
  ['individual', 'יוסף כהן'],
  ['individual', '习近平'],
  ['individual', '김정은'],
  ['individual', 'やまだ たろう'],
  ['individual', 'ヤマダ タロウ'],
  ['individual', 'ოთარ ფარცხალაძე'],
  ['individual', 'Ռուբեն Կիրակոսյան'],
  ['individual', 'राजेश कुमार'],
  ['individual', 'Məhəmməd Kəşlaf'],
  ['individual', 'Müller Şükrü Øster Łukasz'],
  ['organization', 'BANK OF TEJARAT'],
  ['organization', 'Sberbank of the Russian Federation'],
  ['organization', 'OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTYU ROMASHKA'],
  ['organization', 'AKTSIONERNOE OBSHCHESTVO "TEKHNO-INVEST"'],
  ['organization', 'OOO Stroitelnaya Kompaniya'],
  ['organization', 'Siemens Gesellschaft mit beschrankter Haftung'],
  ['organization', 'Comercializadora del Norte S.A. de C.V.'],
  ['organization', 'The Islamic Republic of Iran Shipping Lines (IRISL)'],
  ['organization', 'KALA ELECTRIC COMPANY LIMITED'],
  ['organization', 'ML HOLDING GROUP LTD.'],
  ['organization', '3M Co'],
  ['organization', 'Al-Aqsa International Foundation'],
  ['organization', '中国航天科技集团有限公司'],
  ['organization', '조선광선은행'],
  ['organization', 'ООО "Газпром Нефть"'],
  ['organization', 'شركة النفط الوطنية'],
  ['vessel', 'M/V SEA STAR 1'],
  ['aircraft', 'EP-ABC Boeing 747'],
];

const SAMPLE_IDENTIFIERS = [
  { id_type: 'passport', id_value: 'A1234567', country: 'IR' },
  { id_type: 'national_id', id_value: '123-45-6789', country: null },
  { id_type: 'registration', id_value: 'IMO 9123456', country: null },
  { id_type: 'date_of_birth', id_value: '01 Jan 1970', country: null },
];

function sampleEntity(index: number, type: EntityType, name: string, aliases: string[]): Entity {
  const entity = nameOnlyEntity(`sanc_ofac_sdn_${index}`, type, name, name, aliases);
  return index === 0 ? { ...entity, identifiers: SAMPLE_IDENTIFIERS } : entity;
}

/** The sample entities: one per sample name, then the frequency table's tokens as aliases, 50 an entity. */
export function sampleEntities(): Entity[] {
  const named = SAMPLE_NAMES.map(([type, name], index) => sampleEntity(index, type, name, []));
  const tokens = Object.keys(tokenFrequencies.frequencies).filter((_, index) => index % 10 === 0);
  const withTokens: Entity[] = [];
  for (let start = 0; start < tokens.length; start += 50) {
    const [first, ...rest] = tokens.slice(start, start + 50);
    withTokens.push(sampleEntity(named.length + withTokens.length, 'individual', first, rest));
  }
  return [...named, ...withTokens];
}

/** 16 hex digits of the SHA-256 of the template and the entities' documents (content hashes left out). */
export function keyFingerprint(entities: Entity[], template: unknown = entitiesTemplate): string {
  const hash = createHash('sha256').update(JSON.stringify(template));
  for (const entity of entities) hash.update(JSON.stringify(toSearchDocument(entity, '')));
  return hash.digest('hex').slice(0, 16);
}

let current: string | undefined;

/** This code's fingerprint, computed once (about 0.15 s: the sample names' keys, the script readers loaded). */
export function currentKeyFingerprint(): string {
  current ??= keyFingerprint(sampleEntities());
  return current;
}
