import { escapeRegex, normalizeSearchText } from '@/lib/text/normalize';
import { readingMinutes } from '@/lib/text/reading-time';
import { slugify } from '@/lib/text/slugify';
import { truncate } from '@/lib/text/truncate';

describe('normalized search text', () => {
  it('folds case, accents and spacing', () => {
    expect(normalizeSearchText('  Café   AI\tTRENDS ')).toBe('cafe ai trends');
  });

  it('folds Arabic spelling variants to one form', () => {
    // diacritics and tatweel
    expect(normalizeSearchText('الذَّكَاءُ الاصْطِنـــاعي')).toBe('الذكاء الاصطناعي');
    // alef with hamza above/below, madda, wasla
    expect(normalizeSearchText('أحمد إسلام آمال ٱلله')).toBe('احمد اسلام امال الله');
    // taa marbuta and haa, alif maqsura and yaa
    expect(normalizeSearchText('مدرسة مستشفى')).toBe(normalizeSearchText('مدرسه مستشفي'));
    // hamza on waw and yaa
    expect(normalizeSearchText('مسؤول قائد')).toBe('مسوول قايد');
    expect(normalizeSearchText('٢٠٢٥')).toBe('2025');
  });

  it('escapes regular expression syntax so queries are literal', () => {
    const pattern = new RegExp(escapeRegex('a.b*(c)?[d]$^|\\'));
    expect(pattern.test('a.b*(c)?[d]$^|\\')).toBe(true);
    expect(pattern.test('axbbbc')).toBe(false);
  });
});

describe('reading time, slugs, previews', () => {
  it('counts about 200 words a minute, at least one', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array(801).fill('word').join(' '))).toBe(5);
    expect(readingMinutes('# Title\n\n- item --- **bold**')).toBe(1);
  });

  it('makes readable, unique slugs in both scripts', () => {
    expect(slugify('The Future of NLP: 2025!')).toMatch(/^the-future-of-nlp-2025-[a-f0-9]{6}$/);
    expect(slugify('مستقبل الذكاء الاصطناعي')).toMatch(/^مستقبل-الذكاء-الاصطناعي-[a-f0-9]{6}$/);
    expect(slugify('!!!')).toMatch(/^[a-f0-9]{6}$/);
    expect(slugify('Same title')).not.toBe(slugify('Same title'));
  });

  it('cuts admin previews at 150 characters with "..."', () => {
    expect(truncate('x'.repeat(150), 150)).toBe('x'.repeat(150));
    expect(truncate('x'.repeat(151), 150)).toBe(`${'x'.repeat(150)}...`);
  });
});
