/** The accessibility check the happy-dom UI tests share. */
import axe from 'axe-core';

/** Serious and critical axe violations in the document; rules that need real layout (contrast) are left to e2e. */
export async function seriousViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
