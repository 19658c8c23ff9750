// The e2e suite's mail server (started by playwright.config.ts before the shop): a real SMTP
// server (smtp-server) on MAIL_SMTP_PORT that parses every message with mailparser and keeps it
// in memory, and a small HTTP endpoint on MAIL_HTTP_PORT the tests read it from:
//   GET /messages?to=<address>  -> [{ to, subject, text, html, receivedAt }] for that recipient
//   GET /health                 -> 200 (Playwright waits for it)
// Each test uses its own fresh address, so parallel tests never see each other's mail.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const smtpPort = Number(process.env.MAIL_SMTP_PORT);
const httpPort = Number(process.env.MAIL_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('MAIL_SMTP_PORT and MAIL_HTTP_PORT are required');

/** @type {Array<{ to: string[]; subject: string; text: string; html: string; receivedAt: string }>} */
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch(callback);
  },
});

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(messages.filter((m) => m.to.includes(to))));
    return;
  }
  res.writeHead(404).end();
});

smtp.listen(smtpPort, '127.0.0.1', () => console.log(`[e2e mail] SMTP on 127.0.0.1:${smtpPort}`));
http.listen(httpPort, '127.0.0.1', () => console.log(`[e2e mail] inbox on http://127.0.0.1:${httpPort}/messages`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
