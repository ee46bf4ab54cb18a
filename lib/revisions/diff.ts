import { Diff, diffLines, type ChangeObject } from 'diff';
import type { Snapshot } from './types';

export type DiffPart = { op: 'same' | 'added' | 'removed'; text: string };

export type FieldDiff = { field: string; parts: DiffPart[] };

// Words, spaces and single marks, so Arabic splits too (diff's own tokenizers treat non-Latin letters one by one).
const TOKENS = /\s+|[\p{L}\p{N}\p{M}_]+|[^\s\p{L}\p{N}\p{M}_]/gu;

class WordDiff extends Diff<string, string> {
  tokenize(value: string) {
    return value.match(TOKENS) ?? [];
  }
}

const words = new WordDiff();
// Past this many changed tokens a diff is redone by lines, then shown as removed-then-added, to stay fast.
const maxEditLength = 500;

const asParts = (changes: ChangeObject<string>[]): DiffPart[] =>
  changes
    .filter((change) => change.value !== '')
    .map((change) => ({
      op: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text: change.value,
    }));

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

/** Each differing field as a readable diff, `order` first. */
export function diffSnapshots(before: Snapshot, after: Snapshot, order: readonly string[] = []): FieldDiff[] {
  const names = [...new Set([...order, ...Object.keys(before), ...Object.keys(after)])];
  return names
    .filter((field) => asText(before[field]) !== asText(after[field]))
    .map((field) => ({ field, parts: diffText(asText(before[field]), asText(after[field])) }));
}
