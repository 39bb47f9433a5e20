/** GraphQL sends null for an optional field left out; the domain schemas read that as absent (then 'Required'). */
export function nullsAsAbsent(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
}
