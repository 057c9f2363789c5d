/**
 * HTML written by template functions: `html` escapes every value put into it unless the value
 * is already Html, so markup is built from trusted pieces and text from the data can never
 * become markup. One helper instead of a template engine: the pages are a few functions of the
 * calendar's answers, and TypeScript checks them like the rest of the code.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Fragment = Html | string | number | false | null | undefined | readonly Fragment[];

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for element content and quoted attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}

function render(fragment: Fragment): string {
  if (fragment instanceof Html) return fragment.text;
  if (Array.isArray(fragment)) return fragment.map(render).join('');
  if (fragment === false || fragment === null || fragment === undefined) return '';
  return escapeHtml(String(fragment));
}

/** Markup with values escaped; arrays are joined, and false, null and undefined write nothing. */
export function html(strings: TemplateStringsArray, ...values: Fragment[]): Html {
  let text = strings[0]!;
  values.forEach((value, index) => {
    text += render(value) + strings[index + 1]!;
  });
  return new Html(text);
}

/** JSON for a `<script type="application/json">` block: `<` escaped so the data cannot close the element. */
export function jsonBlock(value: unknown): Html {
  return new Html(JSON.stringify(value).replace(/</g, '\\u003c'));
}
