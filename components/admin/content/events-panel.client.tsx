'use client';

import { useCallback, useEffect, useState } from 'react';
import { adminButtonClass } from '@/components/ui/button';
import { splitEvents } from '@/lib/events/clock';
import type { PublicEvent } from '@/lib/events/types';
import { localePath } from '@/lib/routing/locale-path';
import { formatTime } from '../inbox/format';
import type { InboxLabels } from '../inbox/labels';
import { NoticeLine } from '../inbox/notice.client';
import { useAdminAction } from '../inbox/use-admin-action';
import { contentApi } from './content-api';
import { EventForm } from './event-form.client';
import { OutdatedBadges } from './outdated';

type Props = { token: string; labels: InboxLabels; onSessionEnded: () => void };

/** The site's events, upcoming then past (by the clock, as the site shows them): add, edit, delete. */
export function EventsPanel({ token, labels, onSessionEnded }: Props) {
  const words = labels.content;
  const [events, setEvents] = useState<PublicEvent[] | null>(null);
  // The moment the list was read: upcoming and past as the site splits them then.
  const [now, setNow] = useState(0);
  const [editing, setEditing] = useState<PublicEvent | 'new' | null>(null);
  const { busy, notice, setNotice, run } = useAdminAction(labels.inbox, onSessionEnded);

  const reload = useCallback(() => {
    void run(() => contentApi.events(token)).then((list) => {
      if (!list) return;
      setEvents(list);
      setNow(Date.now());
    });
  }, [run, token]);
  useEffect(reload, [reload]);

  if (editing) {
    return (
      <EventForm
        token={token}
        labels={labels}
        event={editing === 'new' ? null : editing}
        onSessionEnded={onSessionEnded}
        onDone={(saved) => {
          setEditing(null);
          reload();
          // The editor closes on save: the list, where the person now looks, says what happened.
          if (saved) setNotice({ kind: 'success', text: words.saved });
        }}
      />
    );
  }

  const remove = async (event: PublicEvent) => {
    if (!window.confirm(words.events.confirmDelete)) return;
    await run(() => contentApi.deleteEvent(token, event.id));
    reload();
  };
  const { upcoming, past } = splitEvents(events ?? [], now);
  const group = (title: string, list: PublicEvent[], testId: string) => (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border" data-testid={testId}>
        {list.map((event) => (
          <li key={event.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-medium">{event.text[labels.locale].title}</span>
              <span className="text-sm text-muted">
                {labels.events.types[event.type]} ·{' '}
                {formatTime(event.start, { locale: labels.locale, timeZone: event.timeZone })} · {event.timeZone}
              </span>
              {event.outdatedLanguages.length > 0 && (
                <span className="flex flex-wrap gap-2">
                  <OutdatedBadges labels={labels} languages={event.outdatedLanguages} />
                </span>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <a href={localePath(labels.locale, `/events/${event.slug}`)} className={adminButtonClass.small}>
                {words.view}
              </a>
              <button type="button" className={adminButtonClass.small} onClick={() => setEditing(event)}>
                {words.edit}
              </button>
              <button
                type="button"
                className={adminButtonClass.smallDanger}
                disabled={busy}
                onClick={() => remove(event)}
              >
                {words.delete}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );

  return (
    <div className="flex flex-col gap-6">
      <div>
        <button type="button" className={adminButtonClass.smallPrimary} onClick={() => setEditing('new')}>
          {words.events.add}
        </button>
      </div>
      <NoticeLine notice={notice} />
      {events && events.length === 0 && <p className="text-muted">{words.events.none}</p>}
      {upcoming.length > 0 && group(words.events.upcoming, upcoming, 'admin-upcoming-events')}
      {past.length > 0 && group(words.events.past, past, 'admin-past-events')}
    </div>
  );
}
