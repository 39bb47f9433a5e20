/** Issue 15's save load: suppliers typing answers, each supplier's saves on one connection, every save a change. */
export interface AnswerSaves {
  projectId: string;
  questionIds: string[];
  suppliers: Array<{ cookie: string; productId: string }>;
  /** The version every answer has when the load starts (the seed answered each question once). */
  startVersion: number;
}

const SAVE = `mutation Save($input: SaveAnswerInput!) { saveAnswer(input: $input) { questionId conflict answer { id version } } }`;

interface ConnectionState {
  supplier?: number;
  key?: string;
}

interface Request {
  headers: Record<string, string>;
  body?: string;
}

/**
 * Where each supplier's typing has got to: the version of each answer saved, and each supplier's next question. A
 * warm-up run hands it on to the measured run, whose saves then go on from there; a save still in flight when the
 * warm-up stopped is never followed by another of the same answer.
 */
export interface SaveProgress {
  versions: Map<string, number>;
  cursors: number[];
}

export const saveProgress = (load: AnswerSaves): SaveProgress => ({
  versions: new Map(),
  cursors: load.suppliers.map(() => 0),
});

/**
 * An autocannon request that sends each save as the next supplier with no save in flight, on the next of its
 * questions, naming the version its previous save of that answer returned: every save writes and none conflicts
 * (autocannon resets a connection's context between requests, so the state is the load's own). A conflict or a
 * refused save counts in `saveFailures` (reported as errors).
 */
export function answerSaveRequest(
  load: AnswerSaves,
  headers: Record<string, string>,
  progress: SaveProgress = saveProgress(load),
) {
  const { versions, cursors } = progress;
  const inFlight = new Set<number>();
  let nextSupplier = 0;
  let typed = 0;
  const freeSupplier = () => {
    for (let step = 0; step < load.suppliers.length; step += 1) {
      const index = (nextSupplier + step) % load.suppliers.length;
      if (!inFlight.has(index)) {
        nextSupplier = index + 1;
        return index;
      }
    }
    throw new Error('More connections than suppliers');
  };
  return {
    method: 'POST' as const,
    path: '/api/graphql',
    setupRequest: (request: Request, context: ConnectionState) => {
      const supplierIndex = freeSupplier();
      inFlight.add(supplierIndex);
      const cursor = cursors[supplierIndex] ?? 0;
      cursors[supplierIndex] = cursor + 1;
      const questionId = load.questionIds[cursor % load.questionIds.length] ?? '';
      const key = `${supplierIndex}:${questionId}`;
      context.supplier = supplierIndex;
      context.key = key;
      typed += 1;
      const supplier = load.suppliers[supplierIndex];
      const input = {
        projectId: load.projectId,
        productId: supplier?.productId,
        questionId,
        answer: { value: `Typed answer ${typed}` },
        baseVersion: versions.get(key) ?? load.startVersion,
      };
      return {
        ...request,
        headers: { ...headers, cookie: supplier?.cookie ?? '' },
        body: JSON.stringify({ query: SAVE, variables: { input } }),
      };
    },
    onResponse: (status: number, body: string, context: ConnectionState) => {
      if (context.supplier !== undefined) inFlight.delete(context.supplier);
      const reply = status === 200 ? (JSON.parse(body) as SaveReply) : null;
      const saved = reply?.data?.saveAnswer;
      if (!saved || saved.conflict || reply?.errors) {
        saveFailures.count += 1;
        return;
      }
      if (context.key && saved.answer) versions.set(context.key, saved.answer.version);
    },
  };
}

interface SaveReply {
  data?: { saveAnswer?: { conflict: boolean; answer: { version: number } | null } };
  errors?: unknown[];
}

/** Saves the server refused or answered with a conflict. */
export const saveFailures = { count: 0 };
