// Trigram posting lists, then one `includes` per candidate: a word index would not find "vac" in "privacy".

const GRAM = 3;
const MAX_LISTS = 4;

/** A growable list of increasing slot numbers (4 bytes each, not the 8 of a JS array). */
class SlotList {
  data = new Int32Array(4);
  size = 0;
  push(slot: number) {
    if (this.size === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.size++] = slot;
  }
  trim() {
    if (this.data.length > this.size) this.data = this.data.slice(0, this.size);
  }
}

function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= text.length; i++) grams.add(text.slice(i, i + GRAM));
  return grams;
}

/** Galloping, then binary. */
function seek(list: SlotList, target: number, from: number): number {
  let step = 1;
  let hi = from;
  while (hi < list.size && list.data[hi] < target) {
    from = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.size);
  while (from < hi) {
    const mid = (from + hi) >>> 1;
    if (list.data[mid] < target) from = mid + 1;
    else hi = mid;
  }
  return from;
}

export class TrigramPostings {
  private lists = new Map<string, SlotList>();

  add(slot: number, text: string): void {
    for (const gram of gramsOf(text)) {
      let list = this.lists.get(gram);
      if (!list) this.lists.set(gram, (list = new SlotList()));
      list.push(slot);
    }
  }

  trim(): void {
    for (const list of this.lists.values()) list.trim();
  }

  /**
   * Visits, from `from`, the slots holding every trigram of `needle` (a superset: the caller checks each) until
   * `visit` answers false; false when the needle is too short to have one.
   */
  scan(needle: string, from: number, visit: (slot: number) => boolean): boolean {
    if (needle.length < GRAM) return false;
    const lists: SlotList[] = [];
    for (const gram of gramsOf(needle)) {
      const list = this.lists.get(gram);
      if (!list) return true;
      lists.push(list);
    }
    lists.sort((a, b) => a.size - b.size);
    // The few shortest lists narrow the candidates almost as well as all of them, at a fraction of the seeks.
    const [smallest, ...others] = lists.slice(0, MAX_LISTS);
    const cursors = others.map((list) => seek(list, from, 0));
    outer: for (let i = seek(smallest, from, 0); i < smallest.size; i++) {
      const slot = smallest.data[i];
      for (let k = 0; k < others.length; k++) {
        const at = seek(others[k], slot, cursors[k]);
        cursors[k] = at;
        if (at === others[k].size) break outer;
        if (others[k].data[at] !== slot) continue outer;
      }
      if (!visit(slot)) break;
    }
    return true;
  }

  bytes(): number {
    let total = 0;
    for (const list of this.lists.values()) total += list.data.byteLength;
    return total;
  }
}
