'use client';

import { useEffect, useState } from 'react';
import { KeptDraftNotice } from '../kept-draft-notice';
import { confirmLeave, useUnsavedGuard } from '../unsaved-guard';
import { useKeptDraft } from '../use-kept-draft.client';
import { adminButtonClass } from '@/components/ui/button';
import { fill } from '../fill';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { IssueFieldsForm } from './issue-fields.client';
import { IssuePreview } from './issue-preview.client';
import { IssueSending } from './issue-sending.client';
import { newsletterApi, type Issue, type IssueFields } from './newsletter-api';
import { useIssueAction } from './use-issue-action';

type Props = { token: string; labels: InboxLabels; issue: Issue; onBack: () => void; onSessionEnded: () => void };

const fieldsOf = (issue: Issue): IssueFields => ({
  enSubject: issue.enSubject,
  enPreheader: issue.enPreheader,
  enBody: issue.enBody,
  arSubject: issue.arSubject,
  arPreheader: issue.arPreheader,
  arBody: issue.arBody,
  fallback: issue.fallback,
});

/** One issue: its two versions, an image upload, the preview, and the sending controls. */
export function IssueEditor({ token, labels, issue: initial, onBack, onSessionEnded }: Props) {
  const text = labels.newsletter;
  const [issue, setIssue] = useState(initial);
  const [fields, setFields] = useState(() => fieldsOf(initial));
  const [imageLine, setImageLine] = useState('');
  const { busy, notice, fieldErrors, run } = useIssueAction(text.errors, onSessionEnded);
  const editable = issue.status === 'draft' || issue.status === 'scheduled';
  // Text typed since the last save: asked about before leaving, and kept in this browser until saved.
  const dirty = editable && JSON.stringify(fields) !== JSON.stringify(fieldsOf(issue));
  useUnsavedGuard(dirty);
  const kept = useKeptDraft(`newsletter-draft:${issue.id}`, fields, dirty);

  // While the issue goes out, its counts are read again every 5 s.
  useEffect(() => {
    if (issue.status !== 'sending' && !(issue.status === 'sent' && issue.progress.queued > 0)) return;
    const timer = setInterval(() => newsletterApi.get(token, issue.id).then(setIssue, () => undefined), 5_000);
    return () => clearInterval(timer);
  }, [token, issue.id, issue.status, issue.progress.queued]);

  /** Save, and the first step of every action: the fields on screen over the revision they were typed on. */
  const save = async (success?: () => string) => {
    const saved = await run(() => newsletterApi.save(token, issue.id, fields, issue.revision), success);
    if (saved) {
      setIssue(saved);
      setFields(fieldsOf(saved));
      kept.saved();
    }
    return saved;
  };

  const upload = (file: File | undefined) =>
    file &&
    run(async () => {
      const { url } = await newsletterApi.uploadImage(token, file);
      setImageLine(`![](${url})`);
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void confirmLeave(labels.history.unsavedLeave).then((leave) => leave && onBack())}
          className={adminButtonClass.small}
        >
          {text.back}
        </button>
        <span className="rounded-full bg-surface-2 px-3 py-1 text-sm font-medium" data-status={issue.status}>
          {text.statuses[issue.status]}
        </span>
        <span className="text-sm text-muted" data-progress>
          {fill(text.progress, issue.progress)}
        </span>
      </div>
      {kept.offer && editable && (
        <KeptDraftNotice
          text={labels.history}
          locale={labels.locale}
          at={kept.offer.at}
          onRestore={() => kept.offer && setFields(kept.offer.value)}
          onDiscard={kept.dismiss}
        />
      )}
      <IssueFieldsForm
        labels={text}
        fields={fields}
        errors={fieldErrors}
        disabled={busy || !editable}
        onChange={setFields}
      />
      {editable && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void save(() => text.saved)}
            disabled={busy}
            className={adminButtonClass.smallPrimary}
          >
            {text.save}
          </button>
          <label className={`${adminButtonClass.small} cursor-pointer`}>
            {text.uploadImage}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              className="sr-only"
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </label>
          {imageLine && (
            <code className="rounded bg-surface-2 px-2 py-1 text-xs" dir="ltr">
              {fill(text.imageLine, { line: imageLine })}
            </code>
          )}
        </div>
      )}
      <NoticeLine notice={notice} />
      <IssueSending
        token={token}
        labels={labels}
        issue={issue}
        prepare={() => save()}
        saving={busy}
        onIssue={setIssue}
        onSessionEnded={onSessionEnded}
      />
      {issue.languages.length > 0 && (
        <IssuePreview token={token} id={issue.id} languages={issue.languages} labels={text} version={issue.updatedAt} />
      )}
    </div>
  );
}
