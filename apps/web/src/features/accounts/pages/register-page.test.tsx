import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { RegisterPage } from './register-page';

const INVITATION = {
  email: 'ivy@example.com',
  inviterName: 'Olivia Owner',
  userData: { firstName: 'Ivy', lastName: 'Invited', companyName: 'Northwind Brokers', companyId: 'c1' },
};

/** Answers the REST calls of the page: the invitation lookup and the registration. */
function stubFetch(invitation: unknown = INVITATION) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/register/invitation/abc') return Response.json(invitation);
    if (url.pathname === '/api/register' && init?.method === 'POST') {
      return Response.json({ status: 'ACTIVE', email: 'ivy@example.com' });
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderRegister = (path: string) =>
  renderInApp(<RegisterPage />, { path, route: '/register', session: buildSession({ profile: null }) });

afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage', () => {
  it('says who invited the user to which company and locks the e-mail address and the company', async () => {
    const fetchMock = stubFetch();
    const { router } = renderRegister('/register?token=abc');
    expect(await screen.findByText(/Olivia Owner invited you to join Northwind Brokers on Shortlist\./)).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' });
    const company = screen.getByRole('textbox', { name: 'Company' });
    expect(email).toHaveProperty('value', 'ivy@example.com');
    expect(email).toHaveProperty('readOnly', true);
    expect(company).toHaveProperty('value', 'Northwind Brokers');
    expect(company).toHaveProperty('readOnly', true);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveProperty('readOnly', false);

    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'Invited#2025' } });
    fireEvent.change(screen.getByLabelText('Repeat Password'), { target: { value: 'Invited#2025' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/credentials'));
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/register'))?.[1];
    expect(JSON.parse(String(sent?.body))).toMatchObject({
      token: 'abc',
      email: 'ivy@example.com',
      company: 'Northwind Brokers',
    });
  });

  it('names the company alone when the invitation does not say who sent it', async () => {
    stubFetch({ ...INVITATION, inviterName: null });
    renderRegister('/register?token=abc');
    expect(await screen.findByText(/You have been invited to join Northwind Brokers on Shortlist\./)).toBeTruthy();
  });

  it('is the open registration form without a token', async () => {
    stubFetch();
    renderRegister('/register');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveProperty('readOnly', false);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveProperty('readOnly', false);
    expect(screen.queryByText(/invited you/)).toBeNull();
  });
});
