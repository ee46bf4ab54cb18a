// The marketing figures, written once and shown as-is in every language.
export const claims = {
  accuracy: '99.9%',
  languages: '50+',
  uptime: '99.99%',
  responseTime: '<200ms',
  availability: '24/7',
  certification: 'SOC 2',
  rating: '4.9/5',
  reviews: '10k+',
  activeUsers: '1M+',
} as const;
