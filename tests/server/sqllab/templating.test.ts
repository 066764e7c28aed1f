// Jinja templates in SQL (SQL Lab and virtual datasets): Superset's macros, errors naming the template line, and a
// sandbox that refuses hostile templates (no host objects, files, unbounded loops or output).
import { describe, expect, it } from 'vitest';
import { renderTemplate, TemplateError, type TemplateContext } from '../../../server/templating';

const context = (over: Partial<TemplateContext> = {}): TemplateContext => ({
  user: { id: 7, username: 'ada', email: 'ada@example.com' },
  params: { limit: 10, region: "O'Hara" },
  urlParams: { country: "Côte d'Ivoire" },
  filters: [
    { col: 'cat', op: 'IN', val: ['a', 'b'] },
    { col: 'amount', op: '>', val: 3 },
  ],
  datasets: new Map([[3, 'SELECT * FROM "main"."sales"']]),
  ...over,
});

const render = (sql: string, over: Partial<TemplateContext> = {}): string => renderTemplate(sql, context(over));

/** The TemplateError a template raises. */
function failure(sql: string): TemplateError {
  try {
    render(sql);
  } catch (err) {
    if (err instanceof TemplateError) return err;
    throw err;
  }
  throw new Error(`rendered without an error: ${sql}`);
}

describe("Superset's macros", () => {
  it('offers the user, the template parameters, URL parameters and filters', () => {
    expect(render("SELECT '{{ current_username() }}', {{ current_user_id() }}, '{{ current_user_email() }}'")).toBe(
      "SELECT 'ada', 7, 'ada@example.com'",
    );
    expect(render('SELECT * FROM t LIMIT {{ limit }}')).toBe('SELECT * FROM t LIMIT 10');
    expect(render("WHERE country = '{{ url_param('country') }}'")).toBe("WHERE country = 'Côte d''Ivoire'");
    expect(render("{{ url_param('missing', 'dflt') }}")).toBe('dflt');
    expect(render('cat IN ({{ "\'" + filter_values(\'cat\') | join("\', \'") + "\'" }})')).toBe("cat IN ('a', 'b')");
    expect(render("{{ filter_values('nothing', 'x') | join(',') }}")).toBe('x');
    expect(render("{% for f in get_filters('amount') %}{{ f.col }} {{ f.op }} {{ f.val }}{% endfor %}")).toBe(
      'amount > 3',
    );
    expect(render("{{ cache_key_wrapper('k') }}")).toBe('k');
    expect(render('SELECT * FROM {{ dataset(3) }}')).toBe(
      'SELECT * FROM (\nSELECT * FROM "main"."sales"\n) AS dataset_3',
    );
  });

  it('leaves plain SQL untouched', () => {
    expect(render("SELECT '{' AS brace, $$}}$$ AS x")).toBe("SELECT '{' AS brace, $$}}$$ AS x");
  });

  it('names the template line of an error', () => {
    const err = failure('SELECT 1\nFROM t\nWHERE x = {{ nope }}');
    expect(err.line).toBe(3);
    expect(err.message).toMatch(/line 3/);
    expect(failure('SELECT {% if %}').message).toMatch(/^Template error/);
    expect(failure('SELECT * FROM {{ dataset(99) }}').message).toMatch(/Dataset 99 not found or not allowed/);
  });
});

describe('the sandbox', () => {
  it.each([
    "{{ ''.constructor.constructor('return process')() }}",
    "{{ ''['constructor']['constructor']('return process')() }}",
    "{{ range.constructor('return process')() }}",
    "{{ cycler.constructor('return process')() }}",
    "{{ joiner.constructor('return process')() }}",
    "{{ url_param.constructor('return process')() }}",
    '{{ [].constructor }}',
    '{{ url_param.__proto__ }}',
    "{% set f = ''.constructor %}{{ f }}",
    '{{ limit.constructor }}',
    '{{ region.__proto__.toString }}',
    '{{ url_param }}',
  ])('refuses %s', (sql) => {
    const err = failure(sql);
    expect(err).toBeInstanceOf(TemplateError);
    expect(err.message).not.toMatch(/\[object process\]|process \{/);
  });

  it('reads no file: include, import and extends have no loader', () => {
    for (const sql of ['{% include "/etc/passwd" %}', '{% import "/etc/hosts" as h %}', '{% extends "/etc/passwd" %}'])
      expect(failure(sql).message).toMatch(/template not found|not allowed/i);
  });

  it('bounds loops, widths and output', () => {
    expect(failure('{% for i in range(100000000) %}x{% endfor %}').message).toMatch(/more than 100000 items/);
    expect(failure('{% for a in range(1000) %}{% for b in range(1000) %}{% endfor %}{% endfor %}').message).toMatch(
      /more than 100000 items/,
    );
    expect(failure('{{ "" | center(100000000) }}').message).toMatch(/width of at most/);
    expect(
      failure('{% set s = "xxxxxxxxxx" %}{% for i in range(20) %}{% set s = s + s %}{% endfor %}{{ s }}').message,
    ).toMatch(/longer than 1000000 characters/);
  });
});
