import { CARD_FACTS, type CardFact } from '@cardgenius/core/content';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { ARTICLE_SCHEMA } from './article-schema';
import type { CardFactSource } from './card-placeholders';
import { articleProblems, countWords, createArticleRenderer, readingMinutes } from './render-article';

const SITE = 'https://cards.example';
const render = createArticleRenderer({ siteOrigin: SITE });

/** A catalogue of one card whose facts are hostile markup: what comes out must still be text. */
const hostileFacts: CardFactSource = {
  hasCard: (slug) => slug === 'evil-card',
  factText: (slug, fact) => `<img src=x onerror=alert('${slug}.${fact}')><script>alert(1)</script>`,
  unknownText: 'not published by the issuer',
};

const plainFacts: CardFactSource = {
  hasCard: (slug) => slug === 'plain-card' || slug === 'other-card',
  factText: (slug, fact: CardFact) => (fact === 'annualFee' ? '$155.88' : `${slug} ${fact}`),
  unknownText: 'not published by the issuer',
};

const htmlOf = (source: string, facts = plainFacts) =>
  render(source, facts)
    .blocks.flatMap((block) => (block.kind === 'html' ? [block.html] : []))
    .join('\n');

const ALLOWED_TAGS = new Set(ARTICLE_SCHEMA.tagNames);

