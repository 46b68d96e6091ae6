import { parentPort } from 'node:worker_threads';
import { type ArticleTask, runArticleTask } from './article-tasks';

/**
 * The worker thread that parses and renders Markdown, so a body that takes the parser too long can be
 * stopped without stopping the server (see article-worker-client.ts).
 */
parentPort?.on('message', (message: { id: number; task: ArticleTask }) => {
  try {
    parentPort?.postMessage({ id: message.id, ok: true, value: runArticleTask(message.task) });
  } catch (error) {
    // Nesting deep enough to exhaust the stack is a body too complex to render, like one too slow.
    const tooComplex = error instanceof RangeError;
    parentPort?.postMessage({ id: message.id, ok: false, tooComplex, message: String(error) });
  }
});

// Ready: the article time limit counts from here, not from the thread's start-up.
parentPort?.postMessage({ ready: true });
