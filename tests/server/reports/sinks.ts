/** Local receivers for report deliveries: an SMTP sink (smtp-server) and a webhook receiver (node:http). */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestInstance } from '../harness';

export interface SmtpSink {
  url: string;
  mails: Array<{ to: string[]; raw: string }>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SmtpSink['mails'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface WebhookReceiver {
  url: string;
  posts: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(status = 200): Promise<WebhookReceiver> {
  const posts: WebhookReceiver['posts'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Creates a text report of `dashboard` sent to the webhook at `target` on `crontab` (as the admin); its id. */
export async function createWebhookReport(
  t: { api: TestInstance['api'] },
  fields: { name: string; crontab: string; dashboard: number; target: string },
): Promise<number> {
  const res = await t.api({
    method: 'POST',
    url: '/api/v1/report/',
    payload: {
      type: 'Report',
      name: fields.name,
      crontab: fields.crontab,
      dashboard: fields.dashboard,
      report_format: 'TEXT',
      recipients: [{ type: 'Webhook', recipient_config_json: { target: fields.target } }],
    },
  });
  if (res.statusCode !== 201) throw new Error(`the report was not created: ${res.statusCode} ${res.body}`);
  return Number((res.json() as { id: number }).id);
}
