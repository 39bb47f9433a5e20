import { describe, expect, it } from 'vitest';
import {
  addColumn,
  addRow,
  type ClientTableCell,
  type ClientTableData,
  cellProblem,
  clientDeadlinePassed,
  clientDeadlineProblem,
  clientMemberChangeProblem,
  clientMemberLabel,
  clientMemberLockProblem,
  clientMemberStatusLabel,
  clientTableProblems,
  clientTablesLocked,
  emptyCell,
  listOptionsProblem,
  CLIENT_TABLE_MESSAGES as M,
  maxLengthOptionProblem,
  memberEmailProblems,
  newClientTableData,
  normalizedMemberEmail,
  normalizedTableData,
  parseClientTableData,
  removeColumn,
  withCell,
  withCellType,
} from './index.js';

const ids = () => {
  let next = 0;
  return () => `id${next++}`;
};

const text = (content: string, maxLength = 1000): ClientTableCell => ({
  value: { type: 'text', content },
  options: { maxLength },
});
const list = (chosen: string[], options: string[], other: string | null = null, otherOption = false) =>
  ({
    value: { type: 'list', content: { options: chosen, otherOption: other } },
    options: { options, otherOption },
  }) as ClientTableCell;

/** Two columns (the second a client response) and two rows. */
function table(): ClientTableData {
  return {
    columns: [
      { id: 'q', title: 'Question', meta: { clientResponse: false } },
      { id: 'a', title: 'Answer', meta: { clientResponse: true } },
    ],
    rows: [
      { id: 'r1', cells: { q: text('Headcount?'), a: text('') } },
      { id: 'r2', cells: { q: text('Carrier?'), a: list([], ['Aetna', 'Cigna']) } },
    ],
  };
}

describe('parseClientTableData', () => {
  it('accepts the spec shape', () => {
    expect(parseClientTableData(table())).toEqual(table());
  });

  it.each<[string, (data: ClientTableData) => unknown]>([
    ['not an object', () => 'table'],
    ['an unknown key', (data) => ({ ...data, extra: 1 })],
    ['a repeated column id', (data) => ({ ...data, columns: [data.columns[0], data.columns[0]] })],
    ['a repeated row id', (data) => ({ ...data, rows: [data.rows[0], data.rows[0]] })],
    ['a row missing a cell', (data) => ({ ...data, rows: [{ id: 'r1', cells: { q: text('') } }] })],
    ['a cell of an unknown column', (data) => ({ ...data, rows: [{ id: 'r1', cells: { q: text(''), x: text('') } }] })],
    ['a value of an unknown type', (data) => withCell(data, 'r1', 'a', { value: { type: 'date' } } as never)],
    [
      'text options on a list value',
      (data) => withCell(data, 'r1', 'a', { value: list([], []).value, options: { maxLength: 5 } } as never),
    ],
    [
      'a file without an id',
      (data) =>
        withCell(data, 'r1', 'a', {
          value: { type: 'file', content: { files: [{}] } },
          options: { multiple: false },
        } as never),
    ],
  ])('refuses %s', (_case, make) => {
    expect(parseClientTableData(make(table()))).toBeNull();
  });
});

