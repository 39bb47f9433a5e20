import autocannon from 'autocannon';
import { type AnswerSaves, answerSaveRequest, saveFailures, saveProgress } from './answer-saves.js';
import { type RatingSaves, ratingSaveRequest } from './rating-saves.js';

/**
 * The load generator, in a process of its own so that it does not share the bench's event loop: runs autocannon
 * with the options given as JSON in argv[2] and prints one JSON line with req/s, latency percentiles and errors.
 */
interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  answerSaves?: AnswerSaves;
  ratingSaves?: RatingSaves;
}

/**
 * The same load runs untimed for this long first: a fresh server optimises a scenario's code paths (V8) and compiles
 * its document (graphql-jit) during its first few hundred requests, a cost of the process's first minute rather than
 * of the request. Baselines warm up alike.
 */
const WARM_UP_SECONDS = 2;

const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
const { answerSaves, ratingSaves } = options;
const progress = answerSaves && saveProgress(answerSaves);
const rating = ratingSaves && ratingSaveRequest(ratingSaves, options.headers);
/** The request a run builds each save with; a fresh one per run for answer saves (its connections' saves in flight). */
const savesRequest = () => (answerSaves ? answerSaveRequest(answerSaves, options.headers, progress) : rating);
const load = (duration: number) => {
  const request = savesRequest();
  return autocannon({
    url: options.url,
    method: options.method,
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration,
    ...(request ? { requests: [request] } : {}),
  });
};

await load(WARM_UP_SECONDS);
saveFailures.count = 0;
const latencies: number[] = [];
const instance = load(options.durationSeconds);
instance.on('response', (_client: unknown, _status: number, _bytes: number, milliseconds: number) => {
  latencies.push(milliseconds);
});
const result = await instance;
latencies.sort((a, b) => a - b);
const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.timeouts + result.non2xx + saveFailures.count,
  }),
);
