import type { Asset, AssetName } from './assets.js';
import { type Html, html } from './html.js';
import type { SiteLinks } from '../links/site-links.js';
import { DateWords, LANGUAGES, type Language, type NameInLanguage, WORDS, type Words } from './words.js';

/** What every page is written with: its language and words, where its links lead, its assets. */
export interface PageContext {
  language: Language;
  words: Words;
  dates: DateWords;
  links: SiteLinks;
  assets: Record<AssetName, Asset>;
  dataVersion: string;
}

/** Each language's date formats, made on its first page: an Intl.DateTimeFormat costs more to make than a page costs to write with it. */
const dateWords = new Map<Language, DateWords>();

function dateWordsOf(language: Language): DateWords {
  let words = dateWords.get(language);
  if (words === undefined) {
    words = new DateWords(language);
    dateWords.set(language, words);
  }
  return words;
}

export function pageContext(
  language: Language,
  links: SiteLinks,
  assets: Record<AssetName, Asset>,
  dataVersion: string,
): PageContext {
  return { language, words: WORDS[language], dates: dateWordsOf(language), links, assets, dataVersion };
}

/** A name in the page's language, marked with its own language where it fell back to another. */
export function named(context: PageContext, name: NameInLanguage): Html {
  return name.lang === context.language ? html`${name.text}` : html`<span lang="${name.lang}">${name.text}</span>`;
}

interface PageContent {
  title: string;
  description: string;
  /** The same page in another language. */
  inLanguage(language: Language): string;
  main: Html;
  /** Data for the script, in a JSON block it reads (never executed). */
  data?: Html;
  /** Other forms of the page's content, for the head (the change feeds). */
  alternates?: Html;
}

/** The document around a page: head, header with the language switch, main, footer. */
export function page(context: PageContext, content: PageContent): string {
  const { words, links, assets, language } = context;
  const switcher = LANGUAGES.map((other) =>
    other === language
      ? html`<li><a href="${content.inLanguage(other)}" aria-current="page" lang="${other}">${WORDS[other].languageName}</a></li>`
      : html`<li><a href="${content.inLanguage(other)}" lang="${other}" hreflang="${other}">${WORDS[other].languageName}</a></li>`,
  );
  return html`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${content.title}</title>
<meta name="description" content="${content.description}">
<meta name="theme-color" content="#0b5f55">
<link rel="icon" href="${links.asset(assets['icon.svg'].fileName)}" type="image/svg+xml">
<link rel="stylesheet" href="${links.asset(assets['calendar.css'].fileName)}">
<script src="${links.asset(assets['calendar.js'].fileName)}" defer></script>
${content.alternates ?? ''}
</head>
<body>
<a class="skip" href="#main">${words.skipToContent}</a>
<header class="site">
<a class="brand" href="${links.landing(language)}">${words.siteName}</a>
<nav aria-label="${words.language}"><ul class="langs">${switcher}</ul></nav>
</header>
<main id="main">
${content.main}
</main>
<footer class="site">
<p><a href="${links.landing(language)}">${words.home}</a> \u00b7 <a href="${links.origin}/v1/docs">${words.apiDocs}</a> \u00b7 <a href="${links.origin}/v1">${words.api}</a></p>
<p>${words.dataVersion(context.dataVersion)} ${words.dataNote}</p>
</footer>
${content.data === undefined ? '' : html`<script type="application/json" id="page-data">${content.data}</script>`}
</body>
</html>
`.text;
}
