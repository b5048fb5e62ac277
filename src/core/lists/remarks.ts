import type { Identifier } from './model';
import { unique } from './records';

/**
 * Structured facts inside OFAC remarks ("DOB 19 Jun 1951; POB Giza, Egypt; Passport 1084010
 * (Egypt); nationality Iran; ..."), shared by the SDN and consolidated CSV parsers. The full
 * remark text is kept as `remarks`; this only lifts documents, dates and places of birth and
 * nationalities into fields. Weak a.k.a.s written in the remarks are not made aliases: OFAC
 * lists them as low-quality names that screening need not match (docs/lists.md).
 */
export interface RemarkFacts {
  identifiers: Identifier[];
  nationality_countries: string[];
}

/** Remark labels → id_type. Longer labels are tried first, so "National ID No." wins over "ID". */
const DOCUMENT_LABELS: Record<string, string> = {
  Passport: 'passport',
  'Diplomatic Passport': 'passport',
  'National ID No.': 'national_id',
  'National ID Number': 'national_id',
  'Identification Number': 'national_id',
  'Personal ID Card': 'national_id',
  'Cedula No.': 'national_id',
  'C.U.R.P.': 'national_id',
  'CURP #': 'national_id',
  'D.N.I.': 'national_id',
  NIE: 'national_id',
  SSN: 'national_id',
  "Citizen's Card Number": 'national_id',
  'Residency Number': 'national_id',
  'Kenyan ID No.': 'national_id',
  'Tax ID No.': 'tax_id',
  'Tax Identification Number': 'tax_id',
  'R.F.C.': 'tax_id',
  RFC: 'tax_id',
  'NIT #': 'tax_id',
  'RUC #': 'tax_id',
  'RIF #': 'tax_id',
  CUIT: 'tax_id',
  'US FEIN': 'tax_id',
  'V.A.T. Number': 'tax_id',
  'Registration Number': 'registration',
  'Registration ID': 'registration',
  'Business Registration Number': 'registration',
  'Business Registration Document #': 'registration',
  'Business Number': 'registration',
  'Company Number': 'registration',
  'UK Company Number': 'registration',
  'Commercial Registry Number': 'registration',
  'Public Registration Number': 'registration',
  'Folio Mercantil No.': 'registration',
  'Matricula Mercantil No': 'registration',
  'C.R. No.': 'registration',
  'Chamber of Commerce Number': 'registration',
  'Certificate of Incorporation Number': 'registration',
  'Trade License No.': 'registration',
  'Government Gazette Number': 'registration',
  'Unified Social Credit Code (USCC)': 'registration',
  'Legal Entity Number': 'legal_entity_number',
  'Vessel Registration Identification IMO': 'imo_number',
  'Identification Number IMO': 'imo_number',
  'Vessel Registration Identification': 'vessel_registration',
  MMSI: 'mmsi',
  'SWIFT/BIC': 'swift_bic',
  'Aircraft Tail Number': 'aircraft_tail_number',
  "Aircraft Manufacturer's Serial Number (MSN)": 'aircraft_serial_number',
  "Driver's License No.": 'drivers_license',
};

/** id_type for a document label as OFAC writes it ("Passport", "Tax ID No."), or null. */
export function documentIdType(label: string): string | null {
  return DOCUMENT_LABELS[label.trim()] ?? null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LABEL_PATTERN = new RegExp(
  `^(${Object.keys(DOCUMENT_LABELS)
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![A-Za-z])\\s*[:#]?\\s*(.+)$`,
);
/** "A1234567 (Iran) expires 2020" → value A1234567, country Iran. */
const VALUE_PATTERN =
  /^(.+?)\s*(?:\(([^()]+)\))?(?:\s*(?:,\s*)?(?:issued|expires|Issue Date|Expire Date)\b.*)?$/;

/** Splits a remark into its `;`-separated statements, minus `alt.` and the closing period. */
export function remarkStatements(remarks: string): string[] {
  return remarks
    .split(';')
    .map((part) =>
      part
        .trim()
        .replace(/^alt\.\s+/, '')
        .replace(/\.$/, '')
        .trim(),
    )
    .filter((part) => part.length > 0);
}

export function parseRemarks(remarks: string | null): RemarkFacts {
  const identifiers: Identifier[] = [];
  const nationalities: string[] = [];
  for (const statement of remarks ? remarkStatements(remarks) : []) {
    const date = /^DOB\s+(.+)$/.exec(statement);
    if (date) {
      identifiers.push({ id_type: 'date_of_birth', id_value: date[1], country: null });
      continue;
    }
    const place = /^POB\s+(.+)$/.exec(statement);
    if (place) {
      identifiers.push({ id_type: 'place_of_birth', id_value: place[1], country: null });
      continue;
    }
    const nationality = /^(?:nationality|citizen)\s+(.+)$/i.exec(statement);
    if (nationality) {
      nationalities.push(nationality[1]);
      continue;
    }
    const document = LABEL_PATTERN.exec(statement);
    if (document) {
      const value = VALUE_PATTERN.exec(document[2].trim());
      if (value) {
        identifiers.push({
          id_type: DOCUMENT_LABELS[document[1]],
          id_value: value[1].replace(/[,\s]+$/, ''),
          country: value[2]?.trim() ?? null,
        });
      }
    }
  }
  return { identifiers, nationality_countries: unique(nationalities) };
}
