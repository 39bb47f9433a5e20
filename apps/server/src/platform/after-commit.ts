/**
 * Work that follows a user's committed write (notifications, mail): a failure is logged and never fails or undoes
 * the action the user took. `what` names the write in the log ('project 1f… status').
 */
export async function afterCommit(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`The work after ${what} failed:`, error);
  }
}
