import { Readable } from 'node:stream';
import sax from 'sax';
import { membershipsFromPrograms, OFAC_AUTHORITY, type Membership } from './catalog';
import type { ByteSource } from './csv-rows';
import type { Address, Alias, AliasType, EntityType, Identifier } from './model';
import { cleanText, type ParsedSource, type SourceRecord, unique } from './records';
import { documentIdType } from './remarks';

/**
 * OFAC ENHANCED XML (SDN_ENHANCED.XML / CONS_ENHANCED.XML, one schema), read as a stream
 * with sax. The id suffix is the `<entity id>`, which is OFAC's ent_num (the same number
 * the legacy CSV calls ent_num). `listing_date` is the earliest `datePublished` of the
 * entity's list memberships; the list's own date is `<dataAsOf>`.
 */
const LIST_MEMBERSHIPS: Record<string, Membership> = {
  'SDN List': 'SDN',
  'Consolidated List': 'CONSOLIDATED',
  'Sectoral Sanctions Identifications List': 'SSI',
  'FSE List': 'FSE',
};
const ENTITY_TYPES: Record<string, EntityType> = {
  Individual: 'individual',
  Entity: 'organization',
  Vessel: 'vessel',
  Aircraft: 'aircraft',
};
const ALIAS_TYPES: Record<string, AliasType> = { 'A.K.A.': 'a.k.a.', 'F.K.A.': 'f.k.a.', 'N.K.A.': 'n.k.a.' };
/** Features that are identifiers (the rest, e.g. "Secondary sanctions risk", stay out). */
const FEATURE_IDENTIFIERS: Record<string, string> = {
  Birthdate: 'date_of_birth',
  'Place of Birth': 'place_of_birth',
  'SWIFT/BIC': 'swift_bic',
  'Vessel Registration Identification': 'imo_number',
  MMSI: 'mmsi',
};
const NATIONALITY_FEATURES = new Set(['Nationality Country', 'Citizenship Country']);
const ADDRESS_PARTS: Record<string, 'address' | 'city' | 'state_or_province' | 'postal_code'> = {
  ADDRESS1: 'address',
  ADDRESS2: 'address',
  ADDRESS3: 'address',
  CITY: 'city',
  'STATE/PROVINCE': 'state_or_province',
  'POSTAL CODE': 'postal_code',
};

interface EntityDraft {
  id: string;
  type: string;
  remarks: string | null;
  lists: { name: string; datePublished: string | null }[];
  programs: string[];
  primaryName: string | null;
  aliases: Alias[];
  addresses: Address[];
  identifiers: Identifier[];
  nationalities: string[];
}

interface NameDraft {
  primary: boolean;
  aliasType: string | null;
  fullName: string | null;
}

const newAddress = (): Address => ({
  country: '',
  address: null,
  city: null,
  state_or_province: null,
  postal_code: null,
});

