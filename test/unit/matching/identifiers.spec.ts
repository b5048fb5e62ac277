import { matchIdentifiers, normalizeIdentifier, parseBirthDate } from '../../../src/core/matching';

describe('identifier comparison', () => {
  it('normalizes case, spaces, dashes, dots and slashes', () => {
    expect(normalizeIdentifier('ab 12-34.5/6')).toBe('AB123456');
  });

  it('reports an equal document number whatever its written form', () => {
    expect(matchIdentifiers({ passport: 'ab-123 456' }, ['X999', 'AB123456'])).toEqual([
      {
        id_type: 'passport',
        query_value: 'ab-123 456',
        matched_value: 'AB123456',
        matched_id_type: null,
        matched_country: null,
        strength: 'document',
      },
    ]);
  });

  it('ignores values without a digit (N/A, NONE)', () => {
    expect(matchIdentifiers({ passport: 'N/A', tax_id: 'none' }, ['NA', 'NONE'])).toEqual([]);
  });

  it('does not take a listed date of birth for a document number (screening records)', () => {
    const listed = [{ id_type: 'date_of_birth', id_value: '1970', country: null }];
    expect(matchIdentifiers({ national_id: '1970' }, listed)).toEqual([]);
  });

  it('reports a date of birth as supporting only, from a full or partial listed date', () => {
    const listed = [
      { id_type: 'date_of_birth', id_value: '31 Jan 1970', country: null },
      { id_type: 'date_of_birth', id_value: 'circa 1970', country: null },
      { id_type: 'date_of_birth', id_value: '1971', country: null },
      { id_type: 'passport', id_value: '1970-01-31', country: 'RU' },
    ];
    const matches = matchIdentifiers({ date_of_birth: '1970-01-31' }, listed);
    expect(matches.map((m) => [m.matched_value, m.strength])).toEqual([
      ['31 Jan 1970', 'supporting'],
      ['circa 1970', 'supporting'],
    ]);
  });

  it('reads the listed date forms it knows and nothing else', () => {
    expect(parseBirthDate('1970-01-31')).toEqual({ year: 1970, lastYear: 1970, month: 1, day: 31 });
    expect(parseBirthDate('Jan 1970')).toEqual({ year: 1970, lastYear: 1970, month: 1, day: null });
    // OFAC writes year ranges as "DOB 1955 to 1956".
    expect(parseBirthDate('1970 to 1972')).toEqual({ year: 1970, lastYear: 1972, month: null, day: null });
    expect(parseBirthDate('sometime in the seventies')).toBeNull();
  });

  it('reports the issuing country of a listed document (screening records)', () => {
    const listed = [{ id_type: 'passport', id_value: 'C284181', country: 'Saudi Arabia' }];
    expect(matchIdentifiers({ passport: 'c 284181' }, listed)[0].matched_country).toBe('Saudi Arabia');
  });
});
