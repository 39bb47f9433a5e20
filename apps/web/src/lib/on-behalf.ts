import { HOME_PATH } from './paths';

/** The request header that names the company an administrator acts on behalf of (spec 1 §6). */
export const ON_BEHALF_HEADER = 'x-on-behalf-of';
const STORAGE_KEY = 'shortlist.onBehalfOf';

/** The administrator's choice in 'Manage on behalf of', kept for the browser session (sessionStorage). */
export interface OnBehalfChoice {
  companyId: string;
  companyName: string;
  /** The administrator's own company, offered in the picker to stop acting on behalf. */
  ownCompany: { id: string; name: string };
}

function isChoice(value: unknown): value is OnBehalfChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { companyId, companyName, ownCompany } = value as Record<string, unknown>;
  if (typeof companyId !== 'string' || typeof companyName !== 'string') return false;
  if (typeof ownCompany !== 'object' || ownCompany === null) return false;
  const own = ownCompany as Record<string, unknown>;
  return typeof own.id === 'string' && typeof own.name === 'string';
}

export function readOnBehalfChoice(): OnBehalfChoice | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return isChoice(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeOnBehalfChoice(choice: OnBehalfChoice): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
}

export function clearOnBehalfChoice(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** The header every request carries while a company is chosen. */
export function onBehalfHeaders(): Record<string, string> {
  const choice = readOnBehalfChoice();
  return choice ? { [ON_BEHALF_HEADER]: choice.companyId } : {};
}

/** Spec 1 §2: choosing in the picker reloads the application at the root. */
export function reloadAtHome(): void {
  window.location.assign(HOME_PATH);
}

/**
 * The server refuses a whole request (403 with a REST error body, before any GraphQL runs) when the stored company
 * no longer allows acting on behalf of it, or the user is no administrator: forget the choice and start again.
 */
export function forgetRefusedChoice(): void {
  if (readOnBehalfChoice() === null) return;
  clearOnBehalfChoice();
  reloadAtHome();
}

/** True when a GraphQL endpoint answer is the on-behalf refusal rather than a GraphQL result. */
export function isOnBehalfRefusal(status: number, bodyText: string): boolean {
  if (status !== 403) return false;
  try {
    const body: unknown = JSON.parse(bodyText);
    return typeof body === 'object' && body !== null && !('errors' in body) && !('data' in body);
  } catch {
    return false;
  }
}

/**
 * A REST route answered 403 while acting on behalf: ask the GraphQL endpoint whether the choice itself is refused
 * (a REST 403 may have other reasons), and forget it if so.
 */
export async function checkOnBehalfChoice(): Promise<void> {
  if (readOnBehalfChoice() === null) return;
  const response = await fetch('/api/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...onBehalfHeaders() },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  if (isOnBehalfRefusal(response.status, await response.text())) forgetRefusedChoice();
}
