import { Icon } from '@/components/ui/icon';

export function NoResults({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-16 text-center">
      <Icon name="search-x" className="h-10 w-10 stroke-[1.5] text-muted" />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-muted">{hint}</p>
    </div>
  );
}
