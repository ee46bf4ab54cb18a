import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

/** Both languages with their path prefix and messages, for specs that run once per language. */
export const localeCases = [
  { locale: 'en', prefix: '', m: en },
  { locale: 'ar', prefix: '/ar', m: ar },
] as const;
