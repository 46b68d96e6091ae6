import type { CardFactSource } from './card-placeholders';
import { articleProblems, countWords, createArticleRenderer, type RenderedArticle } from './render-article';

/**
 * The figures an article's placeholders need, looked up before it is rendered: the renderer (in a
 * worker thread) gets plain data, not the catalogue.
 */
export interface FactTable {
  /** The cards the article names that the catalogue has. */
  cards: string[];
  /** `slug.fact` → the reader's text. */
  texts: Map<string, string>;
  unknownText: string;
}

export type ArticleTask =
  | { kind: 'inspect'; source: string; knownCards: string[] }
  | { kind: 'render'; source: string; siteOrigin: string; facts: FactTable };

export interface ArticleInspection {
  /** What an editor must fix, each naming its placeholder; empty when the article renders as written. */
  problems: string[];
  wordCount: number;
}

export type ArticleTaskResult = ArticleInspection | RenderedArticle;

function factSourceOf(table: FactTable): CardFactSource {
  const cards = new Set(table.cards);
  return {
    hasCard: (slug) => cards.has(slug),
    factText: (slug, fact) => table.texts.get(`${slug}.${fact}`) ?? table.unknownText,
    unknownText: table.unknownText,
  };
}

const renderers = new Map<string, ReturnType<typeof createArticleRenderer>>();

/** Runs one task of the Markdown pipeline: pure and synchronous, so it can run in a worker thread. */
export function runArticleTask(task: ArticleTask): ArticleTaskResult {
  if (task.kind === 'inspect') {
    const known = new Set(task.knownCards);
    return { problems: articleProblems(task.source, (slug) => known.has(slug)), wordCount: countWords(task.source) };
  }
  let render = renderers.get(task.siteOrigin);
  if (!render) {
    render = createArticleRenderer({ siteOrigin: task.siteOrigin });
    renderers.set(task.siteOrigin, render);
  }
  return render(task.source, factSourceOf(task.facts));
}
