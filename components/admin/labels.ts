import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { categories } from '@/lib/posts/categories';
import type en from '@/messages/en.json';

const KEYS = [
  'loading',
  'loginTitle',
  'loginIntro',
  'username',
  'password',
  'login',
  'loggingIn',
  'loginFailed',
  'loginSuccess',
  'invalidCredentials',
  'tooManyAttempts',
  'fieldRequired',
  'heading',
  'signedInAs',
  'addNew',
  'logout',
  'sessionEnded',
  'sessionIdle',
  'fetchFailed',
  'createFailed',
  'updateFailed',
  'deleteFailed',
  'dismiss',
  'loadingPosts',
  'noPosts',
  'getStarted',
  'by',
  'edit',
  'delete',
  'editPost',
  'deletePost',
  'confirmDelete',
  'loadMore',
  'viewPost',
  'createTitle',
  'editTitle',
  'titleLabel',
  'descriptionLabel',
  'categoryLabel',
  'authorLabel',
  'authorHint',
  'contentLabel',
  'contentHint',
  'write',
  'preview',
  'nothingToPreview',
  'imageLabel',
  'imageHint',
  'chooseImage',
  'replaceImage',
  'imagePreview',
  'currentImage',
  'removePreview',
  'imageTooLarge',
  'imageWrongType',
  'tooLong',
  'cancel',
  'create',
  'update',
  'creating',
  'updating',
  'languageLabel',
  'languageEn',
  'languageAr',
  'statusLabel',
  'statusDraft',
  'statusPublished',
  'statusScheduled',
  'publishAtLabel',
  'publishAtHint',
  'slugLabel',
  'slugHint',
  'slugInvalid',
  'imageAltLabel',
  'imageAltHint',
  'imageAltRequired',
  'imageDecorativeLabel',
  'translationOf',
  'hasTranslation',
  'noTranslation',
  'translate',
  'translatePost',
  'previewPost',
  'filterLanguage',
  'filterStatus',
  'filterAll',
  'filterScheduled',
  'dateInvalid',
  'previewFailed',
] as const;

export type AdminText = Record<(typeof KEYS)[number], string>;

/** The post editor's history, conflict and unsaved-changes words. */
export type HistoryText = (typeof en)['AdminHistory'];

export interface AdminLabels {
  /** Raw messages; those with {placeholders} are filled in the browser with fill(). */
  text: AdminText;
  history: HistoryText;
  categories: { value: string; label: string }[];
  imageUnavailable: string;
  /** Public path prefix of the blog in this locale, for "View" links. */
  blogPath: string;
  /** The admin page's language: new posts default to it. */
  locale: Locale;
}

/** Every string the admin island shows, translated on the server (no catalogue goes to the browser). */
export async function adminLabels(locale: Locale, blogPath: string): Promise<AdminLabels> {
  const [t, tCategory, tBlog, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'AdminPage' }),
    getTranslations({ locale, namespace: 'Categories' }),
    getTranslations({ locale, namespace: 'BlogPage' }),
    getMessages({ locale }),
  ]);
  const text = Object.fromEntries(KEYS.map((key) => [key, t.raw(key) as string])) as AdminText;
  return {
    text,
    history: (messages as unknown as typeof en).AdminHistory,
    categories: categories.map((c) => ({ value: c.value, label: tCategory(c.key) })),
    imageUnavailable: tBlog('imageUnavailable'),
    blogPath,
    locale,
  };
}
