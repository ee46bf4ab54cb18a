import type { Tone } from '@/lib/content/types';

// Full class names (Tailwind only generates classes it can read in the source).
// Light shades are 700/800 and dark shades 300 so text on the tinted tiles keeps AA contrast.
export const toneClasses: Record<Tone, { tile: string; text: string; ring: string; bar: string }> = {
  indigo: {
    tile: 'bg-indigo-500/12 text-indigo-700 dark:bg-indigo-400/15 dark:text-indigo-300',
    text: 'text-indigo-700 dark:text-indigo-300',
    ring: 'ring-indigo-500/25 dark:ring-indigo-400/25',
    bar: 'from-indigo-500 to-indigo-300',
  },
  cyan: {
    tile: 'bg-cyan-500/12 text-cyan-800 dark:bg-cyan-400/15 dark:text-cyan-300',
    text: 'text-cyan-800 dark:text-cyan-300',
    ring: 'ring-cyan-500/25 dark:ring-cyan-400/25',
    bar: 'from-cyan-500 to-cyan-300',
  },
  emerald: {
    tile: 'bg-emerald-500/12 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
    text: 'text-emerald-800 dark:text-emerald-300',
    ring: 'ring-emerald-500/25 dark:ring-emerald-400/25',
    bar: 'from-emerald-500 to-emerald-300',
  },
  amber: {
    tile: 'bg-amber-500/15 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
    text: 'text-amber-800 dark:text-amber-300',
    ring: 'ring-amber-500/25 dark:ring-amber-400/25',
    bar: 'from-amber-500 to-amber-300',
  },
  rose: {
    tile: 'bg-rose-500/12 text-rose-700 dark:bg-rose-400/15 dark:text-rose-300',
    text: 'text-rose-700 dark:text-rose-300',
    ring: 'ring-rose-500/25 dark:ring-rose-400/25',
    bar: 'from-rose-500 to-rose-300',
  },
  violet: {
    tile: 'bg-violet-500/12 text-violet-700 dark:bg-violet-400/15 dark:text-violet-300',
    text: 'text-violet-700 dark:text-violet-300',
    ring: 'ring-violet-500/25 dark:ring-violet-400/25',
    bar: 'from-violet-500 to-violet-300',
  },
};
