import { Client } from '@elastic/elasticsearch';
import { LIST_IDS, type Entity, type ListId } from '../../../src/core/lists/model';
import { loadLists, loadSnapshot, locateSource, type LoadedList } from '../../../src/lists-data/list-sources';
import { listAlias, listIndexPattern, metadataIndex } from '../../../src/engines/elasticsearch/index-names';
import {
  currentIndex,
  ReindexLocked,
  reindexList,
  type ReindexOptions,
  rollbackList,
} from '../../../src/engines/elasticsearch/list-indexer';
import { currentKeyFingerprint } from '../../../src/engines/elasticsearch/key-fingerprint';
import { findEntity, readListMetadata } from '../../../src/engines/elasticsearch/list-reader';
import { realServers, uniquePrefix } from '../../setup/app';
import { dropPrefix } from '../../setup/elasticsearch';
import { realFile } from '../../unit/lists/real-files';

/** The reindexer against the real Elasticsearch (never mocked), each test on its own index prefix. */
describe('list reindexer on Elasticsearch', () => {
  let client: Client;
  let snapshot: Map<ListId, LoadedList>;
  const prefixes: string[] = [];
  const newPrefix = (name: string) => {
    const prefix = uniquePrefix(name);
    prefixes.push(prefix);
    return prefix;
  };
  const options = (
    prefix: string,
    list: LoadedList,
    extra: Partial<ReindexOptions> = {},
  ): ReindexOptions => ({
    prefix,
    listId: list.list_id,
    entities: list.entities,
    metadata: list.metadata,
    maxShrink: 0.1,
    ...extra,
  });
  const aliasCount = async (prefix: string, listId: ListId) =>
    (await client.count({ index: listAlias(prefix, listId) })).count;

  beforeAll(async () => {
    client = new Client({ node: realServers().elasticsearchUrl, requestTimeout: 120_000 });
    snapshot = new Map((await loadSnapshot('data/snapshot')).map((list) => [list.list_id, list]));
  });

  afterAll(async () => {
    for (const prefix of prefixes) await dropPrefix(client, prefix);
    await client.close();
  });

  it('reindexes all five lists and records their metadata', async () => {
    const prefix = newPrefix('all');
    const started = Date.now();
    for (const listId of LIST_IDS) {
      const report = await reindexList(client, options(prefix, snapshot.get(listId)!));
      expect(report).toMatchObject({
        outcome: 'swapped',
        previous_index: null,
        new_count: snapshot.get(listId)!.entities.length,
      });
    }
    console.log(`reindex of all five lists: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const counts = await Promise.all(LIST_IDS.map((listId) => aliasCount(prefix, listId)));
    expect(counts).toEqual([13821, 442, 3, 286, 663]);
    const metadata = await readListMetadata(client, prefix, currentKeyFingerprint());
    expect(metadata.map((list) => [list.list_id, list.entity_count, list.last_updated])).toEqual([
      ['ofac_sdn', 13821, '2023-12-28T00:00:00.000Z'],
      ['ofac_consolidated', 442, '2025-12-19T00:00:00.000Z'],
      ['ofac_fse', 3, '2025-12-19T00:00:00.000Z'],
      ['ofac_ssi', 286, '2025-12-19T00:00:00.000Z'],
      ['bis_dpl', 663, '2023-11-28T00:00:00.000Z'],
    ]);
    expect(metadata[0].index_version).toBe(await currentIndex(client, prefix, 'ofac_sdn'));
    // Built by this code's name keys: none is outdated.
    expect(metadata.filter((list) => list.outdated_keys !== undefined)).toEqual([]);
    // Each live index is force-merged to one segment (searches are faster on one).
    const segments = await client.cat.segments({ index: listIndexPattern(prefix), format: 'json' });
    const perIndex = new Map<string, number>();
    for (const segment of segments) perIndex.set(segment.index!, (perIndex.get(segment.index!) ?? 0) + 1);
    expect(perIndex.size).toBe(LIST_IDS.length);
    expect([...perIndex.values()]).toEqual(LIST_IDS.map(() => 1));
    const ebano = await findEntity(client, prefix, 'sanc_ofac_sdn_4243');
    expect(ebano?.primary_name).toBe('EBANO');
    expect(await findEntity(client, prefix, 'sanc_ofac_sdn_999999999')).toBeNull();
    expect(await findEntity(client, prefix, 'not-an-id')).toBeNull();
  });

  it('swaps the alias while queries run: no query for an existing name ever sees zero hits', async () => {
    const prefix = newPrefix('swap');
    const sdn = snapshot.get('ofac_sdn')!;
    await reindexList(client, options(prefix, sdn));
    let running = true;
    let queries = 0;
    const emptyAnswers: number[] = [];
    const loop = (async () => {
      while (running) {
        // "AEROCARIBBEAN AIRLINES" (ent_num 36) is on the list before, during and after the swap.
        const response = await client.search({
          index: listAlias(prefix, 'ofac_sdn'),
          query: { term: { entity_id: 'sanc_ofac_sdn_36' } },
          size: 1,
        });
        const total =
          typeof response.hits.total === 'number' ? response.hits.total : response.hits.total?.value;
        if (!total) emptyAnswers.push(queries);
        queries += 1;
      }
    })();
    const before = await currentIndex(client, prefix, 'ofac_sdn');
    const report = await reindexList(client, options(prefix, sdn));
    running = false;
    await loop;
    expect(report.outcome).toBe('swapped');
    expect(await currentIndex(client, prefix, 'ofac_sdn')).not.toBe(before);
    expect(queries).toBeGreaterThan(20);
    expect(emptyAnswers).toEqual([]);
    expect(report.delta).toMatchObject({ added: [], removed: [], changed: [], unchanged: 13821 });
  });

  it('refuses a shrinking update (the 2021 SDN files), keeps the alias, and reports the delta', async () => {
    const prefix = newPrefix('shrink');
    await reindexList(client, options(prefix, snapshot.get('ofac_sdn')!));
    const live = await currentIndex(client, prefix, 'ofac_sdn');
    const [older] = await loadLists(['ofac_sdn'], () => [locateSource(realFile('ofac-sdn-csv-older'))]);
    const report = await reindexList(client, options(prefix, older));
    expect(report.outcome).toBe('refused');
    expect(report.reason).toBe('13821 → 8976 entities, a shrink of 35.1 % (limit 10.0 %)');
    // Reverse of the 2021 → 2023 update checked in test/unit/lists/delta.spec.ts.
    expect([report.delta.added.length, report.delta.removed.length, report.delta.changed.length]).toEqual([
      792, 5637, 740,
    ]);
    expect(await currentIndex(client, prefix, 'ofac_sdn')).toBe(live);
    expect(await aliasCount(prefix, 'ofac_sdn')).toBe(13821);
    // A dry run changes nothing either; --force accepts the shrink.
    expect((await reindexList(client, options(prefix, older, { dryRun: true, force: true }))).outcome).toBe(
      'dry-run',
    );
    expect(await currentIndex(client, prefix, 'ofac_sdn')).toBe(live);
    expect((await reindexList(client, options(prefix, older, { force: true }))).outcome).toBe('swapped');
    expect(await aliasCount(prefix, 'ofac_sdn')).toBe(8976);
  });

  it('refuses empty data', async () => {
    const prefix = newPrefix('empty');
    const dpl = snapshot.get('bis_dpl')!;
    await reindexList(client, options(prefix, dpl));
    const report = await reindexList(client, options(prefix, { ...dpl, entities: [] }));
    expect(report).toMatchObject({ outcome: 'refused', reason: 'the new data has no entities' });
    expect(await aliasCount(prefix, 'bis_dpl')).toBe(663);
  });

  it('rolls back to the previous index and its metadata', async () => {
    const prefix = newPrefix('rollback');
    const dpl = snapshot.get('bis_dpl')!;
    await reindexList(client, options(prefix, dpl));
    const first = await currentIndex(client, prefix, 'bis_dpl');
    // As if earlier code, with other name keys, had built the first index.
    await client.update({
      index: metadataIndex(prefix),
      id: 'list:bis_dpl',
      doc: { keys_fingerprint: 'an-earlier-code' },
      refresh: true,
    });
    expect((await readListMetadata(client, prefix, currentKeyFingerprint()))[0].outdated_keys).toBe(true);
    // A second version without 30 entries (4.5 %, under the 10 % limit).
    const trimmed: Entity[] = dpl.entities.slice(30);
    const second = await reindexList(
      client,
      options(prefix, dpl, { entities: trimmed, metadata: { ...dpl.metadata, source: 'trimmed' } }),
    );
    expect(second.delta.removed).toEqual(
      dpl.entities
        .slice(0, 30)
        .map((entity) => entity.entity_id)
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    );
    expect(await aliasCount(prefix, 'bis_dpl')).toBe(633);
    expect(
      (await readListMetadata(client, prefix, currentKeyFingerprint()))[0].outdated_keys,
    ).toBeUndefined();

    const rollback = await rollbackList(client, prefix, 'bis_dpl');
    expect(rollback).toEqual({
      list_id: 'bis_dpl',
      restored_index: first,
      replaced_index: second.new_index,
      entity_count: 663,
    });
    expect(await currentIndex(client, prefix, 'bis_dpl')).toBe(first);
    expect(await aliasCount(prefix, 'bis_dpl')).toBe(663);
    const [metadata] = await readListMetadata(client, prefix, currentKeyFingerprint());
    expect(metadata).toMatchObject({
      list_id: 'bis_dpl',
      entity_count: 663,
      source: dpl.metadata.source,
      index_version: first,
      // The restored index keeps the fingerprint of the code that built it.
      outdated_keys: true,
    });
  });

  it('refuses a second concurrent reindex of the same list, and takes over an expired lock', async () => {
    const prefix = newPrefix('lock');
    const ssi = snapshot.get('ofac_ssi')!;
    const results = await Promise.allSettled([
      reindexList(client, options(prefix, ssi)),
      reindexList(client, options(prefix, ssi)),
    ]);
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const reason = refused[0].reason as Error;
    expect(reason).toBeInstanceOf(ReindexLocked);
    expect(reason.message).toMatch(/another reindex of ofac_ssi is running/);

    // A crashed run left a lock that has expired: the next run takes it over.
    await client.index({
      index: metadataIndex(prefix),
      id: 'lock:ofac_ssi',
      document: {
        kind: 'lock',
        list_id: 'ofac_ssi',
        owner: 'crashed',
        expires_at: new Date(Date.now() - 1000).toISOString(),
      },
      refresh: true,
    });
    expect((await reindexList(client, options(prefix, ssi))).outcome).toBe('swapped');
  });

  it('keeps only the live and the previous index of a list', async () => {
    const prefix = newPrefix('cleanup');
    const fse = snapshot.get('ofac_fse')!;
    for (let run = 0; run < 3; run += 1) await reindexList(client, options(prefix, fse));
    const indexes = Object.keys(await client.indices.get({ index: `${listAlias(prefix, 'ofac_fse')}-v*` }));
    expect(indexes).toHaveLength(2);
  });

  it('loads a list from an operator-given DPL file', async () => {
    const prefix = newPrefix('source');
    const [dpl] = await loadLists(['bis_dpl'], () => [locateSource(realFile('bis-dpl/dpl.txt'))]);
    expect(dpl.metadata.source).toBe(realFile('bis-dpl/dpl.txt'));
    expect((await reindexList(client, options(prefix, dpl))).new_count).toBe(663);
  });
});
