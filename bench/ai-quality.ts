import { randomUUID } from 'node:crypto';
import { createLocalEngine } from '../apps/server/src/modules/ai/index.js';
import { EVALUATION_SET } from './ai/evaluation-set.js';
import { engineOfCommand, openSeededApp } from './ai/seeded-app.js';
import { substringQuestions, substringSuppliers, vendorOfProduct } from './ai/substring-baseline.js';

/**
 * Issue 36 item 5, "quality, measured": precision@10 and recall@10 of the local AI engine against a plain substring
 * match over the same fields, for supplier search and question generation, on the labelled evaluation set
 * (bench/ai/evaluation-set.ts) over the demo data. Precision@10: the share of the (at most 10) results returned that
 * a domain person picked (0 when nothing is returned); recall@10: the share of the picked ones among them. Fails
 * when the engine does not beat the baseline on both. Usage: npm run bench:ai-quality -w @shortlist/bench [-- PostgreSQL]
 */
const K = 10;

interface Score {
  precision: number;
  recall: number;
}

function scoreOf(returned: string[], relevant: readonly string[]): Score {
  const picked = new Set(relevant);
  const top = returned.slice(0, K);
  const hits = top.filter((item) => picked.has(item)).length;
  const found = new Set(top.filter((item) => picked.has(item))).size;
  return { precision: top.length > 0 ? hits / top.length : 0, recall: found / picked.size };
}

const mean = (scores: Score[], key: keyof Score) => scores.reduce((sum, score) => sum + score[key], 0) / scores.length;
const figure = (value: number) => value.toFixed(3);

async function main() {
  const kind = engineOfCommand('PGlite');
  const app = await openSeededApp(kind);
  try {
    const engine = createLocalEngine(app.db);
    const vendorOf = await vendorOfProduct(app.db);
    const results = {
      engineSuppliers: [] as Score[],
      baseSuppliers: [] as Score[],
      engineQuestions: [] as Score[],
      baseQuestions: [] as Score[],
    };
    console.log(`AI quality on ${kind}: ${EVALUATION_SET.length} keywords, precision@${K} / recall@${K}`);
    console.log('keyword                        suppliers engine | baseline   questions engine | baseline');
    for (const entry of EVALUATION_SET) {
      const scope = { companyId: app.brokerId, projectId: randomUUID(), keyword: entry.keyword };
      const suggested = (await engine.suggestSuppliers(scope, K)).map((row) => vendorOf.get(row.productId) ?? '');
      const generated = (await engine.generateQuestions(scope)).flatMap((section) =>
        section.questions.map((question) => question.definition.label),
      );
      const scores = {
        engineSuppliers: scoreOf(suggested, entry.vendors),
        baseSuppliers: scoreOf(await substringSuppliers(app.db, app.brokerId, entry.keyword, K), entry.vendors),
        engineQuestions: scoreOf(generated, entry.questions),
        baseQuestions: scoreOf(await substringQuestions(app.db, app.brokerId, entry.keyword, K), entry.questions),
      };
      for (const [key, score] of Object.entries(scores)) results[key as keyof typeof results].push(score);
      const pair = (score: Score) => `${figure(score.precision)}/${figure(score.recall)}`;
      console.log(
        `${entry.keyword.padEnd(30)} ${pair(scores.engineSuppliers)} | ${pair(scores.baseSuppliers)}   ${pair(scores.engineQuestions)} | ${pair(scores.baseQuestions)}`,
      );
    }
    const line = (name: string, engineScores: Score[], baseScores: Score[]) => {
      const better = (key: keyof Score) => mean(engineScores, key) > mean(baseScores, key);
      console.log(
        `${name}: engine precision@${K} ${figure(mean(engineScores, 'precision'))}, recall@${K} ${figure(mean(engineScores, 'recall'))}; ` +
          `substring precision@${K} ${figure(mean(baseScores, 'precision'))}, recall@${K} ${figure(mean(baseScores, 'recall'))}` +
          (better('precision') && better('recall') ? ' — the engine is better on both' : ' — NOT better on both'),
      );
      return better('precision') && better('recall');
    };
    const suppliers = line('Suppliers', results.engineSuppliers, results.baseSuppliers);
    const questions = line('Questions', results.engineQuestions, results.baseQuestions);
    if (!suppliers || !questions) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
