import { describe, expect, it } from 'vitest';
import {
  emailDomain,
  INVITE_MESSAGES,
  invitationPreviewPath,
  inviteByEmailSchema,
  registrationInvitePath,
  websiteDomain,
} from './supplier-invites.js';

const messageOf = (input: unknown) => inviteByEmailSchema.safeParse(input).error?.issues[0]?.message;

describe('invite by e-mail rules', () => {
  it('lower-cases and trims the address and trims the supplier title', () => {
    expect(
      inviteByEmailSchema.parse({ products: [{ email: ' Sales@Acme.COM ', productName: '  Acme Pay ' }] }),
    ).toEqual({
      products: [{ email: 'sales@acme.com', productName: 'Acme Pay' }],
    });
  });

  it('refuses a bad address, an empty or long title, no rows and an address twice', () => {
    expect(messageOf({ products: [{ email: 'acme.com', productName: 'A' }] })).toBe('Must be a valid email');
    expect(messageOf({ products: [{ email: '', productName: 'A' }] })).toBe('Required');
    expect(messageOf({ products: [{ email: 'a@acme.com', productName: '  ' }] })).toBe('Required');
    expect(messageOf({ products: [{ email: 'a@acme.com', productName: 'x'.repeat(101) }] })).toBe(
      'Must be less than or equal to 100 characters',
    );
    expect(messageOf({ products: [] })).toBe('Required');
    const twice = inviteByEmailSchema.safeParse({
      products: [
        { email: 'a@acme.com', productName: 'A' },
        { email: 'A@acme.com', productName: 'B' },
      ],
    });
    expect(twice.error?.issues[0]).toMatchObject({
      message: INVITE_MESSAGES.emailInvited,
      path: ['products', 1, 'email'],
    });
  });

  it('reads the domain of an address and of a website', () => {
    expect(emailDomain('sales@acme.com')).toBe('acme.com');
    expect(websiteDomain('https://www.Acme.com/about')).toBe('acme.com');
    expect(websiteDomain('acme.co.uk')).toBe('acme.co.uk');
    expect(websiteDomain('')).toBe('');
    expect(websiteDomain(null)).toBe('');
  });

  it('builds the registration and preview links with the token', () => {
    expect(registrationInvitePath('a+b')).toBe('/register?token=a%2Bb');
    expect(invitationPreviewPath('p1', 'tok')).toBe('/invite-to-project/p1/preview?hash=tok');
  });
});
