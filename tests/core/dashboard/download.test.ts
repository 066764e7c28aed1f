// The whole-dashboard downloads' names (D8.07): the file is named after the dashboard, and no title can break the
// Content-Disposition header (quotes, line breaks, non-ASCII letters).
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, dashboardDownloadPath, fileTitle } from '../../../src/core/dashboard';

describe('dashboard download names', () => {
  it('D8.07 keeps letters, digits, _ and -, and turns every other run into one -', () => {
    expect(fileTitle('Sales / EU')).toBe('Sales-EU');
    expect(fileTitle('  Été 2026: "Q1"  ')).toBe('Été-2026-Q1');
    expect(fileTitle('///')).toBe('dashboard');
    expect(fileTitle('x'.repeat(300))).toHaveLength(100);
  });

  it('D8.07 names the attachment in ASCII and exactly in filename*, whatever the title holds', () => {
    expect(attachmentDisposition('Ventes / Été', 'pdf')).toBe(
      `attachment; filename="Ventes-_t_.pdf"; filename*=UTF-8''Ventes-%C3%89t%C3%A9.pdf`,
    );
    const header = attachmentDisposition('a"b\r\nSet-Cookie: x=1', 'png');
    expect(header).toBe(`attachment; filename="a-b-Set-Cookie-x-1.png"; filename*=UTF-8''a-b-Set-Cookie-x-1.png`);
  });

  it('D8.07 addresses a dashboard by id or slug', () => {
    expect(dashboardDownloadPath(7, 'pdf')).toBe('/api/v1/dashboard/7/pdf');
    expect(dashboardDownloadPath('sales eu', 'png')).toBe('/api/v1/dashboard/sales%20eu/png');
  });
});
