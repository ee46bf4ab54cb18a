import type { Snapshot } from './types';

/** A run of text that is in both versions, only the newer ('added') or only the older ('removed'). */
export type DiffPart = { op: 'same' | 'added' | 'removed'; text: string };

export type FieldDiff = { field: string; parts: DiffPart[] };

// Words, runs of space and single marks, so a changed word shows alone and Arabic text splits too.
const TOKENS = /\s+|[\p{L}\p{N}\p{M}_]+|[^\s\p{L}\p{N}\p{M}_]/gu;
// Past this many table cells (≈ 16 MB of numbers) the middle is split by lines instead of words,
// and past it again shown as removed-then-added: a 50,000-character rewrite stays fast.
const MAX_CELLS = 2_000_000;

const tokens = (text: string, byLine: boolean) =>
  byLine ? (text.match(/[^\n]*\n|[^\n]+$/g) ?? []) : (text.match(TOKENS) ?? []);

function push(parts: DiffPart[], op: DiffPart['op'], text: string) {
  if (!text) return;
  const last = parts.at(-1);
  if (last?.op === op) last.text += text;
  else parts.push({ op, text });
}

/** The longest common subsequence of a and b, walked back into removed/added/same runs. */
function lcs(a: string[], b: string[], parts: DiffPart[]) {
  const width = b.length + 1;
  const table = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      table[i * width + j] =
        a[i] === b[j]
          ? table[(i + 1) * width + j + 1] + 1
          : Math.max(table[(i + 1) * width + j], table[i * width + j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i]);
      i += 1;
      j += 1;
    } else if (table[(i + 1) * width + j] >= table[i * width + j + 1]) push(parts, 'removed', a[i++]);
    else push(parts, 'added', b[j++]);
  }
  push(parts, 'removed', a.slice(i).join(''));
  push(parts, 'added', b.slice(j).join(''));
}

/** A word-level diff of two texts (line-level for very long, very different ones). */
export function diffText(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const byLine of [false, true]) {
    const a = tokens(before, byLine);
    const b = tokens(after, byLine);
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
    let end = 0;
    while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
      end += 1;
    const middleA = a.slice(start, a.length - end);
    const middleB = b.slice(start, b.length - end);
    if ((middleA.length + 1) * (middleB.length + 1) > MAX_CELLS && !byLine) continue;
    push(parts, 'same', a.slice(0, start).join(''));
    if ((middleA.length + 1) * (middleB.length + 1) > MAX_CELLS) {
      push(parts, 'removed', middleA.join(''));
      push(parts, 'added', middleB.join(''));
    } else lcs(middleA, middleB, parts);
    push(parts, 'same', a.slice(a.length - end).join(''));
    return parts;
  }
  return parts;
}

const asText = (value: Snapshot[string] | undefined) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

/** The fields that differ between two snapshots, each as a readable diff, in `order` first. */
export function diffSnapshots(before: Snapshot, after: Snapshot, order: readonly string[] = []): FieldDiff[] {
  const names = [...new Set([...order, ...Object.keys(before), ...Object.keys(after)])];
  return names
    .filter((field) => asText(before[field]) !== asText(after[field]))
    .map((field) => ({ field, parts: diffText(asText(before[field]), asText(after[field])) }));
}
