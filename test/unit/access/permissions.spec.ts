import { DEFAULT_PERMISSIONS, parsePermissions, quotaCost } from '../../../src/access/permissions';

describe('quota cost', () => {
  const screen = { permission: 'screen' as const, quota: 'entities' as const };

  it('is the number of entities of a batch, capped at the legal 100', () => {
    expect(quotaCost(screen, { entities: [{}, {}, {}] })).toBe(3);
    expect(quotaCost(screen, { entities: new Array(250).fill({}) })).toBe(100);
    expect(quotaCost(screen, { entities: [] })).toBe(0);
  });

  it('is 1 for a single screening, whatever its body', () => {
    expect(quotaCost(screen, { name: 'X' })).toBe(1);
    expect(quotaCost(screen, undefined)).toBe(1);
    expect(quotaCost(screen, { entities: 'not an array' })).toBe(1);
  });

  it('is 0 for routes that screen nothing', () => {
    expect(quotaCost({ quota: 'none' }, { entities: [{}] })).toBe(0);
  });
});

describe('the metrics permission', () => {
  it('is granted only when asked for: no tier holds it by default', () => {
    for (const permissions of Object.values(DEFAULT_PERMISSIONS))
      expect(permissions).not.toContain('metrics');
    expect(parsePermissions('metrics')).toEqual(['metrics']);
  });
});

describe('parsePermissions', () => {
  it('accepts known names, trims and de-duplicates', () => {
    expect(parsePermissions(' screen, lists:read,screen ')).toEqual(['screen', 'lists:read']);
  });

  it('names an unknown permission', () => {
    expect(() => parsePermissions('screen,admin')).toThrow('unknown permission "admin"');
    expect(() => parsePermissions(' , ')).toThrow('permissions must name at least one');
  });
});
