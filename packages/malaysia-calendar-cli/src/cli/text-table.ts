import { styleText } from 'node:util';

/** Plain-text tables for people: columns padded to their widest cell, the header bold where colour is on. */
export class TextTable {
  constructor(private readonly colour: boolean) {}

  rows(header: readonly string[], rows: readonly (readonly string[])[]): string {
    if (rows.length === 0) return this.dim('(none)');
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
    const line = (cells: readonly string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
    return [this.bold(line(header)), ...rows.map(line)].join('\n');
  }

  /** A record as "label  value" lines. */
  fields(pairs: readonly (readonly [string, string])[]): string {
    const width = Math.max(...pairs.map(([label]) => label.length));
    return pairs.map(([label, value]) => `${this.bold(label.padEnd(width))}  ${value}`).join('\n');
  }

  yesNo(value: boolean): string {
    return value ? this.green('yes') : 'no';
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