/** An address a reader may follow: https, a path on the site, or a fragment of the page. */
function isSafeAddress(value: string): boolean {
  if (/^#[\p{L}\p{N}_-]+$/u.test(value)) return true;
  if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Parses the output as a browser would and checks what it would build: only allowed elements, no
 * event handler or style attribute, every link and image address safe.
 */
function expectHarmless(html: string): void {
  const tree = unified().use(rehypeParse, { fragment: true }).parse(html) as Root;
  visit(tree, 'element', (node: Element) => {
    expect(ALLOWED_TAGS.has(node.tagName), `<${node.tagName}> in ${html}`).toBe(true);
    for (const [name, value] of Object.entries(node.properties)) {
      expect(name.toLowerCase().startsWith('on'), `${name} in ${html}`).toBe(false);
      expect(name, html).not.toBe('style');
      if (name === 'href' || name === 'src') expect(isSafeAddress(String(value)), `${name}=${value}`).toBe(true);
    }
  });
}

const XSS_CORPUS: Record<string, string> = {
  'script tag': '<script>alert(1)</script>',
  'script block': '<script>\nalert(1)\n</script>\n\nafter',
  'image with onerror': '<img src=x onerror=alert(1)>',
  'event handler on a div': '<div onclick="alert(1)">click</div>',
  'details ontoggle': '<details open ontoggle=alert(1)><summary>x</summary></details>',
  'javascript link': '[click](javascript:alert(1))',
  'upper-case javascript link': '[click](JAVASCRIPT:alert(1))',
  'javascript link with a tab entity': '[click](java&#x09;script:alert(1))',
  'javascript link as an entity': '[click](&#106;avascript:alert(1))',
  'javascript link in angle brackets': '[click](<javascript:alert(1)>)',
  'javascript autolink': '<javascript:alert(1)>',
  'javascript reference link': '[click][evil]\n\n[evil]: javascript:alert(1)',
  'data link': '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'vbscript link': '[v](vbscript:msgbox(1))',
  'raw javascript anchor': '<a href="javascript:alert(1)">x</a>',
  'protocol-relative link': '[x](//evil.example/path)',
  'backslash link': '[x](/\\evil.example)',
  'http link': '[x](http://plain.example)',
  'link with credentials': '[x](https://user:pass@evil.example/)',
  'mailto link': '[x](mailto:someone@example.com)',
  'javascript image': '![i](javascript:alert(1))',
  'data image': '![i](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  'image title breaking out': '![a](https://img.example/a.png "t\\" onerror=\\"alert(1)")',
  'svg with script': '<svg><script>alert(1)</script></svg>',
  'svg onload': '<svg onload=alert(1)>',
  'style attribute': '<p style="background:url(javascript:alert(1))">x</p>',
  'style tag': '<style>body { display: none }</style>',
  iframe: '<iframe src="https://evil.example"></iframe>',
  'object and embed': '<object data="x.swf"></object><embed src="x.swf">',
  'form and input': '<form action="https://evil.example"><input name="password"></form>',
  'base and meta':
    '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example">',
  'broken script': '<scr<script>ipt>alert(1)</script>',
  'unclosed image': '<img src="x" onerror="alert(1)"',
  'doubled brackets': '<<script>script>alert(1)<</script>/script>',
  'nested markup': '<b><i><script>alert(1)</script></i></b> **<u onmouseover=alert(1)>x</u>**',
  'escaped script entities': '&lt;script&gt;alert(1)&lt;/script&gt;',
  'html comment': '<!-- <script>alert(1)</script> -->',
  'table cell with html': '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  'footnote with html': 'Text[^1]\n\n[^1]: <script>alert(1)</script>',
  'placeholder inside link text': '[{{card:evil-card.annualFee}}](https://bank.example)',
  'placeholder as link address': '[x]({{card:evil-card.name}})',
  'placeholder inside code': '`{{card:evil-card.annualFee}}`\n\n```\n{{card:evil-card.name}}\n```',
  'placeholder in image description': '![{{card:evil-card.name}}](https://img.example/a.png)',
  'placeholder in a heading': '## {{card:evil-card.name}}',
  'hostile fact in text': 'The fee is {{card:evil-card.annualFee}}.',
};

describe('the article renderer under hostile input', () => {
  it.each(Object.entries(XSS_CORPUS))('%s never reaches the page unescaped', (_name, source) => {
    const html = htmlOf(source, hostileFacts);
    expectHarmless(html);
  });

  it('keeps a fact that looks like markup as visible text', () => {
    const html = htmlOf('The fee is {{card:evil-card.annualFee}}.', hostileFacts);
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
  });

  it('leaves placeholders in code as written', () => {
    expect(htmlOf('`{{card:plain-card.annualFee}}`')).toBe('<p><code>{{card:plain-card.annualFee}}</code></p>');
  });
});

describe('links and images', () => {
  it('keeps https and site links, marks links to other sites, drops the rest', () => {
    const html = htmlOf(
      '[a](https://bank.example/apply) [b](/credit-cards?sort=fee#top) [c](https://cards.example/methodology) [d](#fees) [e](ftp://x.example)',
    );
    expect(html).toContain('<a href="https://bank.example/apply" rel="noopener noreferrer nofollow">a</a>');
    expect(html).toContain('<a href="/credit-cards?sort=fee#top">b</a>');
    expect(html).toContain('<a href="https://cards.example/methodology">c</a>');
    expect(html).toContain('<a href="#fees">d</a>');
    expect(html).toMatch(/<\/a> e<\/p>$/);
  });

  it('keeps https and site images only, loaded lazily', () => {
    const html = htmlOf('![a](https://img.example/a.png) ![b](/images/b.png) ![c](http://img.example/c.png)');
    expect(html).toContain('<img src="https://img.example/a.png" alt="a" loading="lazy">');
    expect(html).toContain('<img src="/images/b.png" alt="b" loading="lazy">');
    expect(html).not.toContain('c.png');
  });
});

describe('facts and card boxes', () => {
  it('fills facts and splits the HTML at card boxes', () => {
    const rendered = render(
      'Fee: {{card:plain-card.annualFee}}.\n{{card:plain-card}}\nAfter the box.\n\n{{card:other-card}}\n\nEnd.',
      plainFacts,
    );
    expect(rendered.blocks).toEqual([
      { kind: 'html', html: '<p>Fee: $155.88.</p>' },
      { kind: 'card', slug: 'plain-card' },
      { kind: 'html', html: '<p>After the box.</p>' },
      { kind: 'card', slug: 'other-card' },
      { kind: 'html', html: '<p>End.</p>' },
    ]);
    expect(rendered.cardSlugs.sort()).toEqual(['other-card', 'plain-card']);
  });

  it('shows a fact of an unknown card or an unknown fact as unpublished, and drops an unknown box', () => {
    const rendered = render(
      'A {{card:gone-card.annualFee}} and {{card:plain-card.colour}}.\n\n{{card:gone-card}}',
      plainFacts,
    );
    expect(rendered.blocks).toEqual([
      { kind: 'html', html: '<p>A not published by the issuer and not published by the issuer.</p>' },
    ]);
  });

  it('reads a box inside a list as the card’s name', () => {
    expect(htmlOf('- {{card:plain-card}}')).toBe('<ul>\n<li>plain-card name</li>\n</ul>');
  });
});

describe('tables', () => {
  it('make an empty header cell a plain one, so no header names nothing', () => {
    const html = htmlOf('| | Fee |\n| --- | --- |\n| Card | $0 |\n\n| | |\n| --- | --- |\n| a | b |');
    expect(html).toContain('<th>Fee</th>');
    expect(html).not.toMatch(/<th>\s*<\/th>/);
    expect(html.match(/<td><\/td>/g)).toHaveLength(3);
  });
});

describe('headings', () => {
  it('lists h2 and h3 with unique ids across card boxes, leaving out the footnotes', () => {
    const rendered = render(
      '# Title\n\n## Fees & rates\n\n{{card:plain-card}}\n\n### Fees & rates\n\n#### Small\n\nNote[^1]\n\n[^1]: A note.',
      plainFacts,
    );
    expect(rendered.headings).toEqual([
      { id: 'fees--rates', text: 'Fees & rates', level: 2 },
      { id: 'fees--rates-1', text: 'Fees & rates', level: 3 },
    ]);
    expect(rendered.blocks[2]).toMatchObject({ kind: 'html', html: expect.stringContaining('id="fees--rates-1"') });
  });
});

describe('checking an article before it is stored', () => {
  const hasCard = (slug: string) => slug === 'plain-card';

  it('accepts known cards and facts', () => {
    expect(
      articleProblems(
        `{{card:plain-card}}\n\n${CARD_FACTS.map((fact) => `{{card:plain-card.${fact}}}`).join(' ')}`,
        hasCard,
      ),
    ).toEqual([]);
  });

  it('names each placeholder to fix', () => {
    const problems = articleProblems(
      'A {{card:nope.annualFee}} and {{card:plain-card.colour}}, {{card:plain-card}} inline, {{card:Plain}}.\n\n{{card:nope}}\n\n- {{card:plain-card}}',
      hasCard,
    );
    expect(problems).toEqual([
      '{{card:nope}}: no card “nope” in the catalogue.',
      '{{card:nope.annualFee}}: no card “nope” in the catalogue.',
      expect.stringMatching(/^\{\{card:plain-card\.colour\}\}: “colour” is not a fact an article can show \(name, /),
      expect.stringMatching(/^\{\{card:plain-card\}\}: a card box stands alone on its own line/),
      '“{{card:Plain}}.”: not a card placeholder; write {{card:slug}} or {{card:slug.fact}}.',
      expect.stringMatching(/^\{\{card:plain-card\}\}: a card box stands alone/),
    ]);
  });

  it('ignores placeholders in code', () => {
    expect(articleProblems('`{{card:nope.colour}}`\n\n```\n{{card:nope}}\n```', hasCard)).toEqual([]);
  });
});

describe('reading time', () => {
  it('counts the words a reader reads, at least a minute', () => {
    // Raw HTML tags are dropped; the text between them is read.
    expect(countWords('## Two words\n\nThree more words. <b>raw</b>')).toBe(6);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(231)).toBe(2);
  });
});
