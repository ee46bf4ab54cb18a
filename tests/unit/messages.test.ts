import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key path, value]. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value as Tree, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** Index of the brace closing the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in: ${text}`);
}

/** Each top-level `{…}` of a message, without its braces. */
function blocks(text: string): string[] {
  const found: string[] = [];
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i)) {
    const end = closing(text, i);
    found.push(text.slice(i + 1, end));
    i = end + 1;
  }
  return found;
}

/**
 * ICU arguments (`{name}`, `{count, plural, …}` → "count:plural", including those nested in
 * plural/select branches, whose literal text is not an argument) and rich-text tags (`<link>`).
 */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (text: string) => {
    for (const block of blocks(text)) {
      const [name, type = ''] = block.split(',', 2).map((part) => part.trim());
      found.add(type ? `${name}:${type}` : name);
      if (['plural', 'select', 'selectordinal'].includes(type)) {
        const branches = block.slice(block.indexOf(',', block.indexOf(',') + 1) + 1);
        for (const branch of blocks(branches)) walk(branch);
      }
    }
  };
  walk(message);
  for (const match of message.matchAll(/<\/?([A-Za-z][\w-]*)>/g)) found.add(`<${match[1]}>`);
  return [...found].sort();
}

// Names and tokens that stay in Latin letters in Arabic copy. Keep this list short.
const LATIN_ALLOWED = new Set(['GitHub', 'LinkedIn', 'X', 'Sahla', 'SOC 2', 'API', 'AI', 'NLP', 'EN', 'AR']);
const TOKEN_LIKE = [
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, // email address
  /^(https?:\/\/|www\.)\S+$/, // URL
  /^@\w+$/, // social handle
  /^(<ltr>)?\$\d+[KMB]\+?(–\$\d+[KMB])?(<\/ltr>)?$/, // money figure such as $5M–$10M, kept as the spec writes it
];

const hasLetters = (s: string) => /\p{L}/u.test(s);
const hasArabic = (s: string) => /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/u.test(s);

const enLeaves = leaves(en as Tree);
const arLeaves = leaves(ar as Tree);
const arByKey = new Map(arLeaves);

describe('message catalogues', () => {
  it('have exactly the same key paths in English and Arabic', () => {
    const enKeys = enLeaves.map(([k]) => k).sort();
    const arKeys = arLeaves.map(([k]) => k).sort();
    expect(arKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !arKeys.includes(k))).toEqual([]);
  });

  it('hold only non-empty strings', () => {
    const bad = [...enLeaves.map(([k, v]) => [`en ${k}`, v]), ...arLeaves.map(([k, v]) => [`ar ${k}`, v])].filter(
      ([, v]) => typeof v !== 'string' || v.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it('write every Arabic string with letters in Arabic script, apart from names and addresses', () => {
    const latinOnly = arLeaves
      .filter(([, v]) => typeof v === 'string' && hasLetters(v) && !hasArabic(v))
      .filter(
        ([, v]) => !LATIN_ALLOWED.has((v as string).trim()) && !TOKEN_LIKE.some((re) => re.test((v as string).trim())),
      )
      .map(([k, v]) => `${k}: ${v}`);
    expect(latinOnly).toEqual([]);
  });

  it('use the same ICU placeholders and tags in both languages', () => {
    const mismatched = enLeaves
      .filter(([k, v]) => typeof v === 'string' && typeof arByKey.get(k) === 'string')
      .map(([k, v]) => [k, placeholders(v as string), placeholders(arByKey.get(k) as string)] as const)
      .filter(([, a, b]) => a.join('|') !== b.join('|'))
      .map(([k, a, b]) => `${k}: en {${a.join(', ')}} ar {${b.join(', ')}}`);
    expect(mismatched).toEqual([]);
  });
});

describe('placeholder detection', () => {
  // The checks above are only as good as this parser: it must see what next-intl sees.
  it.each([
    ['Hello {name}', ['name']],
    ['{count, plural, one {# post} other {# posts}}', ['count:plural']],
    ['{count, plural, =0 {none} other {by {author}}}', ['author', 'count:plural']],
    ['Read <link>the terms</link> by {date, date, long}', ['<link>', 'date:date']],
    ['No placeholders here', []],
  ])('finds the arguments of %p', (message, expected) => {
    expect(placeholders(message)).toEqual(expected);
  });
});