describe('validation (spec 2 §5)', () => {
  it('trims and requires the title, at most 50 characters', () => {
    expect(clientTableProblems('  ', table())).toEqual({ name: M.required });
    expect(clientTableProblems(` ${'t'.repeat(50)} `, table())).toEqual({});
    expect(clientTableProblems('t'.repeat(51), table())).toEqual({
      name: 'Must be less than or equal to 50 characters',
    });
  });

  it('limits column titles to 200 characters, 4 columns and 50 rows', () => {
    const data = table();
    data.columns[0] = { id: 'q', title: 'x'.repeat(201), meta: { clientResponse: false } };
    expect(clientTableProblems('T', data)).toEqual({
      'columns.q.title': 'Must be less than or equal to 200 characters',
    });
    const columns = Array.from({ length: 5 }, (_, index) => ({
      id: `c${index}`,
      title: '',
      meta: { clientResponse: false },
    }));
    expect(clientTableProblems('T', { columns, rows: [] }).columns).toBe(M.tooManyColumns(4));
    const rows = Array.from({ length: 51 }, (_, index) => ({ id: `r${index}`, cells: { q: text(''), a: text('') } }));
    expect(clientTableProblems('T', { ...table(), rows }).rows).toBe(M.tooManyRows(50));
  });

  it('limits cell text to the max length, 1000 by default', () => {
    expect(cellProblem(text('x'.repeat(1000)))).toBeNull();
    expect(cellProblem(text('x'.repeat(1001)))).toBe('Must be less than or equal to 1000 characters');
    expect(cellProblem(text('abcdef', 5))).toBe('Must be less than or equal to 5 characters');
  });

  it.each([
    ['1', null],
    ['99999', null],
    ['100000', M.maxLengthOption],
    ['0', M.maxLengthOption],
    ['-3', M.maxLengthOption],
    ['2.5', M.maxLengthOption],
    ['abc', M.maxLengthOption],
  ])('max length option %s', (value, expected) => {
    expect(maxLengthOptionProblem(value)).toBe(expected);
  });

  it('refuses a list option added twice, ignoring case, by name', () => {
    expect(listOptionsProblem(['Aetna', 'Cigna'])).toBeNull();
    expect(listOptionsProblem(['Aetna', ' aetna '])).toBe("The option 'aetna' is already added");
    expect(listOptionsProblem(['Aetna', ''])).toBe(M.emptyOption);
  });

  it('checks chosen list options, the other option and single files', () => {
    expect(cellProblem(list(['Aetna'], ['Aetna']))).toBeNull();
    expect(cellProblem(list(['Humana'], ['Aetna']))).toBe(M.unknownOption);
    expect(cellProblem(list([], ['Aetna'], 'Humana'))).toBe(M.otherNotOffered);
    expect(cellProblem(list([], ['Aetna'], 'Humana', true))).toBeNull();
    const files = [
      { id: 'f1', filename: 'a.pdf' },
      { id: 'f2', filename: 'b.pdf' },
    ];
    const file = (multiple: boolean): ClientTableCell => ({
      value: { type: 'file', content: { files } },
      options: { multiple },
    });
    expect(cellProblem(file(false))).toBe(M.oneFile);
    expect(cellProblem(file(true))).toBeNull();
  });

  it('stores trimmed column titles and list options', () => {
    const data = table();
    data.columns[0] = { id: 'q', title: '  Question ', meta: { clientResponse: false } };
    const trimmed = normalizedTableData(withCell(data, 'r2', 'a', list([' Aetna'], [' Aetna', 'Cigna '])));
    expect(trimmed.columns[0]?.title).toBe('Question');
    expect(trimmed.rows[1]?.cells.a).toEqual(list(['Aetna'], ['Aetna', 'Cigna']));
  });
});

describe('design mode (spec 2 §5, §9)', () => {
  it("starts with 'Column 1' and names new columns 'Column {n}' up to 4", () => {
    const newId = ids();
    let data = newClientTableData(newId);
    expect(data.columns.map((column) => column.title)).toEqual(['Column 1']);
    for (let count = 0; count < 5; count += 1) data = addColumn(data, newId);
    expect(data.columns.map((column) => column.title)).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4']);
    expect(Object.keys(data.rows[0]?.cells ?? {})).toHaveLength(4);
  });

  it('never deletes the only column', () => {
    const data = newClientTableData(ids());
    expect(removeColumn(data, data.columns[0]?.id ?? '')).toBe(data);
    const two = addColumn(data, () => 'second');
    expect(removeColumn(two, 'second').columns).toHaveLength(1);
    expect(Object.keys(removeColumn(two, 'second').rows[0]?.cells ?? {})).toHaveLength(1);
  });

  it('adds up to 50 rows, each cell typed like the row above, empty', () => {
    const newId = ids();
    let data = withCell(table(), 'r2', 'a', list(['Aetna'], ['Aetna', 'Cigna']));
    for (let count = 0; count < 60; count += 1) data = addRow(data, newId);
    expect(data.rows).toHaveLength(50);
    expect(data.rows[2]?.cells.a).toEqual(list([], ['Aetna', 'Cigna']));
  });

  it('a new cell type starts empty with its defaults', () => {
    expect(withCellType(text('hello'), 'file')).toEqual(emptyCell('file'));
    expect(withCellType(text('hello'), 'text')).toEqual(text('hello'));
  });
});

