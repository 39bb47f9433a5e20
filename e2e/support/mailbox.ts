import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './run-paths.js';

function mailsTo(address: string): string[] {
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith(`-${address.toLowerCase()}.eml`))
    .sort()
    .map((name) => readFileSync(path.join(MAIL_DIR, name), 'utf8'));
}

const newestMatching = (address: string, subject: RegExp) =>
  mailsTo(address)
    .reverse()
    .find((raw) => subject.test(/^Subject: (.*)$/m.exec(raw)?.[1] ?? ''));

/** The newest mail to the address whose subject matches, raw, once it has arrived. */
export async function mailTo(address: string, subject: RegExp): Promise<string> {
  let mail: string | undefined;
  await expect
    .poll(
      () => {
        mail = newestMatching(address, subject);
        return mail !== undefined;
      },
      { message: `a mail to ${address} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return mail ?? '';
}

/** The first link in the newest mail to the address whose subject matches, as a path on this site. */
export async function linkFromMail(address: string, subject: RegExp): Promise<string> {
  const link = /https?:\/\/[^\s"<]+/.exec(await mailTo(address, subject))?.[0];
  if (!link) throw new Error(`The mail to ${address} matching ${subject} has no link`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
