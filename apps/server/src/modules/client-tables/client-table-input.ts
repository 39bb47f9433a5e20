import {
  CLIENT_TABLE_MESSAGES,
  type ClientTableData,
  cellProblems,
  clientTableProblems,
  normalizedTableData,
  parseClientTableData,
} from '@shortlist/domain';
import { badInput } from '../../core/errors.js';

/** Spec 2 §3: data that is not the table shape is refused as a whole. */
export function parsedTableData(input: unknown): ClientTableData {
  const data = parseClientTableData(input);
  if (!data) throw badInput(CLIENT_TABLE_MESSAGES.malformed, { data: CLIENT_TABLE_MESSAGES.malformed });
  return normalizedTableData(data);
}

/** The first problem as the message, every problem as a field, nothing written. */
function refuseProblems(problems: Record<string, string>): void {
  const [first] = Object.values(problems);
  if (first) throw badInput(first, problems);
}

/** Spec 2 §5: the design dialog's title, shape and cell rules, checked again on the server. */
export function validTable(name: string, data: unknown): { name: string; data: ClientTableData } {
  const parsed = parsedTableData(data);
  refuseProblems(clientTableProblems(name, parsed));
  return { name: name.trim(), data: parsed };
}

/** The cell rules only (a client member's fill: the design is the broker's and cannot change). */
export function validCells(data: ClientTableData): ClientTableData {
  refuseProblems(cellProblems(data));
  return data;
}

/** The later of two saves over the same version is told; nothing it sent is written. */
