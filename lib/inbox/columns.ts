// The fields of each admin list, in order: the JSON rows and the CSV export (lib/inbox/lists.ts)
// and a record's detail view (components/admin/inbox/record-detail.client.tsx). No server imports.
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
