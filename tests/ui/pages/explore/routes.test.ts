import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../../../src/ui';
import '../../../../src/ui/pages/explore/explore.routes';

describe('explore routes (X1.01, X1.02)', () => {
  it('X1.01 /explore/ and /superset/explore/ are the explore view, not a placeholder or the read-only chart', () => {
    for (const path of ['/explore/', '/superset/explore/', '/explore']) {
      const match = resolveRoute(path);
      expect(match?.route.placeholder, path).toBe(false);
      expect(normalize(match?.route.pattern)).toMatch(/explore$/);
    }
  });

  it('X1.02 the shared link /superset/explore/p/{key}/ opens explore with its permalink key', () => {
    expect(resolveRoute('/superset/explore/p/p7g3JZ8ELyE/')?.params).toEqual({ key: 'p7g3JZ8ELyE' });
    expect(resolveRoute('/explore/p/p7g3JZ8ELyE/')?.params).toEqual({ key: 'p7g3JZ8ELyE' });
  });
});

const normalize = (p: string | undefined): string => (p ?? '').replace(/\/$/, '');
