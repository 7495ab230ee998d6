/*
 * Whether a server-sent pattern can backtrack catastrophically (docs/product/redeem.md#server-field-rules): a static
 * reading of the pattern's source, conservative — whatever it cannot show to run in about linear time is refused.
 *
 * The pattern is read as a tree of items (characters, classes, groups), each with the characters it can consume, the
 * characters it can start with, its shortest and longest length, and whether it holds a choice. Refused:
 * - back-references (`\1`, `\k<name>`), and group syntax this reader does not know;
 * - a group repeated more than once that holds a variable-length part (`(a+)+`, `(\w+\s?)*`, `(a?){3}`) or a choice
 *   between alternatives that can start alike (`(a|a)*`, `(a|ab)+`);
 * - a lookaround that holds a variable-length part (it would run again at every backtracking step);
 * - two variable-length parts of one sequence that can take the same characters with nothing between them that ends
 *   the first one (`\w+\s?\w+`, `a*a*`, `\d+\d\d+`, `a?a?a?aaa`): each split of a run is tried;
 * - more than a few choices between alternatives that can start alike (`(a|a)x(a|a)x…`: 2ⁿ tries);
 * - a pattern over 1000 characters.
 */

/** Characters an item can take: the ASCII ones exactly, all others as one flag (any two such overlap). */
interface CharSet {
  ascii: boolean[];
  other: boolean;
}

interface Summary {
  /** Characters it can consume anywhere. */
  set: CharSet;
  /** Characters it can start with when it takes any (a sequence: up to its first required part). */
  first: CharSet;
  min: number;
  max: number;
  /** A variable-length part anywhere inside (or itself). */
  variable: boolean;
  /** A choice between alternatives that can start alike, anywhere inside. */
  ambiguous: boolean;
}

class Unsafe extends Error {}

const MAX_PATTERN_LENGTH = 1000;
/** How many ways in all alternatives that start alike may give (their counts multiplied). */
const MAX_AMBIGUOUS_WAYS = 16;

const emptySet = (): CharSet => ({ ascii: new Array<boolean>(128).fill(false), other: false });
const union = (a: CharSet, b: CharSet): CharSet => ({
  ascii: a.ascii.map((value, index) => value || (b.ascii[index] ?? false)),
  other: a.other || b.other,
});
const overlaps = (a: CharSet, b: CharSet): boolean =>
  (a.other && b.other) || a.ascii.some((value, index) => value && (b.ascii[index] ?? false));

const ZERO_WIDTH: Summary = { set: emptySet(), first: emptySet(), min: 0, max: 0, variable: false, ambiguous: false };

/** Samples beyond ASCII an atom is tried on (besides the syntax that can reach them: see `reachesBeyondAscii`). */
const NON_ASCII_SAMPLES = ['\u00a0', '\u00e9', '\u0436', '\u4e2d', '\u2028', '\ufeff', '\u{1f600}'];

