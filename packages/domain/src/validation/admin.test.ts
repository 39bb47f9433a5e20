import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ADMIN_DEFAULT_ANSWERS_MAX_LENGTH, DEFAULT_COMPANY_SETTINGS } from '../constants.js';
import { clientSchema, companySettingsFormSchema, projectTypeSchema, serviceTypeSchema } from './admin.js';
import { fieldErrors } from './fields.js';

/** Field name → first message, or null when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
}

const validClient = { name: 'Contoso', website: 'https://contoso.example' };

describe('clientSchema', () => {
  it('accepts a client with only name and website and fills in the optional fields', () => {
    expect(clientSchema.parse({ ...validClient, name: '  Contoso  ' })).toEqual({
      name: 'Contoso',
      website: 'https://contoso.example',
      description: '',
      location: '',
      employeeSize: null,
    });
  });

  it('accepts every field at its maximum length', () => {
    const website = `https://www.${'a'.repeat(100 - 'https://www..example'.length)}.example`;
    expect(website).toHaveLength(100);
    const input = {
      name: 'n'.repeat(300),
      description: 'd'.repeat(2000),
      location: 'l'.repeat(500),
      website,
      employeeSize: 'ENTERPRISE',
    };
    expect(clientSchema.parse(input)).toEqual(input);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no name or website', {}, { name: 'Required', website: 'Required' }],
    ['a blank name', { ...validClient, name: '   ' }, { name: 'Required' }],
    [
      'a name over 300 characters',
      { ...validClient, name: 'n'.repeat(301) },
      { name: 'Must be less than or equal to 300 characters' },
    ],
    [
      'a description over 2000 characters',
      { ...validClient, description: 'd'.repeat(2001) },
      { description: 'Must be less than or equal to 2000 characters' },
    ],
    [
      'a location over 500 characters',
      { ...validClient, location: 'l'.repeat(501) },
      { location: 'Must be less than or equal to 500 characters' },
    ],
    ['a website that is no URL', { ...validClient, website: 'contoso' }, { website: 'Value must be an URL address' }],
    [
      'a website without http',
      { ...validClient, website: 'contoso.example' },
      { website: 'Value must be an URL address' },
    ],
    [
      'a website over 100 characters',
      { ...validClient, website: `https://${'a'.repeat(100)}.example` },
      { website: 'Must be less than or equal to 100 characters' },
    ],
    ['an unknown employee size', { ...validClient, employeeSize: 'HUGE' }, { employeeSize: expect.any(String) }],
  ])('refuses %s', (_case, input, expected) => {
    expect(errorsOf(clientSchema, input)).toEqual(expected);
  });
});

describe('projectTypeSchema and serviceTypeSchema', () => {
  it('trims the label and defaults the description', () => {
    expect(projectTypeSchema.parse({ label: ' Payroll ' })).toEqual({ label: 'Payroll', description: '' });
    expect(serviceTypeSchema.parse({ label: ' HRIS ' })).toEqual({ label: 'HRIS' });
  });

  it('requires a label of at most 300 characters', () => {
    expect(errorsOf(projectTypeSchema, { label: ' ' })).toEqual({ label: 'Required' });
    expect(errorsOf(serviceTypeSchema, {})).toEqual({ label: 'Required' });
    expect(errorsOf(projectTypeSchema, { label: 'x'.repeat(301) })).toEqual({
      label: 'Must be less than or equal to 300 characters',
    });
    expect(errorsOf(serviceTypeSchema, { label: 'x'.repeat(301) })).toEqual({
      label: 'Must be less than or equal to 300 characters',
    });
    expect(serviceTypeSchema.safeParse({ label: 'x'.repeat(300) }).success).toBe(true);
  });

  it('limits a project type description to 1000 characters', () => {
    expect(projectTypeSchema.safeParse({ label: 'a', description: 'd'.repeat(1000) }).success).toBe(true);
    expect(errorsOf(projectTypeSchema, { label: 'a', description: 'd'.repeat(1001) })).toEqual({
      description: 'Must be less than or equal to 1000 characters',
    });
  });
});

describe('companySettingsFormSchema', () => {
  const valid = {
    name: 'Northwind',
    settings: { ...DEFAULT_COMPANY_SETTINGS, answersMaxLength: ADMIN_DEFAULT_ANSWERS_MAX_LENGTH },
  };
  const withSettings = (settings: Record<string, unknown>) => ({
    ...valid,
    settings: { ...valid.settings, ...settings },
  });

  it('accepts the admin defaults and stores an empty approved label as none', () => {
    expect(companySettingsFormSchema.parse(withSettings({ approvedLabel: '  ' }))).toEqual(valid);
    expect(companySettingsFormSchema.parse(withSettings({ approvedLabel: ' Cleared ' })).settings.approvedLabel).toBe(
      'Cleared',
    );
  });

  it('accepts the bounds 100 and 5000', () => {
    expect(companySettingsFormSchema.safeParse(withSettings({ answersMaxLength: [100, 5000, 100] })).success).toBe(
      true,
    );
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a blank name', { ...valid, name: ' ' }, { name: 'Required' }],
    [
      'a name over 300 characters',
      { ...valid, name: 'n'.repeat(301) },
      { name: 'Must be less than or equal to 300 characters' },
    ],
    [
      'an answer length below 100',
      withSettings({ answersMaxLength: [99, 1000, 2000] }),
      { 'settings.answersMaxLength.0': 'Must be a number greater than or equal to 100' },
    ],
    [
      'an answer length above 5000',
      withSettings({ answersMaxLength: [500, 1000, 5001] }),
      { 'settings.answersMaxLength.2': 'Must be a number less than or equal to 5000' },
    ],
    [
      'an empty answer length',
      withSettings({ answersMaxLength: [500, Number.NaN, 2000] }),
      { 'settings.answersMaxLength.1': 'Required' },
    ],
    [
      'a fractional answer length',
      withSettings({ answersMaxLength: [500.5, 1000, 2000] }),
      { 'settings.answersMaxLength.0': 'Must be a whole number' },
    ],
    ['an unknown scoring type', withSettings({ scoringType: 'STARS' }), { 'settings.scoringType': 'Required' }],
    [
      'an approved label over 50 characters',
      withSettings({ approvedLabel: 'a'.repeat(51) }),
      { 'settings.approvedLabel': 'Must be less than or equal to 50 characters' },
    ],
  ])('refuses %s', (_case, input, expected) => {
    expect(errorsOf(companySettingsFormSchema, input)).toEqual(expected);
  });
});
