/**
 * A formula annotation's expression of x (D2.33): numbers, x, + - * / % ^ (right-associative), parentheses, unary
 * signs, the constants pi and e and a few Math functions. Compiled into a closure, never evaluated as JavaScript.
 */

/** A compiled formula: y for a given x. */
export type Formula = (x: number) => number;

const FUNCTIONS: Readonly<Record<string, (...args: number[]) => number>> = {
  abs: Math.abs,
  ceil: Math.ceil,
  cos: Math.cos,
  exp: Math.exp,
  floor: Math.floor,
  log: Math.log,
  log10: Math.log10,
  max: Math.max,
  min: Math.min,
  pow: Math.pow,
  round: Math.round,
  sin: Math.sin,
  sqrt: Math.sqrt,
  tan: Math.tan,
};
const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

const TOKEN = /\s*(?:(\d+\.?\d*(?:e[+-]?\d+)?|\.\d+(?:e[+-]?\d+)?)|([a-z_][a-z0-9_]*)|([-+*/%^(),]))/iy;

function tokenize(text: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const m = TOKEN.exec(text);
    if (!m) return null;
    tokens.push(m[1] ?? m[2] ?? m[3] ?? '');
  }
  return tokens;
}

/** Recursive descent over the tokens: expression := term (('+'|'-') term)*, and so on down to atoms. */
function parser(tokens: string[]) {
  let at = 0;
  const peek = (): string | undefined => tokens[at];
  const take = (t: string): boolean => (tokens[at] === t ? (at++, true) : false);
  const fail = (): never => {
    throw new Error('invalid formula');
  };
  const binary = (ops: string, next: () => Formula): Formula => {
    let left = next();
    for (let op = peek(); op !== undefined && ops.includes(op) && op.length === 1; op = peek()) {
      at++;
      const [l, r] = [left, next()];
      left =
        op === '+'
          ? (x) => l(x) + r(x)
          : op === '-'
            ? (x) => l(x) - r(x)
            : op === '*'
              ? (x) => l(x) * r(x)
              : op === '/'
                ? (x) => l(x) / r(x)
                : (x) => l(x) % r(x);
    }
    return left;
  };
  const expression = (): Formula => binary('+-', term);
  const term = (): Formula => binary('*/%', unary);
  const unary = (): Formula => {
    if (take('-')) {
      const f = unary();
      return (x) => -f(x);
    }
    if (take('+')) return unary();
    return power();
  };
  const power = (): Formula => {
    const base = atom();
    if (!take('^')) return base;
    const exponent = unary();
    return (x) => base(x) ** exponent(x);
  };
  const atom = (): Formula => {
    const t = tokens[at++] ?? fail();
    if (t === '(') {
      const inner = expression();
      if (!take(')')) fail();
      return inner;
    }
    if (/^[\d.]/.test(t)) {
      const n = Number(t);
      return Number.isNaN(n) ? fail() : () => n;
    }
    const name = t.toLowerCase();
    if (name === 'x') return (x) => x;
    if (Object.hasOwn(CONSTANTS, name)) {
      const c = CONSTANTS[name] ?? 0;
      return () => c;
    }
    const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
    if (!fn || !take('(')) return fail();
    const args: Formula[] = [expression()];
    while (take(',')) args.push(expression());
    if (!take(')')) fail();
    return (x) => fn(...args.map((a) => a(x)));
  };
  return { expression, done: () => at === tokens.length };
}

/** The formula as a function of x, or null when the text is not one (Superset's isValidExpression). */
export function compileFormula(text: string): Formula | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  try {
    const p = parser(tokens);
    const f = p.expression();
    return p.done() ? f : null;
  } catch {
    return null;
  }
}
