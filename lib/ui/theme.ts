export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'dark' | 'light';
export const DEFAULT_THEME: Theme = 'dark';
