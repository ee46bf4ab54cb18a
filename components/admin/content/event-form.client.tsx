'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import { EVENT_MODES, EVENT_REGISTRATIONS, EVENT_TYPES } from '@/lib/constants/site-content';
import { eventProblems } from '@/lib/events/schema';
import type { PublicEvent } from '@/lib/events/types';
import { postImageUrl } from '@/lib/posts/image-url';
import { AdminField } from '../admin-field';
import type { InboxLabels } from '../inbox/labels';
import { inputClass } from '../styles';
import { KeptDraftNotice } from '../kept-draft-notice';
import { useUnsavedGuard } from '../unsaved-guard';
import { useKeptDraft } from '../use-kept-draft.client';
import { contentApi } from './content-api';
import { ContentHistory } from './content-history.client';
import { EditorForm } from './editor-form.client';
import { blankEvent, eventToForm, formSnapshot, formToInput, type EventFormState } from './event-form-state';
import { EventTextFields } from './event-text-fields.client';
import { useContentSave } from './use-content-save.client';

type Props = {
  token: string;
  labels: InboxLabels;
  event: PublicEvent | null;
  onSessionEnded: () => void;
  onDone: (saved: PublicEvent | null) => void;
};

/**
 * Adds or edits an event in both languages; a refused save names each field in the admin's
 * language. A stored event's save sends the revision it started from; History and the 409
 * dialog are around it (ContentHistory), and leaving with unsaved changes asks first.
 */
export function EventForm({ token, labels, event, onSessionEnded, onDone }: Props) {
  const words = labels.content;
  const fields = words.events.fields;
  // The stored state the form started from: a restore or "take theirs" replaces it.
  const [current, setCurrent] = useState(event);
  const opened = useMemo(() => (current ? eventToForm(current) : blankEvent(labels.timeZone)), [current, labels]);
  const [form, setForm] = useState<EventFormState>(opened);
  const { busy, notice, errors, save, run, conflicted, setConflicted } = useContentSave(labels, onSessionEnded);
  const history = useMemo(() => (event ? contentApi.eventHistory(event.id) : null), [event]);
  const dirty = JSON.stringify(form) !== JSON.stringify(opened);
  useUnsavedGuard(dirty);
  // Unsaved words survive a reload: kept in this browser until saved, offered back on return.
  const kept = useKeptDraft(`event-draft:${event?.id ?? 'new'}`, form, dirty);
  const replace = (stored: PublicEvent) => {
    setCurrent(stored);
    setForm(eventToForm(stored));
  };
  const set = <K extends keyof EventFormState>(key: K, value: EventFormState[K]) => setForm({ ...form, [key]: value });

  const field = (key: string, label: string, control: (a11y: object) => ReactNode) => (
    <AdminField id={`event-${key}`} label={label} error={errors[key]}>
      {control}
    </AdminField>
  );
  const select = (key: 'type' | 'mode' | 'registration', options: readonly string[], names: Record<string, string>) =>
    field(key, fields[key], (a11y) => (
      <select {...a11y} value={form[key]} onChange={(e) => set(key, e.target.value as never)} className={inputClass}>
        {options.map((option) => (
          <option key={option} value={option}>
            {names[option]}
          </option>
        ))}
      </select>
    ));
  const text = (key: 'slug' | 'timeZone' | 'registrationUrl' | 'attendees', type = 'text') =>
    field(key, fields[key], (a11y) => (
      <input
        {...a11y}
        type={type}
        dir="ltr"
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        className={inputClass}
      />
    ));
  const time = (key: 'start' | 'end') =>
    field(key, fields[key], (a11y) => (
      <input
        {...a11y}
        type="datetime-local"
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        className={inputClass}
      />
    ));

  async function pick(file: File | undefined) {
    if (!file) return;
    const image = await run(() => contentApi.uploadImage(token, file));
    if (image) set('image', image);
  }

  async function store(baseRevision = current?.revision) {
    const input = { ...formToInput(form), baseRevision };
    const stored = await save(eventProblems(input), () => contentApi.saveEvent(token, current?.id ?? null, input));
    if (stored) kept.saved();
    return stored;
  }
  const send = async (baseRevision?: number) => {
    const saved = await store(baseRevision);
    if (saved) onDone(saved);
  };

  const image = postImageUrl(form.image);
  const editor = (
    <EditorForm
      labels={labels}
      heading={<h2 className="text-xl font-semibold">{event ? words.events.editTitle : words.events.newTitle}</h2>}
      notice={notice}
      draft={
        kept.offer && (
          <KeptDraftNotice
            text={labels.history}
            locale={labels.locale}
            at={kept.offer.at}
            onRestore={() => kept.offer && setForm(kept.offer.value)}
            onDiscard={kept.dismiss}
          />
        )
      }
      busy={busy}
      onSave={() => void send()}
      onCancel={() => onDone(null)}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text('slug')}
        {select('type', EVENT_TYPES, labels.events.types)}
        {select('mode', EVENT_MODES, words.events.modes)}
        {text('timeZone')}
        {time('start')}
        {time('end')}
        {select('registration', EVENT_REGISTRATIONS, words.events.registrations)}
        {form.registration === 'link' && text('registrationUrl', 'url')}
        {text('attendees', 'number')}
      </div>
      <AdminField id="event-image" label={fields.image} error={errors.image}>
        {(a11y) => (
          <div className="flex flex-wrap items-center gap-4">
            {image && (
              // eslint-disable-next-line @next/next/no-img-element -- a preview of the stored upload
              <img src={image} alt="" className="h-20 w-32 rounded-lg object-cover" />
            )}
            <input {...a11y} type="file" accept="image/*" onChange={(e) => void pick(e.target.files?.[0])} />
            {form.image && (
              <button type="button" className={adminButtonClass.smallDanger} onClick={() => set('image', null)}>
                {words.delete}
              </button>
            )}
          </div>
        )}
      </AdminField>
      <div className="grid gap-4 lg:grid-cols-2">
        {(['en', 'ar'] as const).map((language) => (
          <EventTextFields
            key={language}
            language={language}
            form={form}
            labels={labels}
            errors={errors}
            onChange={setForm}
          />
        ))}
      </div>
    </EditorForm>
  );
  if (!current || !history) return editor;
  return (
    <ContentHistory
      labels={labels}
      token={token}
      api={history}
      item={current}
      write="events.write"
      run={run}
      conflict={conflicted ? (theirs) => formSnapshot(form, theirs) : null}
      onSaveMine={(theirs) => void send(theirs)}
      onReplace={replace}
      onCloseConflict={() => setConflicted(false)}
      saveFirst={async () => (await store())?.revision ?? null}
    >
      {editor}
    </ContentHistory>
  );
}
