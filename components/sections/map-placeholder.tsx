import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';

/** Where the office map will go, until there is one. */
export function MapPlaceholder({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Card as="section" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div
        className="mt-5 flex aspect-[4/3] flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border bg-surface-2 p-6 text-center"
        style={{
          backgroundImage: 'radial-gradient(var(--border) 1px, transparent 1px)',
          backgroundSize: '18px 18px',
        }}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
          <Icon name="map-pin" className="size-6" />
        </span>
        <p className="rounded-md bg-surface px-3 py-1 font-medium text-muted">{text}</p>
      </div>
    </Card>
  );
}
