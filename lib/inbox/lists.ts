import 'server-only';
import type { Model } from 'mongoose';
import { AuditEntryModel } from '@/models/audit-entry';
import { ContactMessageModel } from '@/models/contact-message';
import { InvestorInquiryModel } from '@/models/investor-inquiry';
import { NewsletterSubscriberModel } from '@/models/newsletter-subscriber';
import { OutboxMailModel } from '@/models/outbox-mail';
import { LIST_COLUMNS } from './columns';
import { listFilter } from './filters';
import type { ListParams } from './list-params';
import { INBOX_STATUSES, MAIL_STATUSES, SUBSCRIBER_STATUSES, type InboxList } from '@/lib/constants/inbox-status';

// A search looks in the campaign too, not all six attribution fields (docs/performance.md#numbers-behind-the-constants).
const CAMPAIGN_WORDS = ['utmCampaign'] as const;

type Row = Record<string, unknown> & { _id: unknown };

interface ListDefinition {
  model: Model<Record<string, unknown>>;
  statuses: readonly [string, ...string[]] | null;
  filter(params: ListParams): Record<string, unknown>;
  sort: Record<string, 1 | -1>;
  columns: readonly string[];
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** String ids, ISO dates, a status even on old rows. */
export function rowJson(list: InboxList, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = { _id: String(row._id) };
  for (const column of LISTS[list].columns) out[column] = iso(row[column]);
  if (list === 'mail') out.refId = String(row.refId);
  if (LISTS[list].statuses && !out.status) out.status = LISTS[list].statuses![0];
  return out;
}

export const LISTS: Record<InboxList, ListDefinition> = {
  inquiries: {
    model: InvestorInquiryModel as unknown as Model<Record<string, unknown>>,
    statuses: INBOX_STATUSES,
    filter: listFilter({
      legacyStatus: 'new',
      topic: 'title',
      search: ['firstName', 'lastName', 'email', 'company', 'phone', 'title', 'investment', ...CAMPAIGN_WORDS],
      attributed: true,
    }),
    sort: { createdAt: -1, _id: -1 },
    columns: LIST_COLUMNS.inquiries,
  },
  messages: {
    model: ContactMessageModel as unknown as Model<Record<string, unknown>>,
    statuses: INBOX_STATUSES,
    filter: listFilter({
      legacyStatus: 'new',
      topic: 'subject',
      search: ['name', 'email', 'company', 'subject', 'message', ...CAMPAIGN_WORDS],
      attributed: true,
    }),
    sort: { createdAt: -1, _id: -1 },
    columns: LIST_COLUMNS.messages,
  },
  subscribers: {
    model: NewsletterSubscriberModel as unknown as Model<Record<string, unknown>>,
    statuses: SUBSCRIBER_STATUSES,
    filter: listFilter({
      legacyStatus: 'pending',
      topic: 'source',
      search: ['email', ...CAMPAIGN_WORDS],
      attributed: true,
    }),
    sort: { createdAt: -1, _id: -1 },
    columns: LIST_COLUMNS.subscribers,
  },
  mail: {
    model: OutboxMailModel as unknown as Model<Record<string, unknown>>,
    statuses: MAIL_STATUSES,
    filter: listFilter({ topic: 'kind', search: ['to', 'subject'] }),
    // Failed and queued mail first, newest first within each.
    sort: { status: 1, createdAt: -1, _id: -1 },
    columns: LIST_COLUMNS.mail,
  },
  audit: {
    model: AuditEntryModel as unknown as Model<Record<string, unknown>>,
    statuses: null,
    filter: listFilter({ topic: 'action', search: ['action', 'target', 'actor', 'ip'], date: 'at' }),
    sort: { at: -1, _id: -1 },
    columns: LIST_COLUMNS.audit,
  },
};
