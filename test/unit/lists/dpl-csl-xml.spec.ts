import { Readable } from 'node:stream';
import { readFileSync } from 'node:fs';
import { parseCsl } from '../../../src/core/lists/csl';
import { dplEntityType, dplIdSuffix, parseDpl, usDateToIso } from '../../../src/core/lists/dpl';
import { parseEnhancedXml } from '../../../src/core/lists/enhanced-xml';
import { entitiesForList, type ParsedSource } from '../../../src/core/lists/records';
import { readReal, realFile } from './real-files';

const TODAY = '2026-01-01';

describe('BIS Denied Persons List (dpl.txt, 665 rows)', () => {
  let dpl: ParsedSource;

  beforeAll(async () => {
    dpl = await parseDpl(readReal('bis-dpl/dpl.txt'), TODAY);
  });

  it('reads 665 rows into 663 entries: two rows are exact duplicates (DAQING ZHOU, NEI-CHIEN CHU)', () => {
    // Counted independently: python3 csv.reader(delimiter="\t") → 665 records, 663 distinct tuples of all 12 fields.
    expect(dpl.row_count).toBe(665);
    expect(dpl.records).toHaveLength(663);
    expect(new Set(dpl.records.map((record) => record.id_suffix)).size).toBe(663);
    expect(dpl.records.filter((record) => record.primary_name === 'DAQING ZHOU')).toHaveLength(1);
  });

  it('dates the list by the latest real Last_Update, ignoring the 3033-09-30 typo', () => {
    expect(dpl.published_at).toBe('2023-11-28');
  });

  it('reads the first row field by field, with the id a hash of its identifying fields', () => {
    // " I. ASH"  "UPON THE DATE OF THE ORDER INCARCERATED AT USM NO: 26265-177, FCI SEAGOVILLE, 2113 NORTH HIGHWAY 175"
    // "SEAGOVILLE" "TX" "US" "75159" "06/19/2003" "06/29/2056" "Y" "2007-01-31" "FEDERAL REGISTER NOTICE UPDATED"
    // "68 F.R. 38290 6/27/03 71 F.R. 38843 7/10/06 72 F.R. 4236 1/30/07"
    // Expected suffix computed independently in Python:
    //   int(sha256("\u241f".join([name, street, city, state, country, postal, effective]).encode()).hexdigest()[:12], 16)
    const [ash] = entitiesForList('bis_dpl', [dpl]).filter((entity) => entity.primary_name === 'I. ASH');
    expect(ash).toEqual({
      entity_id: 'sanc_bis_dpl_274878576253625',
      primary_name: 'I. ASH',
      normalized_name: 'I ASH',
      entity_type: 'individual',
      aliases: [],
      identifiers: [],
      addresses: [
        {
          country: 'US',
          address:
            'UPON THE DATE OF THE ORDER INCARCERATED AT USM NO: 26265-177, FCI SEAGOVILLE, 2113 NORTH HIGHWAY 175',
          city: 'SEAGOVILLE',
          state_or_province: 'TX',
          postal_code: '75159',
        },
      ],
      nationality_countries: [],
      sanctions_programs: ['DPL'],
      listing_date: '2003-06-19',
      source_authority: 'U.S. Department of Commerce, Bureau of Industry and Security (BIS)',
      source_list_id: 'bis_dpl',
      remarks:
        'Action: FEDERAL REGISTER NOTICE UPDATED; Effective 06/19/2003; expires 06/29/2056; standard order Y; FR citation 68 F.R. 38290 6/27/03 71 F.R. 38843 7/10/06 72 F.R. 4236 1/30/07',
      source_entry_uid: 'DPL-274878576253625',
    });
  });

  it('keeps ids when rows are reordered or a later field (action, citation, last update) changes', async () => {
    const [header, ...rows] = readFileSync(realFile('bis-dpl/dpl.txt'), 'utf8').trimEnd().split('\n');
    const edited = rows
      .reverse()
      .map((row) => row.replace('"FEDERAL REGISTER NOTICE UPDATED"', '"NAME CORRECTED"'));
    const reordered = await parseDpl(Readable.from([[header, ...edited].join('\n')]), TODAY);
    const ids = (parsed: ParsedSource) => parsed.records.map((record) => record.id_suffix).sort();
    expect(ids(reordered)).toEqual(ids(dpl));
  });

  it('infers US for a US state when Country is empty, and guesses organizations by company words', () => {
    // "AARON ABRAHAM VILLA" "3415 RIVERA AVENUE" "EL PASO" "TX" "" "79905" "08/24/2022" …
    const villa = dpl.records.find((record) => record.primary_name === 'AARON ABRAHAM VILLA')!;
    expect(villa.addresses[0]).toMatchObject({ country: 'US', state_or_province: 'TX', city: 'EL PASO' });
    expect(villa.listing_date).toBe('2022-08-24');
    expect(dplEntityType('AIR FREIGHT LTD')).toBe('organization');
    expect(dplEntityType('AEROCARGO DEL SUR TRANSPORTATION COMPANY')).toBe('organization');
    expect(dplEntityType('JOSE ERNESTO GARCIA')).toBe('individual');
  });

  it('hashes only the identifying fields', () => {
    const row = {
      Name: 'A',
      Street_Address: 'B',
      City: 'C',
      State: 'D',
      Country: 'E',
      Postal_Code: 'F',
      Effective_Date: '01/02/2003',
    };
    expect(dplIdSuffix(row)).toBe(dplIdSuffix({ ...row, Name: ' a ' }));
    expect(dplIdSuffix(row)).not.toBe(dplIdSuffix({ ...row, Effective_Date: '01/02/2004' }));
    expect(usDateToIso('06/19/2003')).toBe('2003-06-19');
    expect(usDateToIso('2003-06-19')).toBeNull();
  });
});

