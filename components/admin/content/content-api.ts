import type { EventInput } from '@/lib/events/schema';
import type { PublicEvent } from '@/lib/events/types';
import type { PageInput } from '@/lib/pages/schema';
import type { StoredPage } from '@/lib/pages/reads';
import { call } from '../admin-api';
import { revisionsApi } from '../history/history-api';

/** Figure id → its text in each language. */
export type FigureValues = Record<string, { en: string; ar: string }>;

const send = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The Events and Pages tabs' calls (owners and editors: lib/auth/access.ts). */
export const contentApi = {
  events: async (token: string) =>
    ((await (await call('/api/admin/events', token)).json()) as { events: PublicEvent[] }).events,
  saveEvent: async (token: string, id: string | null, input: EventInput) =>
    (
      (await (
        await call(id ? `/api/admin/events/${id}` : '/api/admin/events', token, send(id ? 'PUT' : 'POST', input))
      ).json()) as { event: PublicEvent }
    ).event,
  deleteEvent: (token: string, id: string) => call(`/api/admin/events/${id}`, token, { method: 'DELETE' }),
  uploadImage: async (token: string, file: File) => {
    const form = new FormData();
    form.append('image', file);
    const response = await call('/api/admin/events/image', token, { method: 'POST', body: form });
    return ((await response.json()) as { image: string }).image;
  },
  pages: async (token: string) =>
    ((await (await call('/api/admin/pages', token)).json()) as { pages: StoredPage[] }).pages,
  savePage: async (token: string, slug: string, input: PageInput) =>
    ((await (await call(`/api/admin/pages/${slug}`, token, send('PUT', input))).json()) as { page: StoredPage }).page,
  /** An event's history; its stored state is read from the list (there is no one-event read). */
  eventHistory: (id: string) =>
    revisionsApi<PublicEvent, { event: PublicEvent }>(
      `/api/admin/events/${id}/revisions`,
      (answer) => answer.event,
      async (token) => {
        const event = (await contentApi.events(token)).find((candidate) => candidate.id === id);
        if (!event) throw new Error('The event was deleted');
        return { item: event, revision: event.revision };
      },
    ),
  pageHistory: (slug: string) =>
    revisionsApi<StoredPage, { page: StoredPage }>(
      `/api/admin/pages/${slug}/revisions`,
      (answer) => answer.page,
      async (token) => {
        const page = (await contentApi.pages(token)).find((candidate) => candidate.slug === slug)!;
        return { item: page, revision: page.revision };
      },
    ),
  figures: async (token: string) =>
    (await (await call('/api/admin/figures', token)).json()) as { values: FigureValues; defaults: FigureValues },
  saveFigures: async (token: string, input: { values: FigureValues }) =>
    (await (await call('/api/admin/figures', token, send('PUT', input))).json()) as { values: FigureValues },
};
