import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CARD_FACTS, CARD_PLACEHOLDER, type CardFact } from '@cardgenius/core/content';
import type { ArticleInspection, ArticleTask, ArticleTaskResult, FactTable } from './article-tasks';
import type { CardFactSource } from './card-placeholders';
import type { RenderedArticle } from './render-article';

/**
 * How long one article may take to parse and render. A real article takes tens of milliseconds; every
 * Markdown parser has shapes (lists nested thousands deep, thousands of brackets in a paragraph) whose
 * time grows faster than their length, so the work runs in a worker thread that is stopped past this.
 */
export const ARTICLE_TIME_LIMIT_MS = 5_000;

export class ArticleTooComplexError extends Error {
  constructor() {
    super(
      'The article takes too long to render: nest lists and quotes less deeply, and split very long tables, lists and paragraphs.',
    );
    this.name = 'ArticleTooComplexError';
  }
}

const FACTS = new Set<string>(CARD_FACTS);

/** The figures of every placeholder of a body, from the catalogue, for the renderer in the worker. */
export function factTableFor(source: string, facts: CardFactSource): FactTable {
  const cards = new Set<string>();
  const texts = new Map<string, string>();
  for (const [, slug = '', fact] of source.matchAll(CARD_PLACEHOLDER)) {
    if (!facts.hasCard(slug)) continue;
    cards.add(slug);
    // A box outside its own line reads as the card's name.
    const asked = fact ?? 'name';
    const key = `${slug}.${asked}`;
    if (FACTS.has(asked) && !texts.has(key)) texts.set(key, facts.factText(slug, asked as CardFact));
  }
  return { cards: [...cards], texts, unknownText: facts.unknownText };
}

interface Job {
  id: number;
  task: ArticleTask;
  resolve: (value: ArticleTaskResult) => void;
  reject: (error: Error) => void;
}

type Reply =
  | { id: number; ok: true; value: ArticleTaskResult }
  | { id: number; ok: false; tooComplex: boolean; message: string };

/**
 * tsx's ESM API, which teaches a thread to load TypeScript (development and tests). Read from its
 * package's exports: test runners do not all offer `import.meta.resolve`.
 */
function tsxEsmApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    exports: { './esm/api': { import: { default: string } } };
  };
  return pathToFileURL(join(dirname(manifest), exports['./esm/api'].import.default)).href;
}

/** The worker's script: built beside the server bundle, or the TypeScript source run through tsx. */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./article-worker.js', import.meta.url));
  const tsx = tsxEsmApi();
  const entry = new URL('./article-worker.ts', import.meta.url).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true },
  );
}

/**
 * Runs the Markdown pipeline in one worker thread, one article at a time. An article past the time
 * limit (or nested deeper than the stack) fails with `ArticleTooComplexError`; the worker is then
 * replaced, and the articles waiting behind it go to the new one. The thread keeps the process alive
 * only while it has work.
 */
export class ArticleWorkerClient {
  private worker: Worker | undefined;
  /** The thread has loaded its code: articles sent now are timed from their start. */
  private ready = false;
  private readonly queue: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout } | undefined;
  private nextId = 1;

  constructor(private readonly timeLimitMs = ARTICLE_TIME_LIMIT_MS) {}

  /** Placeholder problems and the word count of a body, checking cards with `hasCard`. */
  async inspect(source: string, hasCard: (slug: string) => boolean): Promise<ArticleInspection> {
    const named = [...source.matchAll(CARD_PLACEHOLDER)].map((match) => match[1] ?? '');
    const knownCards = [...new Set(named)].filter(hasCard);
    return (await this.run({ kind: 'inspect', source, knownCards })) as ArticleInspection;
  }

  async render(source: string, facts: CardFactSource, siteOrigin: string): Promise<RenderedArticle> {
    return (await this.run({
      kind: 'render',
      source,
      siteOrigin,
      facts: factTableFor(source, facts),
    })) as RenderedArticle;
  }

  run(task: ArticleTask): Promise<ArticleTaskResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.startNext();
    });
  }

  /** Stops the thread (tests, shutdown); work still queued is refused. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new Error('The article renderer was closed.'));
    if (this.current) this.finish(new Error('The article renderer was closed.'));
    const worker = this.worker;
    this.worker = undefined;
    this.ready = false;
    await worker?.terminate();
  }

  private startNext(): void {
    if (this.current) return;
    if (this.queue.length === 0) {
      this.worker?.unref();
      return;
    }
    const worker = this.ensureWorker();
    worker.ref();
    if (!this.ready) return;
    const job = this.queue.shift() as Job;
    const timer = setTimeout(() => {
      // This thread may have been busy past the limit (a database starting, say) with the answer
      // already waiting: the answers that arrived are read first, then the article is given up on.
      setImmediate(() => {
        if (this.current?.job !== job) return;
        this.finish(new ArticleTooComplexError());
        this.replaceWorker();
      });
    }, this.timeLimitMs);
    this.current = { job, timer };
    worker.postMessage({ id: job.id, task: job.task });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    this.ready = false;
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        if (this.worker !== worker) return;
        this.ready = true;
        this.startNext();
        return;
      }
      if (reply.id !== this.current?.job.id) return;
      if (reply.ok) this.finish(undefined, reply.value);
      else this.finish(reply.tooComplex ? new ArticleTooComplexError() : new Error(reply.message));
    });
    worker.on('error', (error) => {
      if (this.worker !== worker) return;
      // A thread that never started cannot take the articles waiting for it.
      if (!this.ready) for (const job of this.queue.splice(0)) job.reject(error);
      this.finish(error);
      this.replaceWorker();
    });
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      const stopped = new Error('The article renderer stopped.');
      if (!this.ready) for (const job of this.queue.splice(0)) job.reject(stopped);
      this.worker = undefined;
      this.ready = false;
      this.finish(stopped);
    });
    this.worker = worker;
    return worker;
  }

  /** Settles the article under way and starts the next one. */
  private finish(error: Error | undefined, value?: ArticleTaskResult): void {
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    this.current = undefined;
    if (error) current.job.reject(error);
    else current.job.resolve(value as ArticleTaskResult);
    queueMicrotask(() => this.startNext());
  }

  private replaceWorker(): void {
    const stuck = this.worker;
    this.worker = undefined;
    this.ready = false;
    void stuck?.terminate();
    this.startNext();
  }
}

/** The process's article renderer. */
export const articleWorker = new ArticleWorkerClient();
