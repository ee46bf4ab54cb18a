// The site's route list as the tests expect it, kept apart from lib/seo/pages.ts on purpose: a
// page dropped from the code's list must still be checked here.
/** The placeholder pages: a title, a line of text and the shell. */
export const specPlaceholderPages = [
  '/features',
  '/documentation',
  '/support',
  '/community',
  '/privacy',
  '/terms',
  '/cookie',
  '/security',
  '/api',
  '/careers',
  '/press',
  '/pricing',
];

export const specPublicPages = [
  '/',
  '/about',
  '/project',
  '/events',
  '/blog',
  '/contact',
  '/investment',
  '/team',
  ...specPlaceholderPages,
];

/** Every route, the admin page included. */
export const specRoutes = [...specPublicPages, '/admin'];
