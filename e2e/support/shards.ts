/**
 * The whole test command runs the journeys as two shards side by side, each against its own server and demo database
 * (E2E_PORT gives each its own port and run folder). The side shard holds the journeys that need nothing an earlier
 * journey did and change nothing a later one reads: the accessibility sweep, which opens every page of every role, and
 * the visitor's, new company's and small screens' journeys, which sign the demo users in only through signInAs.
 * Without JOURNEY_SHARD every journey runs, in file order, against one server.
 */
const SIDE_SHARD = ['pricing.spec.ts', 'public-site.spec.ts', 'small-screens.spec.ts', 'sweep-accessibility.spec.ts'];

const SHARD_FILES = new RegExp(`/(${SIDE_SHARD.map((file) => file.replaceAll('.', '\\.')).join('|')})$`);

/** The testMatch / testIgnore of the shard JOURNEY_SHARD names ('main' or 'side'), or of the whole run. */
export function shardFiles(shard = process.env.JOURNEY_SHARD): { testMatch?: RegExp; testIgnore?: RegExp } {
  if (shard === undefined || shard === '') return {};
  if (shard === 'side') return { testMatch: SHARD_FILES };
  if (shard === 'main') return { testIgnore: SHARD_FILES };
  throw new Error(`JOURNEY_SHARD is '${shard}': it must be 'main', 'side' or unset`);
}
