import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildScoring,
  GLOBEX,
  INITECH,
  notesMock,
  ratingMock,
  renderScoringPage,
  savedNotes,
  scoringMock,
  weightMock,
} from './scoring-test-kit';

const scores = () =>
  within(screen.getByRole('list', { name: 'Scores' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
// Generous timeout: the first render of the file also loads the page's modules. A row's cells render just after it.
const loaded = async () => {
  await screen.findByRole('heading', { name: 'Scoring' }, { timeout: 5000 });
  await screen.findAllByRole('heading', { level: 4 });
};

describe('ScoringPage', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the products by score and each answer with its rating', async () => {
    renderScoringPage({ mocks: [scoringMock(buildScoring())] });
    await loaded();
    expect(scores()).toEqual(['Globex Payroll 12', 'Initech HR 6']);
    expect(screen.getByText('Rated 2 of 6 answers (33%)')).toBeTruthy();
    expect(screen.getByText('Globex says yes to Payroll in many countries')).toBeTruthy();
    const rating = screen.getByLabelText('Rating of Globex Payroll for Payroll in many countries');
    expect((rating as HTMLSelectElement).value).toBe('4');
  });

  it('shows a consensus beside the branch’s own rating, and scores with it (issue 37)', async () => {
    const reason = 'Agreed in the panel: payroll runs in 40 countries';
    const scoring = buildScoring();
    const read = {
      ...scoring,
      consensus: [{ __typename: 'ScoringConsensus', questionId: 'q-1', productId: INITECH, rating: 5, reason }],
      products: scoring.products.map((product) => ({ ...product, score: product.productId === INITECH ? 15 : 12 })),
    };
    renderScoringPage({ mocks: [scoringMock(read as typeof scoring), ratingMock('q-2', GLOBEX, 1)] });
    await loaded();
    const own = screen.getByLabelText('Rating of Initech HR for Payroll in many countries');
    expect((own as HTMLSelectElement).value).toBe('2');
    const chip = screen.getByLabelText(`Consensus 5 of Initech HR for Payroll in many countries: ${reason}`);
    expect(chip.textContent).toBe('Consensus 5');
    // Another rating recounts the scores as the server does: Initech keeps the consensus's 3 × 5.
    fireEvent.change(screen.getByLabelText('Rating of Globex Payroll for Single sign-on support'), {
      target: { value: '1' },
    });
    await waitFor(() => expect(scores()).toEqual(['Initech HR 15', 'Globex Payroll 13']));
  });

  it('saves a rating and moves the product up by its new score', async () => {
    renderScoringPage({ mocks: [scoringMock(buildScoring()), ratingMock('q-1', INITECH, 5)] });
    await loaded();
    fireEvent.change(screen.getByLabelText('Rating of Initech HR for Payroll in many countries'), {
      target: { value: '5' },
    });
    await waitFor(() => expect(scores()).toEqual(['Initech HR 15', 'Globex Payroll 12']));
    expect(screen.getByText('Rated 2 of 6 answers (33%)')).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the rating and scores', async () => {
    const refused = { ...ratingMock('q-1', GLOBEX, 1), result: { errors: [{ message: 'Unable to rate an answer' }] } };
    renderScoringPage({ mocks: [scoringMock(buildScoring()), refused] });
    await loaded();
    const rating = screen.getByLabelText('Rating of Globex Payroll for Payroll in many countries');
    fireEvent.change(rating, { target: { value: '1' } });
    expect(await screen.findByText('Unable to rate an answer')).toBeTruthy();
    expect((rating as HTMLSelectElement).value).toBe('4');
    expect(scores()).toEqual(['Globex Payroll 12', 'Initech HR 6']);
  });

  it('counts No Rate as rated but not in the score', async () => {
    renderScoringPage({ mocks: [scoringMock(buildScoring()), ratingMock('q-2', GLOBEX, -1)] });
    await loaded();
    fireEvent.change(screen.getByLabelText('Rating of Globex Payroll for Single sign-on support'), {
      target: { value: '-1' },
    });
    await waitFor(() => expect(screen.getByText('Rated 3 of 6 answers (50%)')).toBeTruthy());
    expect(scores()).toEqual(['Globex Payroll 12', 'Initech HR 6']);
  });

  it('offers the weight only where the viewer may set it, and rescores with it', async () => {
    const { unmount } = renderScoringPage({ mocks: [scoringMock(buildScoring('NUMBERS', { maySetWeight: false }))] });
    await loaded();
    expect(screen.getByLabelText('Weight of Single sign-on support').tagName).not.toBe('SELECT');
    unmount();

    renderScoringPage({ mocks: [scoringMock(buildScoring()), weightMock('q-1', 5)] });
    await loaded();
    fireEvent.change(screen.getByLabelText('Weight of Payroll in many countries'), { target: { value: '5' } });
    await waitFor(() => expect(scores()).toEqual(['Globex Payroll 20', 'Initech HR 10']));
  });

  it('rates in colours, contrast mode naming them', async () => {
    renderScoringPage({
      contrastMode: true,
      mocks: [scoringMock(buildScoring('COLORS')), ratingMock('q-2', GLOBEX, 5)],
    });
    await loaded();
    expect(screen.queryByLabelText('Weight of Single sign-on support')).toBeNull();
    const group = screen.getByRole('group', { name: 'Rating of Globex Payroll for Single sign-on support' });
    const green = within(group).getByRole('button', { name: 'Green' });
    expect(green.textContent).toBe('Green');
    fireEvent.click(green);
    await waitFor(() => expect(green.getAttribute('aria-pressed')).toBe('true'));
  });

  it('saves notes after 5 seconds without typing, shows a spinner after 700 ms, and says when they are not saved', async () => {
    const globex = notesMock('q-1', GLOBEX, 'Strong coverage');
    const sent = vi.fn(() => savedNotes('q-1', GLOBEX, 'Strong coverage'));
    renderScoringPage({
      mocks: [
        scoringMock(buildScoring()),
        { ...globex, result: sent, delay: 1500 },
        notesMock('q-1', INITECH, 'Thin coverage', true),
      ],
    });
    await loaded();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The notes show as a button until focused, then as the field.
    const globexNotes = 'Notes of Globex Payroll for Payroll in many countries';
    fireEvent.focus(screen.getByRole('button', { name: globexNotes }));
    fireEvent.change(screen.getByRole('textbox', { name: globexNotes }), { target: { value: 'Strong coverage' } });
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByLabelText('Saving')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByLabelText('Saving')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(screen.getByLabelText('Saving')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(screen.queryByLabelText('Saving')).toBeNull());
    // The mocked server answers 1500 ms after the save left, at 5 s of quiet.
    expect(sent).toHaveBeenCalledTimes(1);

    const initechNotes = 'Notes of Initech HR for Payroll in many countries';
    fireEvent.click(screen.getByRole('button', { name: initechNotes }));
    const initech = screen.getByRole('textbox', { name: initechNotes });
    expect(document.activeElement).toBe(initech);
    fireEvent.change(initech, { target: { value: 'Thin coverage' } });
    fireEvent.blur(initech);
    expect(await screen.findByLabelText('Value is not saved')).toBeTruthy();
    expect(screen.getAllByLabelText('Value is not saved')).toHaveLength(1);
    expect(screen.getByRole('button', { name: initechNotes }).textContent).toBe('Thin coverage');
  });

  it('filters by keyword, product and rating', async () => {
    renderScoringPage({ mocks: [scoringMock(buildScoring())] });
    await loaded();
    fireEvent.change(screen.getByLabelText('Keywords'), { target: { value: 'sign single' } });
    expect(screen.getByText('Single sign-on support')).toBeTruthy();
    expect(screen.queryByText('Payroll in many countries')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pricing' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Products' }));
    fireEvent.click(screen.getByRole('option', { name: 'Initech HR' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(screen.queryByLabelText('Rating of Globex Payroll for Per-employee fee')).toBeNull();
    expect(await screen.findByLabelText('Rating of Initech HR for Per-employee fee')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    fireEvent.change(screen.getByLabelText('Rating filter'), { target: { value: '4' } });
    expect(await screen.findByLabelText('Rating of Globex Payroll for Payroll in many countries')).toBeTruthy();
    expect(screen.queryByLabelText('Rating of Initech HR for Payroll in many countries')).toBeNull();
    expect(screen.queryByText('Per-employee fee')).toBeNull();

    fireEvent.change(screen.getByLabelText('Rating filter'), { target: { value: 'unrated' } });
    fireEvent.change(screen.getByLabelText('Weight filter'), { target: { value: '2' } });
    expect(screen.getByText('Per-employee fee')).toBeTruthy();
    expect(screen.queryByText('Single sign-on support')).toBeNull();
  });

  it('closes and opens a section from its heading', async () => {
    renderScoringPage({ mocks: [scoringMock(buildScoring())] });
    await loaded();
    const heading = screen.getByRole('button', { name: 'Company overview (2)' });
    expect(heading.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(heading);
    expect(screen.queryByText('Single sign-on support')).toBeNull();
    expect(screen.getByText('Per-employee fee')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Company overview (2)' }));
    expect(screen.getByText('Single sign-on support')).toBeTruthy();
  });

  it('sends a project not in a scoring state to the preview', async () => {
    const { router } = renderScoringPage({ status: 'PUBLISHED', mocks: [] });
    expect(await screen.findByText('Preview page', undefined, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/\/preview$/);
  });
});