/** Escapes and syntax that can name characters beyond ASCII: the set is then marked `other` without trying. */
const reachesBeyondAscii = (source: string): boolean =>
  /\\[uxpPcDWSs]|^\.$|^\[\^/.test(source) || [...source].some((char) => char.charCodeAt(0) > 0x7f);

const atomSets = new Map<string, CharSet>();

/** The characters one atom (a character, an escape, a class, `.`) takes: it is compiled alone and tried (once). */
function atomSet(source: string, flags: string): CharSet {
  const known = atomSets.get(`${flags}/${source}`);
  if (known) return known;
  const probe = new RegExp(`^(?:${source})$`, flags);
  const set = emptySet();
  for (let code = 0; code < 128; code += 1) set.ascii[code] = probe.test(String.fromCharCode(code));
  set.other = reachesBeyondAscii(source) || NON_ASCII_SAMPLES.some((sample) => probe.test(sample));
  atomSets.set(`${flags}/${source}`, set);
  return set;
}

const atom = (set: CharSet): Summary => ({ set, first: set, min: 1, max: 1, variable: false, ambiguous: false });

class Reader {
  private at = 0;
  private ambiguousWays = 1;

  constructor(
    private readonly source: string,
    private readonly flags: string,
  ) {}

  read(): void {
    this.alternatives();
    if (this.at < this.source.length) throw new Unsafe(`unexpected ${this.source[this.at] ?? ''}`);
  }

  private peek(offset = 0): string {
    return this.source[this.at + offset] ?? '';
  }

  /** `a|b|c` up to `)` or the end. */
  private alternatives(): Summary {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.at += 1;
      options.push(this.sequence());
    }
    const [only] = options;
    if (options.length === 1 && only) return only;
    let set = emptySet();
    let first = emptySet();
    for (const option of options) {
      set = union(set, option.set);
      first = union(first, option.first);
    }
    // Alternatives that can start with the same character (or take nothing) are each tried where one fails later.
    const alike = options.filter(
      (option, index) =>
        option.min === 0 ||
        options.some((other, otherIndex) => otherIndex !== index && overlaps(option.first, other.first)),
    ).length;
    if (alike > 1) {
      this.ambiguousWays *= alike;
      if (this.ambiguousWays > MAX_AMBIGUOUS_WAYS) throw new Unsafe('too many alternatives that start alike');
    }
    const ambiguous = alike > 1 || options.some((option) => option.ambiguous);
    const min = Math.min(...options.map((option) => option.min));
    const max = Math.max(...options.map((option) => option.max));
    return { set, first, min, max, variable: min !== max || options.some((option) => option.variable), ambiguous };
  }

  /** Items up to `|`, `)` or the end; refused when two variable parts can take the same run of characters. */
  private sequence(): Summary {
    const items: Summary[] = [];
    while (this.at < this.source.length && this.peek() !== '|' && this.peek() !== ')') items.push(this.item());
    items.forEach((item, index) => {
      if (item.min === item.max) return;
      for (const next of items.slice(index + 1)) {
        if (next.min !== next.max && overlaps(item.set, next.first))
          throw new Unsafe('adjacent variable parts that take the same characters');
        // A required part the first one cannot take ends it; anything else lets the two meet.
        if (next.min > 0 && !overlaps(item.set, next.set)) break;
      }
    });
    let set = emptySet();
    let first = emptySet();
    let startDecided = false;
    for (const item of items) {
      set = union(set, item.set);
      if (!startDecided) first = union(first, item.first);
      if (item.min > 0) startDecided = true;
    }
    const min = items.reduce((sum, item) => sum + item.min, 0);
    const max = items.reduce((sum, item) => sum + item.max, 0);
    return {
      set,
      first,
      min,
      max,
      variable: items.some((item) => item.variable),
      ambiguous: items.some((item) => item.ambiguous),
    };
  }

  /** One atom and its quantifier. */
  private item(): Summary {
    const base = this.atom();
    const quantifier = this.quantifier();
    if (!quantifier) return base;
    const [low, high] = quantifier;
    if (high > 1 && (base.variable || base.ambiguous))
      throw new Unsafe('a repeated group with a variable part or alternatives that start alike');
    const min = base.min * low;
    const max = base.max === 0 ? 0 : base.max * high;
    return {
      set: base.set,
      first: base.first,
      min,
      max,
      variable: base.variable || min !== max,
      ambiguous: base.ambiguous,
    };
  }

  /** `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}` (and their lazy forms); null when none follows. */
  private quantifier(): [number, number] | null {
    const char = this.peek();
    let bounds: [number, number] | null = null;
    if (char === '*') bounds = [0, Infinity];
    else if (char === '+') bounds = [1, Infinity];
    else if (char === '?') bounds = [0, 1];
    if (bounds) {
      this.at += 1;
    } else if (char === '{') {
      const braces = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!braces) return null;
      const low = Number(braces[1]);
      bounds = [low, braces[2] === undefined ? low : braces[3] === '' ? Infinity : Number(braces[3])];
      this.at += braces[0].length;
    } else {
      return null;
    }
    if (this.peek() === '?') this.at += 1;
    return bounds;
  }

  private atom(): Summary {
    const char = this.peek();
    if (char === '(') return this.group();
    if (char === '^' || char === '$') {
      this.at += 1;
      return ZERO_WIDTH;
    }
    if (char === '[') return atom(atomSet(this.characterClass(), this.flags));
    if (char === '\\') return this.escape();
    if (char === '*' || char === '+' || char === '?') throw new Unsafe('nothing to repeat');
    // A character (a surrogate half in legacy syntax: both halves then count as beyond ASCII).
    const code = this.source.codePointAt(this.at) ?? 0;
    const width = this.flags.includes('u') && code > 0xffff ? 2 : 1;
    const text = this.source.slice(this.at, this.at + width);
    this.at += width;
    if (text === '.') return atom(atomSet('.', this.flags));
    const set = emptySet();
    if (code < 128) set.ascii[code] = true;
    else set.other = true;
    return atom(set);
  }

  private group(): Summary {
    this.at += 1;
    let lookaround = false;
    if (this.peek() === '?') {
      const head = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(this.source.slice(this.at));
      if (!head) throw new Unsafe('unknown group syntax');
      lookaround = /^\?(?:=|!|<=|<!)$/.test(head[0]);
      this.at += head[0].length;
    }
    const inner = this.alternatives();
    if (this.peek() !== ')') throw new Unsafe('unclosed group');
    this.at += 1;
    if (!lookaround) return inner;
    if (inner.variable || inner.ambiguous) throw new Unsafe('a lookaround with a variable part');
    return ZERO_WIDTH;
  }

  /** `[...]` up to its first unescaped `]`, returned as source. */
  private characterClass(): string {
    const start = this.at;
    this.at += 1;
    if (this.peek() === '^') this.at += 1;
    while (this.at < this.source.length && this.peek() !== ']') this.at += this.peek() === '\\' ? 2 : 1;
    if (this.peek() !== ']') throw new Unsafe('unclosed class');
    this.at += 1;
    return this.source.slice(start, this.at);
  }

  private escape(): Summary {
    const rest = this.source.slice(this.at);
    const next = rest[1] ?? '';
    if (/[1-9]/.test(next) || next === 'k') throw new Unsafe('a back-reference');
    if (next === 'b' || next === 'B') {
      this.at += 2;
      return ZERO_WIDTH;
    }
    const unicode = this.flags.includes('u');
    const escape =
      (unicode ? /^\\(?:u\{[0-9a-fA-F]+\}|[pP]\{[^}]*\})/.exec(rest) : null) ??
      /^\\(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|c[A-Za-z])/.exec(rest) ??
      // A surrogate pair escaped in legacy syntax is two units; anything else is one character after the backslash.
      /^\\[\s\S]/.exec(rest);
    if (!escape) throw new Unsafe('a lone backslash');
    this.at += escape[0].length;
    return atom(atomSet(escape[0], this.flags));
  }
}

/** Why the pattern could backtrack catastrophically, or null when it runs in about linear time (see above). */
export function backtrackingRisk(source: string, flags: string): string | null {
  if (source.length > MAX_PATTERN_LENGTH) return `longer than ${MAX_PATTERN_LENGTH} characters`;
  try {
    new Reader(source, flags).read();
    return null;
  } catch (error) {
    if (error instanceof Unsafe) return error.message;
    // An atom that does not compile alone: not a pattern this reader understands.
    return 'not understood';
  }
}
