'use client';

import { useState } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import { countWords } from '../count-words';
import { fill } from '../fill';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { compactInputClass } from '../styles';
import { newsletterApi, type Issue } from './newsletter-api';
import { SendConfirm } from './send-confirm.client';
import { useIssueAction } from './use-issue-action';
import { formatInZone, zonedToIso } from './zoned-time';

type Props = {
  token: string;
  labels: InboxLabels;
  issue: Issue;
  /** Saves what the editor shows (its checks, its 409): the saved issue, or undefined with the reason shown. */
  prepare: () => Promise<Issue | undefined>;
  saving: boolean;
  onIssue: (issue: Issue) => void;
  onSessionEnded: () => void;
};

type Asking = { issue: Issue; at: string | null };

/**
 * Test send, Send now and Schedule (on the team's clock), or the sent issue's web versions. Each
 * first saves the text on screen, then acts on that saved revision only (the server refuses any other).
 */
export function IssueSending({ token, labels, issue, prepare, saving, onIssue, onSessionEnded }: Props) {
  const text = labels.newsletter;
  const zone = labels.timeZone;
  const [at, setAt] = useState('');
  const [asking, setAsking] = useState<Asking | null>(null);
  const { busy: acting, notice, fieldErrors, run } = useIssueAction(text.errors, onSessionEnded);
  const busy = acting || saving;
  const when = (iso: string) => formatInZone(iso, zone, labels.locale);

  const ask = async (schedule: boolean) => {
    const saved = await prepare();
    if (saved) setAsking({ issue: saved, at: schedule ? zonedToIso(at, zone) : null });
  };
  const go = ({ issue: saved, at: iso }: Asking) => {
    setAsking(null);
    const done = (next: Issue) => (onIssue(next), next);
    if (iso === null) {
      void run(
        () => newsletterApi.sendNow(token, saved.id, saved.revision).then(done),
        (sent) => countWords(labels.locale, text.sent, { count: sent.recipients }),
      );
    } else {
      void run(
        () => newsletterApi.schedule(token, saved.id, iso, saved.revision).then(done),
        (next) => fill(text.scheduled, { date: when(next.scheduledAt ?? ''), zone }),
      );
    }
  };
  const testSend = async () => {
    const saved = await prepare();
    if (!saved) return;
    await run(
      () => newsletterApi.test(token, saved.id, saved.revision),
      (r) => fill(text.testSent, { to: r.to }),
    );
  };

  if (issue.status === 'sent' || issue.status === 'sending') {
    return (
      <section className="flex flex-col gap-2 rounded-xl border border-border p-4 text-sm">
        <p>{countWords(labels.locale, text.recipients, { count: issue.recipients })}</p>
        {Object.entries(issue.webVersions).map(([lang, url]) => (
          <a key={lang} href={url} className="text-primary underline" target="_blank" rel="noopener noreferrer">
            {fill(text.webVersion, { language: text.languages[lang as 'en' | 'ar'] })}
          </a>
        ))}
        <NoticeLine notice={notice} />
      </section>
    );
  }
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" disabled={busy} className={adminButtonClass.small} onClick={() => void testSend()}>
          {text.testSend}
        </button>
        <button type="button" disabled={busy} className={adminButtonClass.smallPrimary} onClick={() => void ask(false)}>
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
        <button type="button" disabled={busy || !at} className={adminButtonClass.small} onClick={() => void ask(true)}>
          {text.schedule}
        </button>
        <p className="text-xs text-muted">{fill(text.timeZone, { zone })}</p>
      </div>
      {issue.status === 'scheduled' && issue.scheduledAt && (
        <p className="text-sm">{fill(text.scheduled, { date: when(issue.scheduledAt), zone })}</p>
      )}
      <NoticeLine notice={notice} />
      {asking && (
        <SendConfirm
          labels={labels}
          issue={asking.issue}
          title={
            asking.at === null
              ? text.confirmSendTitle
              : fill(text.confirmScheduleTitle, { date: when(asking.at), zone })
          }
          action={asking.at === null ? text.confirmSendButton : text.confirmScheduleButton}
          onConfirm={() => go(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
