import { jsonNestingDepth, prototypeKeyPath } from '../../../src/common/request-hygiene';
import { isCalendarDate, nameProblem } from '../../../src/screening/dto/screening-fields';

const depth = (text: string) => jsonNestingDepth(Buffer.from(text, 'utf8'));

describe('jsonNestingDepth', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['{"a":[1,{"b":2}]}', 3],
    ['{"entities":[{"name":"x","identifiers":{"passport":"1"}}]}', 4],
    ['[[[[[]]]]]', 5],
  ])('%s nests %i deep', (text, expected) => {
    expect(depth(text)).toBe(expected);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(depth('{"name":"[[[{{{\\"[[[["}')).toBe(1);
  });

  it('measures 100,000 levels without recursion', () => {
    expect(depth('['.repeat(100_000) + ']'.repeat(100_000))).toBe(100_000);
  });
});

describe('prototypeKeyPath', () => {
  it('finds keys that name Object.prototype members, wherever they are', () => {
    expect(prototypeKeyPath(JSON.parse('{"name":"x","constructor":1}'))).toBe('constructor');
    expect(prototypeKeyPath(JSON.parse('{"a":[{"b":{"__proto__":{}}}]}'))).toBe('a.0.b.__proto__');
    expect(prototypeKeyPath(JSON.parse('{"identifiers":{"toString":"1"}}'))).toBe('identifiers.toString');
    expect(prototypeKeyPath({ prototype: 1 })).toBe('prototype');
  });

  it('passes ordinary bodies and scalars', () => {
    expect(prototypeKeyPath({ name: 'x', identifiers: { passport: '1' }, lists: ['ofac_sdn'] })).toBeNull();
    expect(prototypeKeyPath('text')).toBeNull();
    expect(prototypeKeyPath(null)).toBeNull();
  });
});

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '1970-01-01', '1999-12-31'])('%s is a calendar date', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each(['2023-02-29', '1970-02-30', '1970-04-31', '1970-13-01', '1970-00-10', '70-01-01', '1970-1-1'])(
    '%s is not',
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
    },
  );
});

describe('nameProblem', () => {
  it('says what is actually wrong', () => {
    expect(nameProblem('name', undefined)).toBe('name is required');
    expect(nameProblem('name', 7)).toBe('name must be a string');
    expect(nameProblem('name', ' A ')).toBe('name must be at least 2 characters');
    expect(nameProblem('name', 'A'.repeat(501))).toBe('name must be at most 500 characters');
    expect(nameProblem('name', '--')).toBe('name must contain at least one letter or digit');
    expect(nameProblem('name', 'Jane Doe')).toBeNull();
    expect(nameProblem('entities.0.name', 'သန်းရွှေ')).toBe(
      'entities.0.name is written in a script this service does not read (Myanmar: "သ" U+101E): send the name in Latin letters, as the lists write it',
    );
    expect(nameProblem('name', 'חסן נסראללה')).toBeNull();
    expect(nameProblem('name', 'दाऊद इब्राहिम')).toBeNull();
  });
});
