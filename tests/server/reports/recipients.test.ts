import { describe, expect, it } from 'vitest';
import { isInternalAddress, recipientRefusal, webhookRefusal } from '../../../server/reports/recipients';

describe('report recipients', () => {
  it('[17-reports] e-mail recipients are checked for syntax, each address of a list', () => {
    expect(recipientRefusal({ type: 'Email', target: 'a@example.com, b@example.org' }, false)).toBeNull();
    expect(recipientRefusal({ type: 'Email', target: 'a@example.com, not-an-address' }, false)).toBe(
      '"not-an-address" is not a valid e-mail address.',
    );
    expect(recipientRefusal({ type: 'Email', target: ' ' }, false)).toMatch(/at least one address/);
  });

  it('[17-reports] webhooks must be http or https', () => {
    expect(webhookRefusal('https://hooks.example.com/x', false)).toBeNull();
    expect(webhookRefusal('ftp://hooks.example.com/x', false)).toMatch(/http or https/);
    expect(webhookRefusal('file:///etc/passwd', false)).toMatch(/http or https/);
    expect(webhookRefusal('not a url', false)).toMatch(/not valid/);
  });

  it('[17-reports] loopback and private webhook targets are refused unless the admin setting allows them', () => {
    for (const target of [
      'http://127.0.0.1:8080/',
      'http://localhost/',
      'http://10.1.2.3/',
      'http://192.168.0.1/',
      'http://172.20.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/',
      'http://[fd00::1]/',
      'http://[::ffff:127.0.0.1]/',
    ]) {
      expect(webhookRefusal(target, false), target).toMatch(/private or loopback/);
      expect(webhookRefusal(target, true), target).toBeNull();
    }
    expect(isInternalAddress('8.8.8.8')).toBe(false);
    expect(isInternalAddress('172.32.0.1')).toBe(false);
  });
});
