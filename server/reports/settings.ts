/** How reports are run and delivered: read from the environment, each with its default. */
export interface ReportSettings {
  /** nodemailer's connection URL (smtp://user:pass@host:port); null: e-mail recipients fail with a clear reason. */
  smtpUrl: string | null;
  smtpFrom: string;
  /** TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS=1: webhooks may target loopback and private ranges (off by default). */
  allowPrivateWebhooks: boolean;
  /** Tries of one run before it is logged as failed for good (TESSERA_REPORT_TRIES, default 3). */
  tries: number;
  /** Wait between two tries (TESSERA_REPORT_RETRY_DELAY_S, default 60 s). */
  retryDelayMs: number;
  /** How long a screenshot may take (TESSERA_REPORT_RENDER_TIMEOUT_S, default 60 s). */
  renderTimeoutMs: number;
  /** The browser that renders PNG and PDF (TESSERA_CHROMIUM, default /usr/bin/chromium). */
  chromiumPath: string;
  /** How long a dashboard download (PDF or PNG) may take to render (TESSERA_DASHBOARD_EXPORT_TIMEOUT_S, default 60 s). */
  exportTimeoutMs: number;
  /** Dashboard downloads rendered at once by this process; more are answered 429 (TESSERA_DASHBOARD_EXPORTS_AT_ONCE, default 2). */
  exportsAtOnce: number;
}

const positive = (raw: string | undefined, fallback: number): number => {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function reportSettings(env: NodeJS.ProcessEnv = process.env): ReportSettings {
  return {
    smtpUrl: env.TESSERA_SMTP_URL || null,
    smtpFrom: env.TESSERA_SMTP_FROM || 'Tessera <tessera@localhost>',
    allowPrivateWebhooks: env.TESSERA_REPORT_ALLOW_PRIVATE_WEBHOOKS === '1',
    tries: Math.max(1, Math.floor(positive(env.TESSERA_REPORT_TRIES, 3))),
    retryDelayMs: positive(env.TESSERA_REPORT_RETRY_DELAY_S, 60) * 1000,
    renderTimeoutMs: positive(env.TESSERA_REPORT_RENDER_TIMEOUT_S, 60) * 1000,
    chromiumPath: env.TESSERA_CHROMIUM || '/usr/bin/chromium',
    exportTimeoutMs: positive(env.TESSERA_DASHBOARD_EXPORT_TIMEOUT_S, 60) * 1000,
    exportsAtOnce: Math.max(1, Math.floor(positive(env.TESSERA_DASHBOARD_EXPORTS_AT_ONCE, 2))),
  };
}
