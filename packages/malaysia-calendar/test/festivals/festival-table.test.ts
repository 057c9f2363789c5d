import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { festivalTable } from '../../build/festivals/festival-table.js';
import { renderFestivalTable } from '../../build/festivals/render-festival-table.js';
import { bundledDataDir } from '../../build/load-dataset.js';

describe('data/festivals.yaml', () => {
  it('is exactly what `npm run compute-festivals` computes now (a stale table fails)', () => {
    const stored = readFileSync(join(bundledDataDir(), 'festivals.yaml'), 'utf8');
    expect(renderFestivalTable(festivalTable())).toBe(stored);
  }, 60_000);
});
