import { MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peekRedirectTarget } from '../../../lib/redirect-target';
import { buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { takeRegistrationReturn } from '../../suppliers';
import { RegisterPage } from './register-page';

const SUPPLIER_INVITATION = {
  kind: 'SUPPLIER',
  email: 'sales@payroll.example',
  inviterName: null,
  project: { id: 'p1', name: 'Payroll Provider Review' },
  brokerName: 'Northwind Brokers',
  userData: { firstName: '', lastName: '', companyName: 'Payroll Cloud', companyId: null },
};

/** Answers the invitation look-up of token 'abc' (any other token is unknown) and the registration. */
function stubFetch() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/register/invitation/abc') return Response.json(SUPPLIER_INVITATION);
    if (url.pathname === '/api/register' && init?.method === 'POST') {
      return Response.json({ ok: true, status: 'ACTIVE', email: SUPPLIER_INVITATION.email });
    }
    return Response.json({ message: 'Invitation not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderRegister = (path: string) =>
  renderInApp(<RegisterPage />, { path, route: '/register', session: buildSession({ profile: null }) });

afterEach(() => vi.unstubAllGlobals());

describe('/register?token for a supplier invitation', () => {
  it('names the project and broker, fixes the e-mail, pre-fills the company and remembers where to go', async () => {
    const fetchMock = stubFetch();
    const { router } = renderRegister('/register?token=abc');
    expect(
      await screen.findByText(/Northwind Brokers invited you to the project Payroll Provider Review on Shortlist\./),
    ).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveProperty('value', SUPPLIER_INVITATION.email);
    expect(email).toHaveProperty('readOnly', true);
    const company = screen.getByRole('textbox', { name: 'Company' });
    expect(company).toHaveProperty('value', 'Payroll Cloud');
    expect(company).toHaveProperty('readOnly', false);

    fireEvent.change(screen.getByRole('textbox', { name: 'First Name' }), { target: { value: 'Sue' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Last Name' }), { target: { value: 'Supplier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // The new company needs its website (a registered vendor's domain is known by it).
    const website = screen.getByRole('textbox', { name: 'Company Website' });
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(website, { target: { value: 'https://payroll.example' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'Supplier#2025' } });
    fireEvent.change(screen.getByLabelText('Repeat Password'), { target: { value: 'Supplier#2025' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login/credentials'));
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/register'))?.[1];
    expect(JSON.parse(String(sent?.body))).toMatchObject({ token: 'abc', company: 'Payroll Cloud', firstName: 'Sue' });
    expect(peekRedirectTarget()).toBe('/account/company');
    expect(takeRegistrationReturn(null)).toBe('/invite-to-project/p1/preview');
  });

  it('says the link is invalid for an unknown or used token', async () => {
    stubFetch();
    renderRegister('/register?token=used');
    expect(await screen.findByText(MESSAGES.invalidLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});
