import { isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../src/graphql/index.js';
import { PART_OF_FIELD, ROW_FIELDS } from '../../src/modules/projects/index.js';

/**
 * The project list and page read only the view parts their fields need (askedProjectParts). A field of Project in
 * neither list still works (it loads every part); this test makes its author say which it is.
 */
describe('Project fields and the view parts they read', () => {
  it('names every field of Project as read from the row or from one part, never both', () => {
    const project = schema.getType('Project');
    if (!isObjectType(project)) throw new Error('Project is not an object type');
    const unclassified = Object.keys(project.getFields()).filter(
      (field) => !ROW_FIELDS.has(field) && !PART_OF_FIELD.has(field),
    );
    expect(unclassified).toEqual([]);
    expect([...PART_OF_FIELD.keys()].filter((field) => ROW_FIELDS.has(field))).toEqual([]);
  });
});
