import { SearchX } from 'lucide-react';

export function NoResults({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-16 text-center">
      <SearchX aria-hidden="true" className="h-10 w-10 text-muted" strokeWidth={1.5} />
      <p className="text-lg font-semibold">{title}</p>
      <p className="text-muted">{hint}</p>
    </div>
  );
}
