/**
 * Issue 38 item 2: the procedure report, a PDF record of an RFP's or RFI's procedure (EU 2014/24 art. 84) for its
 * owners. The texts the server writes into it and shows when it refuses, and the web's action.
 */
export const PROCEDURE_REPORT_TEXTS = {
  action: 'Procedure report (PDF)',
  title: 'Procedure report',
  panelRefused: 'A procedure report is made for an RFP or an RFI, not for a panel.',
  ownersOnly: "Only the project's owners can generate its procedure report.",
  noReason: 'No reason recorded',
  noEntries: 'Nothing recorded.',
  sections: {
    timeline: 'Timeline',
    people: 'People',
    suppliers: 'Suppliers',
    method: 'Evaluation method',
    scores: 'Scores',
    winners: 'Winners',
    overrides: 'Unsealing and overrides',
  },
} as const;

/** What the scores section says instead of scores while some answers are sealed. */
export const answersSealedUntil = (date: string | null) =>
  date === null ? 'Answers sealed until they are opened' : `Answers sealed until ${date}`;

/** Under the scores: suppliers the requester may not read (their conflicts of interest, issue 37). */
export const procedureScoresHidden = (count: number) =>
  `${count === 1 ? '1 supplier is' : `${count} suppliers are`} left out: you have not declared that you have no ` +
  'conflict of interest with them, or you have one.';
