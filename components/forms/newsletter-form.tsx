// Contract: every Subscribe box renders <NewsletterForm source="..." />; it owns its texts
// (messages namespace "Newsletter") and posts to /api/newsletter. Stub until the forms work lands.
export type NewsletterSource = 'footer' | 'events' | 'blog';

export function NewsletterForm({ source }: { source: NewsletterSource; className?: string }) {
  return <div data-newsletter={source} />;
}