describe('trade.gov Consolidated Screening List (consolidated.csv, 14,160 records)', () => {
  let csl: ParsedSource;

  beforeAll(async () => {
    csl = await parseCsl(readReal('trade-gov-csl/consolidated.csv'));
  });

  it('reads every record and takes the 3 FSE rows for ofac_fse', () => {
    expect(csl.row_count).toBe(14160);
    expect(
      entitiesForList('ofac_fse', [csl])
        .map((entity) => entity.entity_id)
        .sort(),
    ).toEqual(['sanc_ofac_fse_17526', 'sanc_ofac_fse_17527', 'sanc_ofac_fse_26182']);
    expect(entitiesForList('ofac_sdn', [csl])).toHaveLength(10026); // SOURCES.md: 10,026 SDN rows
    expect(csl.latest_entry_date).toBe('2022-04-21'); // SOURCES.md: latest start_date
  });

  it('reads an FSE individual field by field', () => {
    // 17526,Foreign Sanctions Evaders (FSE) - Treasury Department,17526,Individual,SYRIA; FSE-SY,"BEKTAS, Halis",,"",,,,
    // …,"",CH,1966-02-13,"","",http://bit.ly/1N1docf,"CH, X0906223, Passport"
    const [bektas] = entitiesForList('ofac_fse', [csl]).filter(
      (entity) => entity.source_entry_uid === '17526',
    );
    expect(bektas).toMatchObject({
      primary_name: 'BEKTAS, Halis',
      entity_type: 'individual',
      sanctions_programs: ['SYRIA', 'FSE-SY'],
      identifiers: [
        { id_type: 'passport', id_value: 'X0906223', country: 'CH' },
        { id_type: 'date_of_birth', id_value: '1966-02-13', country: null },
      ],
      nationality_countries: ['CH'],
      addresses: [],
    });
    const [rixo] = entitiesForList('ofac_fse', [csl]).filter((entity) => entity.source_entry_uid === '17527');
    // "Lindenstrasse 2, Baar, 6340, CH"
    expect(rixo.addresses).toEqual([
      {
        country: 'CH',
        address: 'Lindenstrasse 2, Baar, 6340',
        city: null,
        state_or_province: null,
        postal_code: null,
      },
    ]);
    expect(rixo.entity_type).toBe('organization');
  });
});

describe('OFAC enhanced XML (CONS_ENHANCED.XML)', () => {
  let xml: ParsedSource;

  beforeAll(async () => {
    xml = await parseEnhancedXml(readReal('ofac-cons-enhanced-xml/CONS_ENHANCED.XML'));
  });

  it('has 443 entities (363 Entity, 80 Individual), dated by dataAsOf, with the list memberships SOURCES.md counts', () => {
    expect(xml.records).toHaveLength(443);
    expect(xml.records.filter((record) => record.entity_type === 'individual')).toHaveLength(80);
    expect(xml.published_at).toBe('2025-01-10T00:00:00');
    expect(entitiesForList('ofac_consolidated', [xml])).toHaveLength(443);
    expect(entitiesForList('ofac_ssi', [xml])).toHaveLength(286);
    expect(entitiesForList('ofac_fse', [xml])).toHaveLength(1);
    expect(entitiesForList('ofac_sdn', [xml])).toHaveLength(77);
  });

  it('reads entity 9639 field by field', () => {
    // <entity id="9639"> Individual; lists PLC (datePublished 2006-04-12), Consolidated (2014-10-10); program NS-PLC;
    // names: primary "HANIYA, Ismail Abdul Salah", A.K.A. "HANIYA, Ismail", A.K.A. "HANIYYA, Ismaeel";
    // features Birthdate 1962, Place of Birth Shati; one address with no parts and no country.
    const [haniya] = entitiesForList('ofac_consolidated', [xml]).filter(
      (entity) => entity.source_entry_uid === '9639',
    );
    expect(haniya).toMatchObject({
      entity_id: 'sanc_ofac_consolidated_9639',
      primary_name: 'HANIYA, Ismail Abdul Salah',
      entity_type: 'individual',
      aliases: [
        { alias_name: 'HANIYA, Ismail', alias_type: 'a.k.a.' },
        { alias_name: 'HANIYYA, Ismaeel', alias_type: 'a.k.a.' },
      ],
      identifiers: [
        { id_type: 'date_of_birth', id_value: '1962', country: null },
        { id_type: 'place_of_birth', id_value: 'Shati', country: null },
      ],
      addresses: [],
      sanctions_programs: ['NS-PLC'],
      listing_date: '2006-04-12',
    });
  });

  it('reads identity documents with their issuing country (VTB Bank, 17013)', () => {
    // <identityDocument><type>Registration ID</type><documentNumber>1027739609391</documentNumber><issuingCountry>Russia</issuingCountry>
    // <type>Tax ID No.</type><documentNumber>7702070139</documentNumber><issuingCountry>Russia</issuingCountry>
    const vtb = xml.records.find((record) => record.source_entry_uid === '17013')!;
    expect(vtb.identifiers).toEqual(
      expect.arrayContaining([
        { id_type: 'registration', id_value: '1027739609391', country: 'Russia' },
        { id_type: 'tax_id', id_value: '7702070139', country: 'Russia' },
        { id_type: 'swift_bic', id_value: 'VTBRRUMM', country: null },
      ]),
    );
    expect(vtb.aliases).toContainEqual({ alias_name: 'JSC VTB BANK', alias_type: 'f.k.a.' });
  });
});
