/** Sends a rendered report: by SMTP (nodemailer, TESSERA_SMTP_URL) or as a JSON POST to a webhook. */
import nodemailer from 'nodemailer';
import { emailAddresses, resolvedTargetRefusal, type Recipient } from './recipients';
import type { Rendered } from './render';
import type { ReportSettings } from './settings';

/** Delivers to one recipient; throws with the reason when it cannot. */
export async function deliver(
  recipient: Recipient,
  subject: string,
  rendered: Rendered,
  settings: ReportSettings,
): Promise<void> {
  const attachments = rendered.content
    ? [{ filename: rendered.filename, content: rendered.content, contentType: rendered.contentType }]
    : [];
  if (recipient.type === 'Email') {
    if (!settings.smtpUrl) throw new Error('E-mail is not configured on this server (TESSERA_SMTP_URL).');
    const transport = nodemailer.createTransport(settings.smtpUrl);
    try {
      await transport.sendMail({
        from: settings.smtpFrom,
        to: emailAddresses(recipient.target),
        subject,
        text: rendered.text,
        attachments,
      });
    } finally {
      transport.close();
    }
    return;
  }
  if (recipient.type !== 'Webhook') throw new Error(`Recipients of type ${recipient.type} cannot be delivered.`);
  const refusal = await resolvedTargetRefusal(recipient.target, settings.allowPrivateWebhooks);
  if (refusal) throw new Error(refusal);
  const res = await fetch(recipient.target, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subject,
      text: rendered.text,
      filename: rendered.content ? rendered.filename : null,
      content_type: rendered.content ? rendered.contentType : null,
      content_base64: rendered.content ? rendered.content.toString('base64') : null,
    }),
  });
  if (res.status < 200 || res.status >= 300) throw new Error(`The webhook answered ${res.status}.`);
}
