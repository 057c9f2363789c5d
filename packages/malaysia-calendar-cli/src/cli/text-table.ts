import { stripVTControlCharacters, styleText } from 'node:util';
import { type Language, nameInLanguage } from 'malaysia-calendar/model';
import { CLI_WORDS, type CliWords, type Label } from './cli-words.js';

const GAP = '  ';
/** The narrowest a column is squeezed to when the terminal is too narrow for the table. */
const NARROWEST = 8;

const graphemes = new Intl.Segmenter();
/** East Asian wide characters (CJK, fullwidth forms): two columns on a terminal. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/** How wide a cell shows on a terminal: colour codes take no room, a Tamil letter with its signs one column, a Chinese character two. */
export function shown(text: string): number {
  let width = 0;
  for (const { segment } of graphemes.segment(stripVTControlCharacters(text))) width += WIDE.test(segment) ? 2 : 1;
  return width;
}

/**
 * What may start a line of prose: a word with the spaces before it, or a single Chinese
 * character (Chinese has no spaces to break at), each with the full-width brackets before it
 * and the full-width punctuation after it, which neither end nor start a line.
 */
const BREAKABLE = new RegExp(
  `\\s*[（《「]*(?:${WIDE.source}|[^\\s\\u2e80-\\ua4cf\\uff00-\\uff60]+)[、，。：；）》」]*`,
  'gu',
);

/** Prose (the help's descriptions) in lines at most `width` columns wide, broken between words or Chinese characters. */
export function wrapProse(text: string, width: number): string {
  return text
    .split('\n')
    .flatMap((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const [chunk] of paragraph.matchAll(BREAKABLE)) {
        if (line !== '' && shown(line) + shown(chunk) > width) {
          lines.push(line);
          line = chunk.trimStart();
        } else line += chunk;
      }
      return [...lines, line];
    })
    .join('\n');
}

/** A cell's text in lines of at most `width`, broken between words (a longer word is cut). */
function wrap(text: string, width: number): string[] {
  if (shown(text) <= width) return [text];
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    let rest = word;
    while (shown(rest) > width) {
      if (line !== '') lines.push(line);
      lines.push(rest.slice(0, width));
      rest = rest.slice(width);
      line = '';
    }
    if (line === '') line = rest;
    else if (shown(line) + 1 + shown(rest) <= width) line += ` ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Narrows the widest columns, one character at a time, until the table fits `room` or each is at its floor. */
function squeeze(widths: number[], room: number, floors: readonly number[]): void {
  const total = () => widths.reduce((sum, width) => sum + width, 0) + GAP.length * (widths.length - 1);
  while (total() > room) {
    const widest = widths.reduce(
      (best, width, column) => (width > floors[column]! && (best === -1 || width > widths[best]!) ? column : best),
      -1,
    );
    if (widest === -1) return;
    widths[widest]! -= 1;
  }
}

/**
 * Plain-text tables for people, in their language: columns padded to their widest cell, the
 * header bold where colour is on. Given the terminal's width, a table wider than it squeezes
 * its widest columns and wraps their cells onto more lines, so no line runs past the edge.
 */
export class TextTable {
  readonly words: CliWords;

  constructor(
    private readonly colour: boolean,
    private readonly width?: number,
    readonly language: Language = 'en',
  ) {
    this.words = CLI_WORDS[language];
  }

  /** A holiday's, state's or school holiday's name in the table's language. */
  name(name: { en: string } & Partial<Record<Language, string>>): string {
    return nameInLanguage(name, this.language);
  }

  rows(labels: readonly Label[], rows: readonly (readonly string[])[]): string {
    if (rows.length === 0) return this.dim(`(${this.words.none})`);
    const header = labels.map((label) => this.words.labels[label]);
    const widths = header.map((title, column) =>
      Math.max(shown(title), ...rows.map((row) => shown(row[column] ?? ''))),
    );
    if (this.width !== undefined) {
      // First down to each column's longest word, so that lines break only between words;
      // on a terminal narrower still, down to a few characters, cutting words.
      const longestWord = (column: number) =>
        Math.max(
          ...[header[column]!, ...rows.map((row) => row[column] ?? '')].flatMap((cell) => cell.split(' ').map(shown)),
        );
      squeeze(
        widths,
        this.width,
        widths.map((_, column) => longestWord(column)),
      );
      squeeze(
        widths,
        this.width,
        widths.map((width) => Math.min(width, NARROWEST)),
      );
    }
    const lines = (cells: readonly string[]) => {
      const wrapped = cells.map((cell, column) => wrap(cell, widths[column]!));
      const height = Math.max(...wrapped.map((cell) => cell.length));
      return Array.from({ length: height }, (_, index) =>
        wrapped
          .map((cell, column) => (cell[index] ?? '') + ' '.repeat(widths[column]! - shown(cell[index] ?? '')))
          .join(GAP)
          .trimEnd(),
      );
    };
    return [...lines(header).map((line) => this.bold(line)), ...rows.flatMap(lines)].join('\n');
  }

  /** A record as "label  value" lines, long values wrapped under themselves. */
  fields(labelled: readonly (readonly [Label, string])[]): string {
    const pairs = labelled.map(([label, value]) => [this.words.labels[label], value] as const);
    const labelWidth = Math.max(...pairs.map(([label]) => shown(label)));
    const valueWidth = this.width === undefined ? Infinity : Math.max(NARROWEST, this.width - labelWidth - GAP.length);
    return pairs
      .flatMap(([label, value]) =>
        wrap(value, valueWidth).map(
          (line, index) =>
            `${index === 0 ? this.bold(label + ' '.repeat(labelWidth - shown(label))) : ' '.repeat(labelWidth)}${GAP}${line}`,
        ),
      )
      .join('\n');
  }

  yesNo(value: boolean): string {
    return value ? this.green(this.words.yes) : this.words.no;
  }

  private bold(text: string): string {
    return this.colour ? styleText('bold', text) : text;
  }

  private dim(text: string): string {
    return this.colour ? styleText('dim', text) : text;
  }

  private green(text: string): string {
    return this.colour ? styleText('green', text) : text;
  }
}
