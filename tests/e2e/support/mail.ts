/**
 * Reading the mail the shop sent during a test, from the e2e mail server
 * (tests/e2e/support/mail-server.mjs, started by playwright.config.ts).
 */
import { expect } from '@playwright/test';

// playwright.config.ts: the mail server's inbox listens on E2E_PORT + 6 (MAIL_HTTP_PORT).
const MAIL_HTTP_PORT = Number(process.env.E2E_PORT ?? 3100) + 6;

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** All mail received so far for `to`. */
export async function mailTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?${new URLSearchParams({ to })}`);
  expect(response.status, 'the e2e mail server answers').toBe(200);
  return (await response.json()) as ReceivedMail[];
}

/** Waits (up to 15 s) for a mail to `to` whose subject matches, and returns the latest such mail. */
export async function waitForMail(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(to)).filter((m) => subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in the mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  expect(link, `a link starting with ${prefix} in:\n${mail.text}`).toBeDefined();
  return link!;
}
