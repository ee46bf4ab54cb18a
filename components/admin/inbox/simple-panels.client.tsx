'use client';

import { MAIL_STATUSES, SUBSCRIBER_STATUSES } from '@/lib/constants/inbox-status';
import { countWords } from '../count-words';
import { inboxApi } from './inbox-api';
import type { InboxLabels } from './labels';
import { ListView } from './list-view.client';
import { NoticeLine } from './notice.client';
import { adminButtonClass } from '@/components/ui/button';
import { useAdminAction } from './use-admin-action';

type Props = { token: string; labels: InboxLabels; onSessionEnded: () => void };

export function SubscribersPanel(props: Props) {
  return (
    <ListView
      {...props}
      list="subscribers"
      columns={['email', 'source', 'status', 'locale', 'createdAt', 'confirmedAt', 'unsubscribedAt']}
      statuses={SUBSCRIBER_STATUSES}
    />
  );
}

export function AuditPanel(props: Props) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{props.labels.audit.intro}</p>
      <ListView {...props} list="audit" columns={['at', 'action', 'target', 'name', 'actor', 'ip']} />
    </div>
  );
}

/** The outbox, failed and queued first; failed mail can be retried one by one or all at once. */
export function MailPanel(props: Props) {
  const { token, labels, onSessionEnded } = props;
  const text = labels.inbox;
  const { busy, notice, run } = useAdminAction(text, onSessionEnded);
  const retry = async (reload: () => void, id?: string) => {
    await run(
      () => inboxApi.retry(token, id),
      (r) => countWords(props.labels.locale, text.retried, { count: r.reset, sent: r.sent }),
    );
    reload();
  };
  return (
    <div className="flex flex-col gap-4">
      <NoticeLine notice={notice} />
      <ListView
        {...props}
        list="mail"
        columns={['createdAt', 'status', 'kind', 'to', 'subject', 'attempts', 'lastError']}
        statuses={MAIL_STATUSES}
        toolbar={(reload) => (
          <button type="button" className={adminButtonClass.small} disabled={busy} onClick={() => void retry(reload)}>
            {text.retryAll}
          </button>
        )}
        rowActions={(row, reload) =>
          row.status === 'failed' ? (
            <button
              type="button"
              className={adminButtonClass.small}
              disabled={busy}
              onClick={() => void retry(reload, row._id)}
            >
              {text.retry}
            </button>
          ) : null
        }
      />
    </div>
  );
}
