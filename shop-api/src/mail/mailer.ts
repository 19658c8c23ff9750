/**
 * Outgoing mail. With SMTP_URL the shop API sends through that server (nodemailer); without it
 * each message is written as an .eml file into the outbox folder (MAIL_DIR, default .data/mail)
 * and its path is logged, so a local shop needs no mail server and its links can still be opened.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Transporter } from 'nodemailer';
import type { ShopApiConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

type Nodemailer = typeof import('nodemailer');

/**
 * The transport `create` makes, made with the first message and kept. nodemailer itself is loaded
 * then: most running shops send none for hours, and loading it costs every `npm start` a few MB
 * of memory (ADR 0134). A failed load is tried again with the next message.
 */
function transportOnFirstUse(create: (nodemailer: Nodemailer) => Transporter): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () =>
    (transport ??= import('nodemailer').then(
      ({ default: nodemailer }) => create(nodemailer),
      (error: unknown) => {
        transport = undefined;
        throw error;
      },
    ));
}

export function createMailer(mail: ShopApiConfig['mail']): Mailer {
  if (mail.smtpUrl) {
    const { smtpUrl } = mail;
    const transport = transportOnFirstUse((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail({ from: mail.from, ...message });
      },
    };
  }
  const outbox = resolve(mail.outboxDir);
  // Builds the raw message without sending it anywhere.
  const composer = transportOnFirstUse((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  let sequence = 0;
  return {
    async send(message) {
      const info = await (await composer()).sendMail({ from: mail.from, ...message });
      await mkdir(outbox, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const path = join(outbox, `${stamp}-${sequence}.eml`);
      await writeFile(path, info.message as Buffer);
      console.log(`[shop-api] mail "${message.subject}" to ${message.to} written to ${path}`);
    },
  };
}

/**
 * Sends without holding up (or changing) the answer: a mail server that is down must not turn
 * a password-reset request or a payment into an error, nor reveal whether an account exists.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage): void {
  mailer.send(message).catch((error: unknown) => {
    console.error(`[shop-api] mail "${message.subject}" could not be sent:`, (error as Error).message);
  });
}
