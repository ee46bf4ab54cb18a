'use client';

import { useState } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import { fill } from '../fill';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { compactInputClass } from '../styles';
import { newsletterApi, type Issue } from './newsletter-api';
import { useIssueAction } from './use-issue-action';
import { formatInZone, zonedToIso } from './zoned-time';

type Props = {
  token: string;
  labels: InboxLabels;
  issue: Issue;
  onIssue: (issue: Issue) => void;
  onSessionEnded: () => void;
};

/** Test send, Send now and Schedule (on the team's clock), or the sent issue's web versions. */
export function IssueSending({ token, labels, issue, onIssue, onSessionEnded }: Props) {
  const text = labels.newsletter;
  const zone = labels.timeZone;
  const [at, setAt] = useState('');
  const { busy, notice, fieldErrors, run } = useIssueAction(text.errors, onSessionEnded);
  const when = (iso: string) => formatInZone(iso, zone, labels.locale);

  const sendNow = () => {
    if (!window.confirm(text.confirmSend)) return;
    void run(
      () => newsletterApi.sendNow(token, issue.id).then((sent) => (onIssue(sent), sent)),
      (sent) => fill(text.sent, { count: sent.recipients }),
    );
  };
  const schedule = () =>
    run(
      () => newsletterApi.schedule(token, issue.id, zonedToIso(at, zone)).then((next) => (onIssue(next), next)),
      (next) => fill(text.scheduled, { date: when(next.scheduledAt ?? ''), zone }),
    );

  if (issue.status === 'sent' || issue.status === 'sending') {
    return (
      <section className="flex flex-col gap-2 rounded-xl border border-border p-4 text-sm">
        <p>{fill(text.recipients, { count: issue.recipients })}</p>
        {Object.entries(issue.webVersions).map(([lang, url]) => (
          <a key={lang} href={url} className="text-primary underline" target="_blank" rel="noopener noreferrer">
            {fill(text.webVersion, { language: text.languages[lang as 'en' | 'ar'] })}
          </a>
        ))}
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled={busy}
          className={adminButtonClass.small}
          onClick={() =>
            run(
              () => newsletterApi.test(token, issue.id),
              (r) => fill(text.testSent, { to: r.to }),
            )
          }
        >
          {text.testSend}
        </button>
        <button type="button" disabled={busy} className={adminButtonClass.smallPrimary} onClick={sendNow}>
          {text.sendNow}
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text.scheduleAt}
          <input
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            aria-invalid={fieldErrors.at ? true : undefined}
            className={compactInputClass}
          />
        </label>
        <button type="button" disabled={busy || !at} className={adminButtonClass.small} onClick={schedule}>
          {text.schedule}
        </button>
        <p className="text-xs text-muted">{fill(text.timeZone, { zone })}</p>
      </div>
      {issue.status === 'scheduled' && issue.scheduledAt && (
        <p className="text-sm">{fill(text.scheduled, { date: when(issue.scheduledAt), zone })}</p>
      )}
      <NoticeLine notice={notice} />
    </section>
  );
}
