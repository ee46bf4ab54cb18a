// The fields of each admin list, in order: JSON rows, CSV export and the detail view. No server imports.
import { ATTRIBUTION_FIELDS } from '@/lib/constants/attribution';

export const LIST_COLUMNS = {
  inquiries: [
    'createdAt',
    'status',
    'title',
    'firstName',
    'lastName',
    'email',
    'phone',
    'company',
    'investment',
    'locale',
    ...ATTRIBUTION_FIELDS,
  ],
  messages: ['createdAt', 'status', 'subject', 'name', 'email', 'company', 'message', 'locale', ...ATTRIBUTION_FIELDS],
  subscribers: [
    'createdAt',
    'status',
    'email',
    'source',
    'locale',
    'confirmedAt',
    'unsubscribedAt',
    ...ATTRIBUTION_FIELDS,
  ],
  mail: ['createdAt', 'status', 'kind', 'to', 'subject', 'attempts', 'lastError', 'sentAt'],
  audit: ['at', 'action', 'target', 'name', 'actor', 'ip'],
} as const;
