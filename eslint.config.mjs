import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Guards for the first-load JavaScript budget (docs/performance.md): lucide's components are
    // client components that ship its runtime and put every path into the RSC payload, and
    // next-intl's navigation APIs ship use-intl. Icons come from the sprite, links from LocaleLink.
    files: ['app/**', 'components/**', 'lib/**', 'i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'lucide-react', message: 'Use <Icon name="..."> from components/ui/icon (the /icons.svg sprite).' },
            { name: 'next-intl/navigation', message: 'Use LocaleLink (server) or next/link with localePath.' },
          ],
        },
      ],
    },
  },
  {
    // The house's file size (docs/architecture.md, "Import rules"): a file past 200 lines holds
    // more than one concern. Counted as `wc -l` counts, blank lines and comments included.
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.tools/**',
      'data/**',
      'uploads/**',
      'tooling/bench/out/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
