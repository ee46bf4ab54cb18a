import { Diff, diffLines, type ChangeObject } from 'diff';
import type { Snapshot } from './types';

/** A run of text that is in both versions, only the newer ('added') or only the older ('removed'). */
export type DiffPart = { op: 'same' | 'added' | 'removed'; text: string };

export type FieldDiff = { field: string; parts: DiffPart[] };

// Words, runs of space and single marks, so a changed word shows alone and Arabic text splits too
// (diff's own word tokenizers treat every non-Latin letter as a word of its own).
const TOKENS = /\s+|[\p{L}\p{N}\p{M}_]+|[^\s\p{L}\p{N}\p{M}_]/gu;

class WordDiff extends Diff<string, string> {
  tokenize(value: string) {
    return value.match(TOKENS) ?? [];
  }
}

const words = new WordDiff();
// Past this many changed words (or spaces, or marks) a diff is redone by lines, and past it again shown as
// removed-then-added, so a rewrite of a long text stays fast.
const maxEditLength = 500;

const asParts = (changes: ChangeObject<string>[]): DiffPart[] =>
  changes
    .filter((change) => change.value !== '')
    .map((change) => ({
      op: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text: change.value,
    }));

/** A word-level diff of two texts (line-level for very long, very different ones). */
export function diffText(before: string, after: string): DiffPart[] {
  const changes = words.diff(before, after, { maxEditLength }) ?? diffLines(before, after, { maxEditLength });
  if (changes) return asParts(changes);
  return asParts([
    { value: before, added: false, removed: true, count: 1 },
    { value: after, added: true, removed: false, count: 1 },
  ]);
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
