import { parseOfacCsvSet, splitPrograms } from '../../../src/core/lists/ofac-csv';
import { entitiesForList, type ParsedSource } from '../../../src/core/lists/records';
import type { Entity } from '../../../src/core/lists/model';
import { ofacSet } from './real-files';

/**
 * The OFAC legacy CSV sets, parsed from the real files. Expected values are read by hand from
 * the source lines (quoted in each test) or are the counts SOURCES.md gives.
 */
describe('OFAC SDN CSV set (ofac-sdn-csv, 2023-12-28)', () => {
  let sdn: ParsedSource;
  let byId: Map<string, Entity>;

  beforeAll(async () => {
    sdn = await parseOfacCsvSet('sdn', ofacSet('sdn', 'ofac-sdn-csv'));
    byId = new Map(entitiesForList('ofac_sdn', [sdn]).map((entity) => [entity.entity_id, entity]));
  });

  it('has the 13,821 entries and the type split SOURCES.md states (6,646 / 6,033 entity / 764 / 378)', () => {
    expect(sdn.records).toHaveLength(13821);
    const count = (type: string) => sdn.records.filter((record) => record.entity_type === type).length;
    expect([count('individual'), count('organization'), count('vessel'), count('aircraft')]).toEqual([
      6646, 6033, 764, 378,
    ]);
    expect(byId.size).toBe(13821);
  });

  it('reads an individual with passports and a date of birth field by field (ent_num 2676)', () => {
    // sdn.csv: 2676,"AL ZAWAHIRI, Dr. Ayman","individual","SDGT","Operational and Military Leader of JIHAD GROUP",-0- ×6,
    //   "DOB 19 Jun 1951; POB Giza, Egypt; Passport 1084010 (Egypt); alt. Passport 19820215; Operational and Military Leader of JIHAD GROUP."
    // alt.csv: aka AL-ZAWAHIRI, Ayman / aka SALIM, Ahmad Fuad / aka AL-ZAWAHIRI, Aiman Muhammad Rabi ; add.csv: one all -0- row.
    expect(byId.get('sanc_ofac_sdn_2676')).toEqual({
      entity_id: 'sanc_ofac_sdn_2676',
      primary_name: 'AL ZAWAHIRI, Dr. Ayman',
      normalized_name: 'AL ZAWAHIRI DR AYMAN',
      entity_type: 'individual',
      aliases: [
        { alias_name: 'AL-ZAWAHIRI, Ayman', alias_type: 'a.k.a.' },
        { alias_name: 'SALIM, Ahmad Fuad', alias_type: 'a.k.a.' },
        { alias_name: 'AL-ZAWAHIRI, Aiman Muhammad Rabi', alias_type: 'a.k.a.' },
      ],
      identifiers: [
        { id_type: 'date_of_birth', id_value: '19 Jun 1951', country: null },
        { id_type: 'place_of_birth', id_value: 'Giza, Egypt', country: null },
        { id_type: 'passport', id_value: '1084010', country: 'Egypt' },
        { id_type: 'passport', id_value: '19820215', country: null },
      ],
      addresses: [],
      nationality_countries: [],
      sanctions_programs: ['SDGT'],
      listing_date: null,
      source_authority: 'U.S. Department of the Treasury, Office of Foreign Assets Control (OFAC)',
      source_list_id: 'ofac_sdn',
      remarks:
        'DOB 19 Jun 1951; POB Giza, Egypt; Passport 1084010 (Egypt); alt. Passport 19820215; Operational and Military Leader of JIHAD GROUP.',
      source_entry_uid: '2676',
    });
  });

  it('reads a vessel with its IMO number and former names (ent_num 4243)', () => {
    // 4243,"EBANO","vessel","CUBA",-0- ,-0- ,"General Cargo","2595","1865","Panama",-0- ,
    //   "Vessel Registration Identification IMO 7406784; f.k.a. 'ANA I'; f.k.a. 'SAND SWAN'."  (no alt.csv rows)
    const ebano = byId.get('sanc_ofac_sdn_4243')!;
    expect(ebano).toMatchObject({
      primary_name: 'EBANO',
      entity_type: 'vessel',
      sanctions_programs: ['CUBA'],
      nationality_countries: ['Panama'], // Vess_flag: a vessel's nationality is its flag state
      identifiers: [{ id_type: 'imo_number', id_value: '7406784', country: null }],
      aliases: [],
      addresses: [],
      remarks: "Vessel Registration Identification IMO 7406784; f.k.a. 'ANA I'; f.k.a. 'SAND SWAN'.",
    });
  });

  it('reads an organization with a.k.a. and n.k.a. aliases, tax ids and addresses (ent_num 8244)', () => {
    // No entry in these files has all three alias kinds (checked over alt.csv and cons_alt.csv: no ent_num has
    // both fka and nka), so the three kinds are shown on 8244 (aka + nka) and 4642 (fka) below.
    const aero = byId.get('sanc_ofac_sdn_8244')!;
    expect(aero.entity_type).toBe('organization'); // SDN_Type -0-
    expect(aero.sanctions_programs).toEqual(['SDNTK']);
    expect(aero.aliases).toEqual([
      { alias_name: 'AEROCONTINENTE S.A.', alias_type: 'a.k.a.' },
      { alias_name: 'AERO CONTINENT S.A.', alias_type: 'a.k.a.' },
      { alias_name: 'NUEVO CONTINENTE S.A.', alias_type: 'n.k.a.' },
      { alias_name: 'NUEVOCONTINENTE S.A.', alias_type: 'n.k.a.' },
      { alias_name: 'WWW.AEROCONTINENTE.COM', alias_type: 'a.k.a.' },
      { alias_name: 'WWW.AEROCONTINENTE.COM.PE', alias_type: 'a.k.a.' },
      { alias_name: 'WWW.NUEVOCONTINENTE.COM.PE', alias_type: 'n.k.a.' },
    ]);
    // "NIT # 8300720300 (Colombia); US FEIN 55-2197267; RUC # 20108363101 (Peru); Business Registration Document # F01000003035 (United States)."
    expect(aero.identifiers).toEqual([
      { id_type: 'tax_id', id_value: '8300720300', country: 'Colombia' },
      { id_type: 'tax_id', id_value: '55-2197267', country: null },
      { id_type: 'tax_id', id_value: '20108363101', country: 'Peru' },
      { id_type: 'registration', id_value: 'F01000003035', country: 'United States' },
    ]);
    // add.csv has 47 rows for 8244 (grep -c '^8244,' add.csv); the first is "Jr. Francisco Bolognesi 125, Piso 16, Miraflores","Lima 18","Peru".
    expect(aero.addresses).toHaveLength(47);
    expect(aero.addresses[0]).toEqual({
      country: 'Peru',
      address: 'Jr. Francisco Bolognesi 125, Piso 16, Miraflores',
      city: 'Lima 18',
      state_or_province: null,
      postal_code: null,
    });
    // 10197,-0- ,"Bogota","Colombia": an address without a street still carries its country.
    expect(aero.addresses).toContainEqual({
      country: 'Colombia',
      address: null,
      city: 'Bogota',
      state_or_province: null,
      postal_code: null,
    });
  });

  it('reads f.k.a. aliases and several programs (ent_num 4642)', () => {
    // 4642,"BANK SADERAT PLC",-0- ,"IRAN] [SDGT] [IFSR",… "…; UK Company Number 01126618 (United Kingdom); all offices worldwide."
    const bank = byId.get('sanc_ofac_sdn_4642')!;
    expect(bank.sanctions_programs).toEqual(['IRAN', 'SDGT', 'IFSR']);
    expect(bank.aliases.map((alias) => alias.alias_type)).toEqual(['f.k.a.', 'f.k.a.', 'f.k.a.']);
    expect(bank.aliases[0].alias_name).toBe('IRAN OVERSEAS INVESTMENT BANK PLC');
    expect(bank.identifiers).toEqual([
      { id_type: 'registration', id_value: '01126618', country: 'United Kingdom' },
    ]);
    expect(bank.addresses.map((address) => address.country)).toEqual(['United Kingdom', 'Iran']);
  });

  it('appends the sdn_comments continuation to a remark cut at 1,000 characters (ent_num 17018)', () => {
    const remarks = byId.get('sanc_ofac_sdn_17018')!.remarks!;
    expect(remarks.length).toBeGreaterThan(1000);
    // The continuation starts mid-statement: "…(EO 14024 Directive 3)" + ": 24 Feb 2022; Effective Date …"
    expect(remarks).toContain(
      'Listing Date (EO 14024 Directive 3): 24 Feb 2022; Effective Date (EO 14024 Directive 3): 26 Mar 2022',
    );
    expect(remarks.endsWith('ukraine.aspx#directives.')).toBe(true);
    // 45430 is cut off too but has no continuation in this sdn_comments.csv (SOURCES.md): kept as published.
    expect(byId.get('sanc_ofac_sdn_45430')!.remarks).toHaveLength(1000);
  });

  it('marks every record SDN only; ids are sanc_ofac_sdn_<ent_num>', () => {
    expect(sdn.records.every((record) => record.memberships.join() === 'SDN')).toBe(true);
    expect([...byId.keys()].every((id) => /^sanc_ofac_sdn_\d+$/.test(id))).toBe(true);
    expect(byId.get('sanc_ofac_sdn_36')!.primary_name).toBe('AEROCARIBBEAN AIRLINES');
  });
});

