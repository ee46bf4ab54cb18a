import { getTranslations } from 'next-intl/server';
import { ExternalButtonLink } from '@/components/ui/button-link';

/** The hero's pair of calls: join the waitlist, or watch the page's own video. */
export async function WaitlistActions({ video }: { video: 'demo' | 'project-video' }) {
  const s = await getTranslations('Sections');
  return (
    <>
      <ExternalButtonLink target="waitlist">{s('joinWaitlist')}</ExternalButtonLink>
      <ExternalButtonLink target={video} variant="secondary">
        {s('watchDemo')}
      </ExternalButtonLink>
    </>
  );
}
