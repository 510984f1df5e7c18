import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import type { Registry } from 'prom-client';

const ASK = 'hondana:metrics-ask';
const ANSWER = 'hondana:metrics-answer';
/** prom-client gives up on a worker's part after 5 s; its answer comes within that. */
const ANSWER_WAIT_MS = 6000;

interface Ask {
  type: typeof ASK;
  id: string;
}
interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
  error?: string;
}

/**
 * In a cluster (WEB_CONCURRENCY > 1) a scrape lands on one worker, which holds only its own
 * counts. That worker asks the primary; the primary asks every worker for its registry
 * (prom-client's AggregatorRegistry, over the cluster's IPC channel) and answers the sum, so
 * every scrape covers all workers. `registry` is what this worker answers the primary with.
 */
export function clusterScrape(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // prom-client's worker side answers the primary's asks once an AggregatorRegistry exists.
  new AggregatorRegistry();
  return () =>
    new Promise((resolve, reject) => {
      const id = randomUUID();
      const timer = setTimeout(() => {
        process.off('message', onAnswer);
        reject(new Error('The cluster primary did not answer the metrics scrape.'));
      }, ANSWER_WAIT_MS);
      function onAnswer(message: Answer) {
        if (message?.type !== ANSWER || message.id !== id) return;
        clearTimeout(timer);
        process.off('message', onAnswer);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.text ?? '');
      }
      process.on('message', onAnswer);
      process.send?.({ type: ASK, id } satisfies Ask);
    });
}

/** In the primary: answers the workers' scrapes with every worker's series summed. */
export function answerClusterScrapes(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: Ask) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text } satisfies Answer),
      (err: Error) => worker.send({ type: ANSWER, id: message.id, error: err.message }),
    );
  });
}
