import { loadConfig } from '../../../src/config/env';

describe('access configuration', () => {
  it('defaults to a 24 h rotation grace and a 300 s key trust window for Redis outages', () => {
    const config = loadConfig({});
    expect(config.KEY_ROTATION_GRACE_SECONDS).toBe(86_400);
    expect(config.ACCESS_KEY_CACHE_SECONDS).toBe(300);
    expect(config.REDIS_COMMAND_TIMEOUT_MS).toBe(1000);
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ KEY_ROTATION_GRACE_SECONDS: '-5' })).toThrow(
      'KEY_ROTATION_GRACE_SECONDS: KEY_ROTATION_GRACE_SECONDS must be 0 or more',
    );
    expect(() => loadConfig({ ACCESS_KEY_CACHE_SECONDS: 'soon' })).toThrow(
      'ACCESS_KEY_CACHE_SECONDS: ACCESS_KEY_CACHE_SECONDS must be a whole number of seconds',
    );
    expect(() => loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '10' })).toThrow(
      'REDIS_COMMAND_TIMEOUT_MS: REDIS_COMMAND_TIMEOUT_MS must be 50 or more',
    );
    expect(loadConfig({ REDIS_COMMAND_TIMEOUT_MS: '5000' }).REDIS_COMMAND_TIMEOUT_MS).toBe(5000);
  });
});