describe('OFAC consolidated CSV set (ofac-cons-csv)', () => {
  let cons: ParsedSource;

  beforeAll(async () => {
    cons = await parseOfacCsvSet('cons', ofacSet('cons', 'ofac-cons-csv'));
  });

  it('has the 442 entries; ofac_ssi takes the 286 with UKRAINE-EO13662 (grep -c UKRAINE-EO13662 cons_prim.csv); no FSE here', () => {
    expect(entitiesForList('ofac_consolidated', [cons])).toHaveLength(442);
    expect(entitiesForList('ofac_ssi', [cons])).toHaveLength(286);
    expect(entitiesForList('ofac_fse', [cons])).toHaveLength(0);
  });

  it('puts an entity on two lists under each list id', () => {
    const ssi = entitiesForList('ofac_ssi', [cons]).find((entity) => entity.source_entry_uid === '17013');
    const consolidated = entitiesForList('ofac_consolidated', [cons]).find(
      (entity) => entity.source_entry_uid === '17013',
    );
    expect(ssi?.entity_id).toBe('sanc_ofac_ssi_17013');
    expect(consolidated?.entity_id).toBe('sanc_ofac_consolidated_17013');
  });

  it('reads the first entry field by field (ent_num 9639)', () => {
    // 9639,"HANIYA, Ismail Abdul Salah","individual","NS-PLC",-0- …,"DOB 1962; POB Shati."
    // cons_alt: aka "HANIYA, Ismail", aka "HANIYYA, Ismaeel"; cons_add: one all -0- row.
    const [haniya] = entitiesForList('ofac_consolidated', [cons]).filter(
      (entity) => entity.source_entry_uid === '9639',
    );
    expect(haniya).toMatchObject({
      entity_id: 'sanc_ofac_consolidated_9639',
      primary_name: 'HANIYA, Ismail Abdul Salah',
      entity_type: 'individual',
      sanctions_programs: ['NS-PLC'],
      aliases: [
        { alias_name: 'HANIYA, Ismail', alias_type: 'a.k.a.' },
        { alias_name: 'HANIYYA, Ismaeel', alias_type: 'a.k.a.' },
      ],
      identifiers: [
        { id_type: 'date_of_birth', id_value: '1962', country: null },
        { id_type: 'place_of_birth', id_value: 'Shati', country: null },
      ],
      addresses: [],
      remarks: 'DOB 1962; POB Shati.',
    });
  });
});

describe('splitPrograms', () => {
  it('splits the "] [" joined program field', () => {
    expect(splitPrograms('SDGT] [SYRIA')).toEqual(['SDGT', 'SYRIA']);
    expect(splitPrograms('CUBA')).toEqual(['CUBA']);
    expect(splitPrograms(null)).toEqual([]);
  });
});
