// About 200 words a minute, a common figure for screen reading in both English and Arabic.
const WORDS_PER_MINUTE = 200;

export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Pages show a translated form built from the minutes. */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
