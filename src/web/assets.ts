import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** A file the pages load, named by a hash of its bytes so that it can be cached for a year. */
export interface Asset {
  /** `calendar.<hash>.css`. */
  fileName: string;
  body: Buffer;
  contentType: string;
}

const TYPES: Record<string, string> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
};
const SOURCES = ['calendar.css', 'calendar.js', 'icon.svg'] as const;
export type AssetName = (typeof SOURCES)[number];

/**
 * The pages' style sheet, script and icon. From the sources they sit in `web/assets/`; the
 * service's build writes them minified beside the bundle (`dist/assets/`), which is where
 * `import.meta.url` points once bundled.
 */
export function loadAssets(directory = new URL('assets/', import.meta.url)): Record<AssetName, Asset> {
  const assets = {} as Record<AssetName, Asset>;
  for (const name of SOURCES) {
    const body = readFileSync(new URL(name, directory));
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
    const [stem, extension] = name.split('.') as [string, string];
    assets[name] = { fileName: `${stem}.${hash}.${extension}`, body, contentType: TYPES[extension]! };
  }
  return assets;
}
