import type { ReactNode } from 'react';

type CtaProps = { id: string; title: ReactNode; text: ReactNode; actions: ReactNode };

/**
 * The closing call to action. The panel is deep indigo in both themes, so its buttons use the
 * "inverse" variants and its text is white (AA on every stop of the gradient).
 */
export function Cta({ id, title, text, actions }: CtaProps) {
  return (
    <section aria-labelledby={id} className="render-near-viewport px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-indigo-900 px-6 py-16 text-center shadow-2xl shadow-indigo-950/30 sm:px-16 sm:py-20">
        {/* Radial gradients rather than blurred discs: the same glow, far cheaper to paint. */}
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute inset-x-0 -top-44 mx-auto size-[34rem] bg-radial from-indigo-500/45 to-transparent to-70%" />
          <div className="absolute inset-x-0 -bottom-52 mx-auto size-[30rem] bg-radial from-cyan-500/30 to-transparent to-70% ltr:translate-x-48 rtl:-translate-x-48" />
        </div>
        <h2 id={id} className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-pretty text-indigo-100">{text}</p>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4">{actions}</div>
      </div>
    </section>
  );
}
