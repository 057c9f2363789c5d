/** Writes data/festivals.yaml: the moving festivals 2001-2100 computed with astronomy-engine (`npm run compute-festivals`). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { festivalTable } from './festivals/festival-table.js';
import { renderFestivalTable } from './festivals/render-festival-table.js';
import { bundledDataDir } from './load-dataset.js';

const path = join(bundledDataDir(), 'festivals.yaml');
writeFileSync(path, renderFestivalTable(festivalTable()));
console.log(`wrote ${path}`);
