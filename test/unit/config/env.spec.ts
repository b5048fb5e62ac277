import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig, parseDevelopmentKeys } from '../../../src/config/env';

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      SEARCH_ENGINE: 'embedded',
      ELASTICSEARCH_INDEX_PREFIX: 'sanctions',
      REDIS_KEY_PREFIX: 'sss:',
      DATA_DIR: 'data/snapshot',
      APP_ENV: 'development',
    });
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SEARCH_ENGINE: 'solr' }, 'SEARCH_ENGINE'],
    [{ SEARCH_ENGINE: 'elasticsearch' }, 'ELASTICSEARCH_URL'],
    [{ ELASTICSEARCH_URL: 'localhost:9200' }, 'ELASTICSEARCH_URL'],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ API_KEYS: 'short:free' }, 'API_KEYS'],
    [{ API_KEYS: 'long-enough-key:platinum' }, 'API_KEYS'],
    [{ LOG_LEVEL: 'chatty' }, 'LOG_LEVEL'],
    [{ SCREENING_WORKERS: '-1' }, 'SCREENING_WORKERS'],
    [{ SCREENING_WORKERS: 'two' }, 'SCREENING_WORKERS'],
    [{ SCREENING_WORKERS: '17' }, 'SCREENING_WORKERS'],
    [{ LOG_FORMAT: 'xml' }, 'LOG_FORMAT'],
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '65536' }, 'METRICS_PORT'],
    [{ SCREENING_DEADLINE_MS: '50' }, 'SCREENING_DEADLINE_MS'],
    [{ SCREENING_DEADLINE_MS: 'soon' }, 'SCREENING_DEADLINE_MS'],
  ])('refuses %j with a message naming %s', (env, variable) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => loadConfig(env as NodeJS.ProcessEnv)).toThrow(new RegExp(`- ${variable}: `));
  });

  it('runs one batch worker per core beyond the first, three at most, unless told otherwise', () => {
    const expected = Math.max(0, Math.min(3, availableParallelism() - 1));
    expect(loadConfig({}).SCREENING_WORKERS).toBe(expected);
    expect(loadConfig({ SCREENING_WORKERS: '0' }).SCREENING_WORKERS).toBe(0);
    expect(loadConfig({ SCREENING_WORKERS: '2' }).SCREENING_WORKERS).toBe(2);
  });

  it('runs no batch worker by default with Elasticsearch, which needs the cores, unless told to', () => {
    const elasticsearch = { SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_URL: 'http://127.0.0.1:9200' };
    expect(loadConfig(elasticsearch).SCREENING_WORKERS).toBe(0);
    expect(loadConfig({ ...elasticsearch, SCREENING_WORKERS: '2' }).SCREENING_WORKERS).toBe(2);
  });

  it('parses development keys', () => {
    const config = loadConfig({ API_KEYS: 'first-key-1:free,second-key-2:enterprise' });
    expect(parseDevelopmentKeys(config.API_KEYS)).toEqual([
      { key: 'first-key-1', tier: 'free' },
      { key: 'second-key-2', tier: 'enterprise' },
    ]);
  });

  it('picks the log format from the terminal unless LOG_FORMAT says, and serves metrics on PORT unless METRICS_PORT says', () => {
    expect(loadConfig({}).LOG_FORMAT).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it('needs ELASTICSEARCH_URL only for the Elasticsearch engine', () => {
    expect(
      loadConfig({ SEARCH_ENGINE: 'elasticsearch', ELASTICSEARCH_URL: 'http://127.0.0.1:9200' })
        .SEARCH_ENGINE,
    ).toBe('elasticsearch');
  });
});
