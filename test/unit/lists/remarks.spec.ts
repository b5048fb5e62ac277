import { parseRemarks, remarkStatements } from '../../../src/core/lists/remarks';

describe('parseRemarks', () => {
  it('lifts dates and places of birth, documents with their country, and nationalities', () => {
    // sdn.csv 4107 (RODRIGUEZ OREJUELA), shortened.
    expect(
      parseRemarks(
        "DOB 31 Jan 1939; Cedula No. 6068015 (Colombia); alt. Passport 6067015 (Comoros); a.k.a. 'LUCAS'; nationality Colombia; citizen Spain.",
      ),
    ).toEqual({
      identifiers: [
        { id_type: 'date_of_birth', id_value: '31 Jan 1939', country: null },
        { id_type: 'national_id', id_value: '6068015', country: 'Colombia' },
        { id_type: 'passport', id_value: '6067015', country: 'Comoros' },
      ],
      nationality_countries: ['Colombia', 'Spain'],
    });
  });

  it('reads the document kinds OFAC writes', () => {
    const ids = (remark: string) =>
      parseRemarks(remark).identifiers.map(({ id_type, id_value, country }) => [id_type, id_value, country]);
    expect(ids('Tax ID No. 7707083893 (Russia)')).toEqual([['tax_id', '7707083893', 'Russia']]);
    expect(ids('R.F.C. ESC-100224-2J9 (Mexico)')).toEqual([['tax_id', 'ESC-100224-2J9', 'Mexico']]);
    expect(ids('Registration Number 1027700132195 (Russia)')).toEqual([
      ['registration', '1027700132195', 'Russia'],
    ]);
    expect(ids('Vessel Registration Identification IMO 7406784')).toEqual([['imo_number', '7406784', null]]);
    expect(ids('MMSI 572469210')).toEqual([['mmsi', '572469210', null]]);
    expect(ids('SWIFT/BIC BNCUCUHH')).toEqual([['swift_bic', 'BNCUCUHH', null]]);
    expect(ids('Passport A12345 (Iran) expires 01 Jan 2020')).toEqual([['passport', 'A12345', 'Iran']]);
    expect(ids('National ID No. 123 (Iran) issued 2010')).toEqual([['national_id', '123', 'Iran']]);
    expect(ids('SSN 523-33-8386 (United States)')).toEqual([['national_id', '523-33-8386', 'United States']]);
    expect(ids('Unified Social Credit Code (USCC) 91440300MA5DC8HU2L (China)')).toEqual([
      ['registration', '91440300MA5DC8HU2L', 'China'],
    ]);
  });

  it('leaves statements that are not documents (gender, links, websites) to the remarks text', () => {
    expect(parseRemarks('Gender Male; Linked To: HIZBALLAH; Website www.example.com').identifiers).toEqual(
      [],
    );
    expect(parseRemarks(null)).toEqual({ identifiers: [], nationality_countries: [] });
  });

  it('splits statements and drops alt. and the closing period', () => {
    expect(remarkStatements('DOB 1962; alt. DOB 1963; POB Shati.')).toEqual([
      'DOB 1962',
      'DOB 1963',
      'POB Shati',
    ]);
  });
});
