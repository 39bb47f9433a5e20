/** What matched in a supplier's data and its history on the platform, as the purpose sentence needs them. */
export interface SupplierEvidence {
  industry: string;
  service_types: string;
  exact: boolean;
  in_name: boolean;
  in_service_types: boolean;
  in_industry: boolean;
  in_vendor: boolean;
  in_description: boolean;
  accepted: number;
  answered: number;
  won: number;
}

const listed = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

const projectsCount = (count: number) => `${count} earlier ${count === 1 ? 'project' : 'projects'}`;

function historyOf({ accepted, answered, won }: SupplierEvidence): string {
  const parts = [
    answered > 0 ? `answered ${projectsCount(answered)}` : accepted > 0 ? `accepted ${projectsCount(accepted)}` : '',
    won > 0 ? `won ${won}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `; ${parts.join(', ')}` : '';
}

/**
 * Spec 2 §3 search products' purpose: one sentence a buyer can check against the supplier's own data, e.g.
 * "Matches 'payroll' in its service types (Payroll outsourcing) and description; answered 3 earlier projects, won 1."
 */
export function supplierPurpose(keyword: string, evidence: SupplierEvidence): string {
  const places = [
    evidence.in_name ? 'its name' : '',
    evidence.in_service_types ? `its service types (${evidence.service_types})` : '',
    evidence.in_industry ? `its industry (${evidence.industry})` : '',
    evidence.in_vendor ? "its company's name" : '',
    evidence.in_description ? 'description' : '',
  ].filter(Boolean);
  const verb = evidence.exact ? 'Matches' : 'Is close to';
  return `${verb} '${keyword.trim()}' in ${listed(places)}${historyOf(evidence)}.`;
}
