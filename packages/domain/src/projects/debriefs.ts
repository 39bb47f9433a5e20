/**
 * Issue 38 item 3: supplier debriefs. After the winners are chosen, a project owner sends each accepted supplier its
 * own assessment summary: its score per section against the winning bid's (no other supplier named or counted), the
 * totals and the broker's notes shared with it. What was sent is kept as sent.
 */
export const DEBRIEF_TEXTS = {
  cardTitle: 'Supplier debriefs',
  cardIntro:
    'Send each accepted supplier its own assessment summary: its score per section against the winning bid, and ' +
    'the notes you shared with it.',
  action: 'Send debriefs',
  title: 'Send debriefs',
  intro:
    'Each supplier below is sent its own assessment summary by e-mail: its score per section against the winning ' +
    'bid, and the notes you shared with it. No other supplier is named.',
  send: 'Send',
  sent: (count: number) => (count === 1 ? 'Debrief sent' : `${count} debriefs sent`),
  failed: 'Unable to send debriefs',
  neverSent: 'Not sent yet',
  sentOn: (date: string) => `Last sent ${date}`,
  noRecipients: 'No accepted supplier to debrief.',
  /** Refusals. */
  noWinners: 'Debriefs can be sent only after the winners are selected.',
  ownersOnly: 'Only the project owners can send debriefs.',
  notAccepted: 'Debriefs can be sent only to accepted suppliers of this project.',
  /** The supplier's result screen. */
  heading: 'Your assessment summary',
  section: 'Section',
  yours: 'Your score',
  winning: 'Winning bid',
  total: 'Total',
  notes: 'Notes from the buyer',
  sentAt: (date: string) => `Sent ${date}`,
  mailSubject: (project: string) => `Your assessment summary for ${project}`,
} as const;

/** One section's points: the supplier's product against the winning bid. */
export interface DebriefSection {
  name: string;
  yours: number;
  winning: number;
}

/** The assessment summary as sent (stored as JSON in supplier_debriefs.summary). */
export interface DebriefSummary {
  projectName: string;
  productName: string;
  /** Whether the supplier's own product is a winner (then the winning bid is its own). */
  winner: boolean;
  sections: DebriefSection[];
  total: { yours: number; winning: number };
  /** The broker's notes on this product, only when shared with the supplier. */
  notes: string | null;
}

/** Points of one product in one section, as the scores count them. */
export interface SectionPoints {
  productId: string;
  sectionId: string;
  sectionName: string;
  points: number;
}

/**
 * The winning bid a supplier is measured against: its own product when it won, else the winner with the highest
 * total (the first listed on a tie).
 */
export function winningBid(productId: string, winnerIds: readonly string[], totals: ReadonlyMap<string, number>) {
  if (winnerIds.includes(productId)) return productId;
  let best: string | null = null;
  for (const id of winnerIds) {
    if (best === null || (totals.get(id) ?? 0) > (totals.get(best) ?? 0)) best = id;
  }
  return best;
}

/**
 * The summary of one product against the winning bid: the sections in the order given (any section either product
 * scored in), the totals, and the notes only when shared.
 */
export function debriefSummary(input: {
  projectName: string;
  productName: string;
  productId: string;
  winningId: string | null;
  winner: boolean;
  sections: ReadonlyArray<{ id: string; name: string }>;
  points: readonly SectionPoints[];
  notes: { text: string | null; shared: boolean };
}): DebriefSummary {
  const pointsOf = (productId: string | null, sectionId: string) =>
    input.points
      .filter((row) => row.productId === productId && row.sectionId === sectionId)
      .reduce((sum, row) => sum + row.points, 0);
  const sections = input.sections.map((section) => ({
    name: section.name,
    yours: pointsOf(input.productId, section.id),
    winning: pointsOf(input.winningId, section.id),
  }));
  const total = sections.reduce(
    (sum, section) => ({ yours: sum.yours + section.yours, winning: sum.winning + section.winning }),
    { yours: 0, winning: 0 },
  );
  const notes = input.notes.shared && input.notes.text?.trim() ? input.notes.text : null;
  return {
    projectName: input.projectName,
    productName: input.productName,
    winner: input.winner,
    sections,
    total,
    notes,
  };
}

/** The mail's lines of a summary: one a section, then the total and the notes. */
export function debriefLines(summary: DebriefSummary): string[] {
  const lines = summary.sections.map(
    (section) =>
      `${section.name}: ${DEBRIEF_TEXTS.yours.toLowerCase()} ${section.yours}, ${DEBRIEF_TEXTS.winning.toLowerCase()} ${section.winning}`,
  );
  lines.push(
    `${DEBRIEF_TEXTS.total}: ${DEBRIEF_TEXTS.yours.toLowerCase()} ${summary.total.yours}, ${DEBRIEF_TEXTS.winning.toLowerCase()} ${summary.total.winning}`,
  );
  if (summary.notes) lines.push(`${DEBRIEF_TEXTS.notes}: ${summary.notes}`);
  return lines;
}
