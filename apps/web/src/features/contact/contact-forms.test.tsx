import { CONTACT_MESSAGES, MESSAGES } from '@shortlist/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { ContactDemoForm } from './contact-demo-form';
import { ContactUsForm } from './contact-us-form';

const visitor = () => buildSession({ profile: null });

/** Answers the contact routes with `answer` and records what was sent. */
function stubContactRoutes(answer: () => Response = () => Response.json({ ok: true })) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentBody = (fetchMock: ReturnType<typeof stubContactRoutes>) =>
  JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('ContactUsForm', () => {
  it('shows every rule beside its field and sends nothing while one fails', async () => {
    const fetchMock = stubContactRoutes();
    renderInApp(<ContactUsForm />, { session: visitor() });
    type(/First Name/, 'A');
    type(/Email/, 'ada@');
    type(/Message/, 'Too short');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText(MESSAGES.minLength(2))).toHaveLength(1);
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    expect(screen.getByText(MESSAGES.email)).toBeTruthy();
    expect(screen.getByText(MESSAGES.minLength(10))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, clears the form and shows the thanks for 5000 ms', async () => {
    const fetchMock = stubContactRoutes();
    renderInApp(<ContactUsForm />, { session: visitor() });
    type(/First Name/, 'Ada');
    type(/Last Name/, 'Lovelace');
    type(/Email/, 'ada@example.com');
    type(/Message/, 'Please tell me about PANEL projects.');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.contactSent)).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/contact-us');
    expect(sentBody(fetchMock)).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' });
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveProperty('value', '');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText(CONTACT_MESSAGES.contactSent)).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(CONTACT_MESSAGES.contactSent)).toBeNull();
  });

  it('names the sales address when sending fails', async () => {
    stubContactRoutes(() => Response.json({ message: 'Boom', code: 'INTERNAL_SERVER_ERROR' }, { status: 500 }));
    renderInApp(<ContactUsForm />, { session: visitor() });
    type(/First Name/, 'Ada');
    type(/Last Name/, 'Lovelace');
    type(/Email/, 'ada@example.com');
    type(/Message/, 'Please tell me about PANEL projects.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.failed('sales@shortlist.example'))).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveProperty('value', 'Ada');
  });
});

describe('ContactDemoForm', () => {
  it('checks the phone, the company size and the message length, then sends the request', async () => {
    const fetchMock = stubContactRoutes();
    renderInApp(<ContactDemoForm />, { session: visitor() });
    type(/First Name/, 'Grace');
    type(/Last Name/, 'Hopper');
    type(/Work Email/, 'grace@acme.example');
    type(/Company$/, 'Acme');
    type(/Job Title/, 'Procurement Lead');
    type(/Phone/, 'call me');
    type(/Message/, 'x'.repeat(1001));
    fireEvent.click(screen.getByRole('button', { name: 'Request a Demo' }));
    expect(await screen.findByText(MESSAGES.phone)).toBeTruthy();
    expect(screen.getByText(CONTACT_MESSAGES.demoMessageTooLong)).toBeTruthy();
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    type(/Phone/, '+1 (555) 010-0199');
    type(/Message/, '');
    fireEvent.change(screen.getByRole('combobox', { name: /Company Size/ }), { target: { value: '100-500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request a Demo' }));
    expect(await screen.findByText(CONTACT_MESSAGES.demoSent)).toBeTruthy();
    expect(CONTACT_MESSAGES.demoSent).toContain('within 24 hours');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/contact-demo');
    expect(sentBody(fetchMock)).toMatchObject({ companySize: '100-500', phone: '+1 (555) 010-0199', message: '' });
  });

  it('shows the server’s field messages beside the fields', async () => {
    stubContactRoutes(() =>
      Response.json(
        { message: MESSAGES.phone, code: 'BAD_USER_INPUT', fields: { phone: MESSAGES.phone } },
        { status: 400 },
      ),
    );
    renderInApp(<ContactDemoForm />, { session: visitor() });
    type(/First Name/, 'Grace');
    type(/Last Name/, 'Hopper');
    type(/Work Email/, 'grace@acme.example');
    type(/Company$/, 'Acme');
    type(/Job Title/, 'Procurement Lead');
    type(/Phone/, '555 0100');
    fireEvent.change(screen.getByRole('combobox', { name: /Company Size/ }), { target: { value: '1-50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request a Demo' }));
    expect(await screen.findByText(MESSAGES.phone)).toBeTruthy();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });
});
