import { createWriteStream, statSync } from 'node:fs';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { openConfiguredDatabase } from '../apps/server/src/db/client.js';
import { comparisonProducts, comparisons, projectProducts, projects } from '../apps/server/src/db/schema/index.js';

/**
 * One report rendered in a process of its own, the way a server renders it (bootstrapped, from the bundle that
 * scripts/build-server.mjs writes as `bench-report`), so that its peak memory is the report's server's. Told by the
 * environment: REPORT_PROJECT (a project's name), REPORT_FORMAT, REPORT_COMPARISON (a comparison's name, optional:
 * its products, else every scored product), REPORT_OUT (the file). Prints one line of JSON: the render's wall time,
 * the process's resident memory before it, its peak before it (start-up) and its peak overall, and the file's size.
 */
async function main() {
  const config = loadConfig();
  const database = openConfiguredDatabase(config);
  database.catch(() => undefined); // awaited, and reported, by bootstrap
  const [{ bootstrap }, { renderReport }] = await Promise.all([
    import('../apps/server/src/bootstrap.js'),
    import('../apps/server/src/modules/reports/index.js'),
  ]);
  const running = await bootstrap(config, { database });
  const { db } = running.app;
  const env = (name: string) => process.env[name] ?? '';
  const [project] = await db
    .select()
    .from(projects)
    .where(eq(projects.name, env('REPORT_PROJECT')));
  if (!project) throw new Error(`No project ${env('REPORT_PROJECT')}`);
  const [comparison] = env('REPORT_COMPARISON')
    ? await db
        .select()
        .from(comparisons)
        .where(eq(comparisons.name, env('REPORT_COMPARISON')))
    : [];
  const productIds = comparison
    ? await db
        .select({ id: comparisonProducts.projectProductId })
        .from(comparisonProducts)
        .where(eq(comparisonProducts.comparisonId, comparison.id))
        .orderBy(asc(comparisonProducts.position))
    : await db
        .select({ id: projectProducts.id })
        .from(projectProducts)
        .where(and(eq(projectProducts.projectId, project.id), isNotNull(projectProducts.answersSubmittedAt)));
  const format = env('REPORT_FORMAT') as 'PDF' | 'XLSX' | 'XLSX_2';
  const rssBeforeMb = process.memoryUsage().rss / 2 ** 20;
  const peakBeforeMb = process.resourceUsage().maxRSS / 1024;
  const started = performance.now();
  await renderReport(
    running.app,
    {
      id: crypto.randomUUID(),
      projectId: project.id,
      companyId: project.companyId,
      branchId: null,
      kind: 'PROJECT',
      format,
      options: {
        productIds: productIds.map((row) => row.id),
        comparisonId: comparison?.id ?? null,
        skipDescription: false,
        includeAnswerScore: true,
        includeQuestionWeight: true,
        includeNotes: true,
        includeClientTables: false,
      },
      requestedBy: null,
    },
    createWriteStream(env('REPORT_OUT')),
  );
  const ms = performance.now() - started;
  await running.close();
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ ms, rssBeforeMb, peakBeforeMb, peakRssMb, bytes: statSync(env('REPORT_OUT')).size }));
}

// A function rather than top-level await: the bundle (scripts/build-server.mjs) is CommonJS.
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
