import type { SelectOption } from '../../../components/form';

interface Person {
  id: string;
  name: string;
}

/** The choices of a people picker: each person once, by name, with the current assignees kept even if no longer listed. */
function peopleOptions(people: readonly Person[], current: readonly (Person | null | undefined)[]): SelectOption[] {
  const byId = new Map<string, Person>();
  for (const person of [...people, ...current]) if (person) byId.set(person.id, person);
  return [...byId.values()]
    .sort((first, second) => first.name.localeCompare(second.name))
    .map((person) => ({ value: person.id, label: person.name }));
}

/**
 * The people a section or question may be assigned to: the project's users (spec 3 §3). Owners are its product
 * owners and domain experts; the Expert (approver) is one of its domain experts.
 */
export function projectPeople(project: { productOwners: readonly Person[]; domainExperts: readonly Person[] }) {
  return {
    owners: (current: readonly (Person | null | undefined)[] = []) =>
      peopleOptions([...project.productOwners, ...project.domainExperts], current),
    experts: (current: readonly (Person | null | undefined)[] = []) => peopleOptions(project.domainExperts, current),
  };
}

export type ProjectPeople = ReturnType<typeof projectPeople>;
