import { describe, expect, it } from 'vitest';
import { appForTests } from '../support/fixtures.js';

const api = appForTests();
const get = api.get;

describe('GET /v1/states', () => {
  it('lists the 13 states and 3 federal territories with aliases and weekend history, cached a day', async () => {
    const { body, headers } = await get('/v1/states');
    expect(body.data).toHaveLength(16);
    expect(
      body.data.filter((s: { type: string }) => s.type === 'federal_territory').map((s: { code: string }) => s.code),
    ).toEqual(['kuala-lumpur', 'wp-labuan', 'wp-putrajaya']);
    const johor = body.data.find((s: { code: string }) => s.code === 'johor');
    expect(johor.group).toBe('B');
    expect(johor.aliases).toEqual(expect.arrayContaining(['MY-01', 'JHR', "Johor Darul Ta'zim"]));
    expect(johor.weekendHistory[0]).toEqual({ from: '2025-01-01', to: null, weekendDays: [6, 0], group: 'B' });
    expect(johor.weekendHistory[1]).toEqual({ from: '2014-01-01', to: '2024-12-31', weekendDays: [5, 6], group: 'A' });
    expect(headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('GET /v1/states/resolve', () => {
  it.each([
    ['Pulau Pinang', 'pulau-pinang'],
    ['penang', 'pulau-pinang'],
    ['MY-01', 'johor'],
    ['01', 'johor'],
    ['1', 'johor'],
    ['KL', 'kuala-lumpur'],
    ['Wilayah Persekutuan Kuala Lumpur', 'kuala-lumpur'],
    ['W.P. Labuan', 'wp-labuan'],
    ['Malacca', 'melaka'],
    ["Johor Darul Ta'zim", 'johor'],
    ['johor darul tazim', 'johor'],
    ['N9', 'negeri-sembilan'],
    ['KT', 'terengganu'],
    ['SGR', 'selangor'],
    ['MY-16', 'wp-putrajaya'],
    ['Negeri Perak', 'perak'],
    ['N. Sembilan', 'negeri-sembilan'],
    ['MY-1', 'johor'],
    ['Kuala Lumpur Federal Territory', 'kuala-lumpur'],
    ['Labuan Federal Territory', 'wp-labuan'],
    ['Selangor State', 'selangor'],
  ])('resolves %s to %s', async (q, canonical) => {
    const { status, body } = await get(`/v1/states/resolve?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(body.data.canonical).toBe(canonical);
  });

  it('returns name, type and current group', async () => {
    const { body } = await get('/v1/states/resolve?q=kedah');
    // Kedah in Tamil as Thisaigal News writes it (7 Oct 2025, data/notes/names.md).
    expect(body.data).toEqual({
      canonical: 'kedah',
      name: { ms: 'Kedah', en: 'Kedah', zh: '吉打', ta: 'கெடா' },
      type: 'state',
      group: 'A',
    });
  });

  it('answers 404 STATE_NOT_FOUND with likely candidates', async () => {
    const { status, body } = await get('/v1/states/resolve?q=panang');
    expect(status).toBe(404);
    expect(body.error.code).toBe('STATE_NOT_FOUND');
    expect(body.error.suggestions.slice(0, 2)).toEqual(['pulau-pinang', 'pahang']);
  });

  it('suggests by spelling once the honorific words are set aside', async () => {
    const { status, body } = await get(`/v1/states/resolve?q=${encodeURIComponent('Kuala Lumpr Federal Territory')}`);
    expect(status).toBe(404);
    expect(body.error.suggestions).toEqual(['kuala-lumpur']);
  });

  it('suggests only what is close: a slip of the keys (a swap of two letters counts as one), never a far guess', async () => {
    for (const [q, suggestions] of [
      ['selangr', ['selangor']],
      ['kedha', ['kedah']],
      ['labaun', ['wp-labuan']],
      ['sarawa', ['sarawak']],
      ['atlantis', []],
      ['paris', []],
      ['london', []],
    ] as const) {
      const { status, body } = await get(`/v1/states/resolve?q=${q}`);
      expect(status, q).toBe(404);
      expect(body.error.suggestions, q).toEqual(suggestions);
      expect(body.error.message, q).toMatch(
        suggestions.length === 0 ? /See GET \/v1\/states for every code and alias\.$/ : /Did you mean/,
      );
    }
  });

  it('requires q', async () => {
    expect((await get('/v1/states/resolve')).body.error.code).toBe('VALIDATION_ERROR');
  });
});
