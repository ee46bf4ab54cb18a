import { claims } from './claims';
import type { Stat } from './types';

/** Home: the stats band. */
export const homeStats: Stat[] = [
  { id: 'accuracy', value: claims.accuracy, labelKey: 'HomePage.stats.accuracy' },
  { id: 'languages', value: claims.languages, labelKey: 'HomePage.stats.languages' },
  { id: 'uptime', value: claims.uptime, labelKey: 'HomePage.stats.uptime' },
];

/** About: the company's figures. */
export const aboutFigures: Stat[] = [
  { id: 'founded', value: '2025', labelKey: 'AboutPage.figures.founded' },
  { id: 'users', value: '10+', labelKey: 'AboutPage.figures.users' },
  { id: 'uptime', value: '99.9%', labelKey: 'AboutPage.figures.uptime' },
];
