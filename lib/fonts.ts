import localFont from 'next/font/local';

// Self-hosted from @fontsource packages: nothing is fetched at build or run time.
export const latinFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-latin',
  weight: '100 900',
  display: 'swap',
});

export const arabicFont = localFont({
  src: '../node_modules/@fontsource-variable/noto-kufi-arabic/files/noto-kufi-arabic-arabic-wght-normal.woff2',
  variable: '--font-arabic',
  weight: '100 900',
  display: 'swap',
  // Only Arabic pages need it; English pages should not pay for its download.
  preload: false,
});