describe('locking and the members deadline (spec 2 §4)', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  it('locks when SUBMITTED or the project is COMPLETED', () => {
    expect(clientTablesLocked('DRAFT', 'IN_REVIEW')).toBe(false);
    expect(clientTablesLocked('SUBMITTED', 'IN_REVIEW')).toBe(true);
    expect(clientTablesLocked('DRAFT', 'COMPLETED')).toBe(true);
  });

  it('lets members edit through the deadline day (New York)', () => {
    const deadline = new Date('2026-03-10T12:00:00Z');
    expect(clientDeadlinePassed(deadline, now)).toBe(false);
    expect(clientDeadlinePassed(deadline, new Date('2026-03-11T12:00:00Z'))).toBe(true);
    expect(clientDeadlinePassed(null, now)).toBe(false);
    expect(clientMemberLockProblem({ status: 'DRAFT', projectStatus: 'DRAFT', deadline }, now)).toBeNull();
    expect(clientMemberLockProblem({ status: 'SUBMITTED', projectStatus: 'DRAFT', deadline }, now)).toBe(M.locked);
    expect(
      clientMemberLockProblem({ status: 'DRAFT', projectStatus: 'DRAFT', deadline }, new Date('2026-03-12T00:00:00Z')),
    ).toBe(M.deadlinePassed);
  });

  it('takes a deadline of today or later, never while locked', () => {
    const unlocked = { status: 'DRAFT', projectStatus: 'IN_REVIEW' } as const;
    expect(clientDeadlineProblem(new Date('2026-03-10T12:00:00Z'), unlocked, now)).toBeNull();
    expect(clientDeadlineProblem(new Date('2026-03-09T12:00:00Z'), unlocked, now)).toBe(
      'Date should be later or equal to current date',
    );
    expect(
      clientDeadlineProblem(new Date('2026-04-01T12:00:00Z'), { status: 'SUBMITTED', projectStatus: 'IN_REVIEW' }, now),
    ).toBe(M.deadlineWhileLocked);
  });
});

describe('what a client member may change (spec 2 §4)', () => {
  it('allows the content of client-response cells', () => {
    const filled = withCell(withCell(table(), 'r1', 'a', text('1200')), 'r2', 'a', list(['Aetna'], ['Aetna', 'Cigna']));
    expect(clientMemberChangeProblem(table(), filled)).toBeNull();
  });

  it('compares data read back from the database, whose keys come in another order', () => {
    const reordered = JSON.parse(JSON.stringify(table()), (_key, value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).reverse())
        : value,
    ) as ClientTableData;
    expect(clientMemberChangeProblem(reordered, withCell(table(), 'r1', 'a', text('1200')))).toBeNull();
  });

  it('names a column that is not a client response', () => {
    expect(clientMemberChangeProblem(table(), withCell(table(), 'r1', 'q', text('Changed')))).toBe(
      "The column 'Question' is not a client response column",
    );
  });

  it.each<[string, (data: ClientTableData) => ClientTableData]>([
    ['a renamed column', (data) => ({ ...data, columns: data.columns.map((column) => ({ ...column, title: 'X' })) })],
    [
      'a column made a client response',
      (data) => ({ ...data, columns: data.columns.map((column) => ({ ...column, meta: { clientResponse: true } })) }),
    ],
    ['a removed row', (data) => ({ ...data, rows: data.rows.slice(1) })],
    ['an added row', (data) => addRow(data, () => 'r3')],
    ['changed cell options', (data) => withCell(data, 'r1', 'a', text('', 5))],
    ['a changed cell type', (data) => withCell(data, 'r1', 'a', emptyCell('file'))],
  ])('refuses %s', (_case, change) => {
    expect(clientMemberChangeProblem(table(), change(table()))).toBe(M.designChanged);
  });
});

describe('client member display (spec 2 §3)', () => {
  it("shows 'name (email)' when active, else the e-mail, and Invited for every other status", () => {
    expect(clientMemberLabel({ email: 'c@x.example', name: 'Cleo Client', status: 'ACTIVE' })).toBe(
      'Cleo Client (c@x.example)',
    );
    expect(clientMemberLabel({ email: 'c@x.example', name: 'Cleo Client', status: 'DISABLED' })).toBe('c@x.example');
    expect(clientMemberLabel({ email: 'c@x.example', name: null, status: null })).toBe('c@x.example');
    expect(clientMemberStatusLabel('ACTIVE')).toBe('Active');
    for (const status of ['DRAFT', 'INVITED', 'DISABLED', 'EMAIL_CONFIRMATION_REQUIRED', null] as const) {
      expect(clientMemberStatusLabel(status)).toBe('Invited');
    }
  });
});

describe('client member e-mails (spec 2 §5)', () => {
  it('refuses invalid addresses and the same address twice, ignoring case and spaces', () => {
    expect(memberEmailProblems(['a@x.example', 'b@x.example'])).toEqual({});
    expect(memberEmailProblems(['a@x.example', 'nope', ' A@X.example '])).toEqual({
      1: 'Please enter a valid email address',
      2: 'This email is already added',
    });
    expect(normalizedMemberEmail(' A@X.Example ')).toBe('a@x.example');
  });
});
