'use client';

import { useCallback, useEffect, useState } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import { fill } from '../fill';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { compactInputClass } from '../styles';
import { IssueEditor } from './issue-editor.client';
import { newsletterApi, type Issue } from './newsletter-api';
import { useIssueAction } from './use-issue-action';
import { formatInZone } from './zoned-time';

type Props = { token: string; labels: InboxLabels; onSessionEnded: () => void };

const BLANK = { enSubject: '', enPreheader: '', enBody: '', arSubject: '', arPreheader: '', arBody: '' };

/** The Newsletter tab: the issues with their status and counts, a new one, or one from a post. */
export function NewsletterPanel({ token, labels, onSessionEnded }: Props) {
  const text = labels.newsletter;
  const [issues, setIssues] = useState<Issue[]>([]);
  const [open, setOpen] = useState<Issue | null>(null);
  const [posts, setPosts] = useState<{ _id: string; title: string; language: string }[]>([]);
  const [postId, setPostId] = useState('');
  const { busy, notice, run } = useIssueAction(text.errors, onSessionEnded);

  const load = useCallback(
    () => void run(() => newsletterApi.list(token).then((r) => setIssues(r.issues))),
    [run, token],
  );
  useEffect(load, [load]);
  useEffect(() => {
    newsletterApi.publishedPosts(token).then(setPosts, () => undefined);
  }, [token]);

  // A new issue is a draft with the English subject as a placeholder the editor replaces.
  const create = (body: Parameters<typeof newsletterApi.create>[1]) =>
    run(async () => setOpen(await newsletterApi.create(token, body)));

  if (open) {
    const back = () => (setOpen(null), load());
    return <IssueEditor token={token} labels={labels} issue={open} onBack={back} onSessionEnded={onSessionEnded} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-3xl text-sm text-muted">{text.intro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <button
          type="button"
          disabled={busy}
          className={adminButtonClass.smallPrimary}
          onClick={() => create({ ...BLANK, enSubject: text.newIssue, enBody: '…', fallback: 'other' })}
        >
          {text.newIssue}
        </button>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {text.fromPost}
          <select value={postId} onChange={(e) => setPostId(e.target.value)} className={compactInputClass}>
            <option value="">{text.fromPostPick}</option>
            {posts.map((post) => (
              <option key={post._id} value={post._id}>
                {`${post.title} (${post.language})`}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={busy || !postId}
          className={adminButtonClass.small}
          onClick={() => create({ postId })}
        >
          {text.fromPostButton}
        </button>
      </div>
      <NoticeLine notice={notice} />
      {issues.length === 0 && !busy && <p className="text-sm text-muted">{text.empty}</p>}
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
        {issues.map((issue) => (
          <li key={issue.id} className="flex flex-wrap items-center gap-3 p-4">
            <button
              type="button"
              onClick={() => setOpen(issue)}
              className="me-auto text-start font-medium hover:text-primary"
            >
              <bdi>{issue.enSubject || issue.arSubject}</bdi>
              {issue.enSubject && issue.arSubject && (
                <span className="block text-sm text-muted">
                  <bdi>{issue.arSubject}</bdi>
                </span>
              )}
            </button>
            <span className="rounded-full bg-surface-2 px-3 py-1 text-xs font-medium">
              {text.statuses[issue.status]}
            </span>
            <span className="text-xs text-muted">{fill(text.progress, issue.progress)}</span>
            {issue.sentAt && (
              <span className="text-xs text-muted">{formatInZone(issue.sentAt, labels.timeZone, labels.locale)}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
