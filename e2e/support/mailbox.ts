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

/** The first link in the newest mail to the address whose subject matches, as a path on this site. */
export async function linkFromMail(address: string, subject: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(address)
          .reverse()
          .find((raw) => subject.test(/^Subject: (.*)$/m.exec(raw)?.[1] ?? ''));
        link = mail ? (/https?:\/\/[^\s"<]+/.exec(mail)?.[0] ?? '') : '';
        return link;
      },
      { message: `a mail to ${address} matching ${subject}`, timeout: 10_000 },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