export async function parseEnhancedXml(source: ByteSource): Promise<ParsedSource> {
  const parser = sax.createStream(true, { trim: false });
  const records: SourceRecord[] = [];
  const path: string[] = [];
  let text = '';
  let dataAsOf: string | null = null;
  let entity: EntityDraft | null = null;
  let name: NameDraft | null = null;
  let address: Address | null = null;
  let part: { type: string; value: string } = { type: '', value: '' };
  let feature: { type: string; value: string } = { type: '', value: '' };
  let document: { type: string; number: string; country: string | null } = {
    type: '',
    number: '',
    country: null,
  };
  let listDate: string | null = null;
  let inTranslation = false;
  let primaryTranslation = false;

  parser.on('opentag', (tag) => {
    path.push(tag.name);
    text = '';
    const attributes = tag.attributes as Record<string, string>;
    switch (tag.name) {
      case 'entity':
        entity = {
          id: attributes.id,
          type: '',
          remarks: null,
          lists: [],
          programs: [],
          primaryName: null,
          aliases: [],
          addresses: [],
          identifiers: [],
          nationalities: [],
        };
        break;
      case 'name':
        if (entity && path.at(-2) === 'names') name = { primary: false, aliasType: null, fullName: null };
        break;
      case 'translation':
        inTranslation = true;
        primaryTranslation = false;
        break;
      case 'address':
        if (entity) address = newAddress();
        break;
      case 'addressPart':
        part = { type: '', value: '' };
        break;
      case 'feature':
        feature = { type: '', value: '' };
        break;
      case 'identityDocument':
        document = { type: '', number: '', country: null };
        break;
      case 'sanctionsList':
        listDate = attributes.datePublished ?? null;
        break;
    }
  });

  parser.on('text', (chunk) => (text += chunk));
  parser.on('cdata', (chunk) => (text += chunk));

  parser.on('closetag', (tagName) => {
    const value = text.trim();
    const parent = path.at(-2);
    const draft = entity;
    if (tagName === 'dataAsOf') dataAsOf = value;
    if (draft) {
      switch (tagName) {
        case 'entityType':
          if (parent === 'generalInfo') draft.type = value;
          break;
        case 'remarks':
          if (parent === 'generalInfo') draft.remarks = cleanText(value);
          break;
        case 'sanctionsList':
          draft.lists.push({ name: value, datePublished: listDate });
          break;
        case 'sanctionsProgram':
          draft.programs.push(value);
          break;
        case 'isPrimary':
          if (name && inTranslation) primaryTranslation = value === 'true';
          else if (name && parent === 'name') name.primary = value === 'true';
          break;
        case 'aliasType':
          if (name) name.aliasType = value;
          break;
        case 'formattedFullName':
          if (name && primaryTranslation && !name.fullName) name.fullName = cleanText(value);
          break;
        case 'translation':
          inTranslation = false;
          break;
        case 'name':
          if (name && parent === 'names') {
            const current: NameDraft = name;
            if (current.fullName && current.primary) draft.primaryName = current.fullName;
            else if (current.fullName) {
              draft.aliases.push({
                alias_name: current.fullName,
                alias_type: ALIAS_TYPES[current.aliasType ?? ''] ?? 'a.k.a.',
              });
            }
            name = null;
          }
          break;
        case 'country':
          if (address && parent === 'address') address.country = value;
          break;
        case 'type':
          if (parent === 'addressPart') part.type = value;
          else if (parent === 'feature') feature.type = value;
          else if (parent === 'identityDocument') document.type = value;
          break;
        case 'value':
          if (parent === 'addressPart') part.value = value;
          else if (parent === 'feature') feature.value = value;
          break;
        case 'addressPart': {
          const field = ADDRESS_PARTS[part.type];
          if (address && field && primaryTranslation) {
            address[field] = address[field] ? `${address[field]}, ${part.value}` : part.value;
          }
          break;
        }
        case 'address':
          if (address && (address.country || address.address || address.city || address.state_or_province)) {
            draft.addresses.push(address);
          }
          address = null;
          break;
        case 'feature': {
          const idType = FEATURE_IDENTIFIERS[feature.type];
          if (idType && feature.value)
            draft.identifiers.push({ id_type: idType, id_value: feature.value, country: null });
          if (NATIONALITY_FEATURES.has(feature.type) && feature.value)
            draft.nationalities.push(feature.value);
          break;
        }
        case 'documentNumber':
          document.number = value;
          break;
        case 'issuingCountry':
          document.country = value || null;
          break;
        case 'identityDocument': {
          const idType = documentIdType(document.type) ?? 'registration';
          if (document.number)
            draft.identifiers.push({ id_type: idType, id_value: document.number, country: document.country });
          break;
        }
        case 'entity':
          records.push(toRecord(draft));
          entity = null;
          break;
      }
    }
    path.pop();
    text = '';
  });

  await new Promise<void>((resolve, reject) => {
    parser.on('end', resolve);
    parser.on('error', reject);
    Readable.from(source).on('error', reject).pipe(parser);
  });
  return {
    format: 'ofac-enhanced-xml',
    records,
    published_at: dataAsOf,
    latest_entry_date: null,
    row_count: records.length,
  };
}

function toRecord(draft: EntityDraft): SourceRecord {
  if (!/^\d+$/.test(draft.id) || !draft.primaryName)
    throw new Error(`enhanced XML entity ${draft.id} has no id or primary name`);
  const dates = draft.lists
    .map((list) => list.datePublished)
    .filter((date): date is string => Boolean(date))
    .sort();
  const memberships = draft.lists
    .map((list) => LIST_MEMBERSHIPS[list.name])
    .filter((m): m is Membership => Boolean(m));
  return {
    id_suffix: draft.id,
    source_entry_uid: draft.id,
    primary_name: draft.primaryName,
    entity_type: ENTITY_TYPES[draft.type] ?? 'organization',
    aliases: draft.aliases,
    identifiers: draft.identifiers,
    addresses: draft.addresses,
    nationality_countries: unique(draft.nationalities),
    sanctions_programs: draft.programs,
    listing_date: dates[0]?.slice(0, 10) ?? null,
    source_authority: OFAC_AUTHORITY,
    remarks: draft.remarks,
    memberships: unique([...memberships, ...membershipsFromPrograms(draft.programs)]),
  };
}
