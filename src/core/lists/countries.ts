import countries from 'i18n-iso-countries';
import { normalizeName } from '../names/normalize';

/**
 * Names the US lists use for countries and regions that ISO 3166's English names (as published
 * in i18n-iso-countries) spell otherwise or leave out, so a caller may copy a list's own country
 * text. Keys are normalized names.
 */
const LIST_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  SYRIA: 'SY',
  BURMA: 'MM',
  LAOS: 'LA',
  MACAU: 'MO',
  BRUNEI: 'BN',
  MOLDOVA: 'MD',
  'CABO VERDE': 'CV',
  'CAPE VERDE': 'CV',
  'COTE D IVOIRE': 'CI',
  'DEMOCRATIC PEOPLES REPUBLIC OF KOREA': 'KP',
  // The SDN list writes "Korea, North" and "Korea, South"; a file that copies them loses the comma.
  'KOREA NORTH': 'KP',
  'KOREA SOUTH': 'KR',
  'ST VINCENT AND THE GRENADINES': 'VC',
  'ST KITTS AND NEVIS': 'KN',
  'BRITISH VIRGIN ISLANDS': 'VG',
  'THE BAHAMAS': 'BS',
  'NETHERLANDS ANTILLES': 'AN',
  PRC: 'CN',
  PALESTINIAN: 'PS',
  'WEST BANK': 'PS',
  GAZA: 'PS',
  CRIMEA: 'UA',
};

/** ISO 3166's English names of each country, all of them, as i18n-iso-countries publishes them: alpha-2 code → names. */
export function englishCountryNames(): Readonly<Record<string, readonly string[]>> {
  return countries.getNames('en', { select: 'all' });
}

let byName: Map<string, string> | null = null;

function namesIndex(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(Object.entries(LIST_COUNTRY_NAMES));
  for (const [code, names] of Object.entries(englishCountryNames())) {
    for (const name of names) byName.set(normalizeName(name), code);
  }
  return byName;
}

/**
 * The ISO 3166-1 alpha-2 code of a country given as an alpha-2, alpha-3 or numeric code
 * (any case), or as an English name (any case, accents and punctuation; "Korea, North" is read
 * as "North Korea"); null when it names no country. The rule is documented in docs/screening.md.
 */
export function countryCode(value: string): string | null {
  const trimmed = value.trim();
  if (/^([A-Za-z]{2,3}|\d{3})$/.test(trimmed) && countries.isValid(trimmed.toUpperCase())) {
    const code = countries.toAlpha2(trimmed.toUpperCase());
    if (code) return code;
  }
  const names = namesIndex();
  const normalized = normalizeName(trimmed);
  const comma = trimmed.indexOf(',');
  const reordered =
    comma > 0 ? normalizeName(`${trimmed.slice(comma + 1)} ${trimmed.slice(0, comma)}`) : normalized;
  return names.get(normalized) ?? names.get(reordered) ?? null;
}

/**
 * The ISO 3166-1 alpha-2 code of a country named by an already normalized English name (RUSSIA,
 * NORTH KOREA), or null: the name readings' test, which runs for every query and needs no
 * normalization or code lookup.
 */
export function countryCodeOfNormalizedName(normalized: string): string | null {
  return namesIndex().get(normalized) ?? null;
}

/** What two country texts are compared by: the ISO code when the text names a country, else the normalized text. */
export function countryKey(value: string): string {
  return countryCode(value) ?? normalizeName(value);
}
