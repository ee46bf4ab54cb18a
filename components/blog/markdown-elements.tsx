import type { Components } from 'react-markdown';

// Element styles for rendered posts (there is no typography plugin): readable measure, clear
// hierarchy, logical properties so Arabic posts mirror by themselves.
export const postElements: Components = {
  h1: ({ children }) => <h2 className="mt-10 text-3xl font-bold tracking-tight">{children}</h2>,
  h2: ({ children }) => <h2 className="mt-10 text-2xl font-bold tracking-tight">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-8 text-xl font-semibold">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 text-lg font-semibold">{children}</h4>,
  p: ({ children }) => <p className="mt-5 leading-8">{children}</p>,
  a: ({ href, children }) => {
    const external = /^https?:\/\//i.test(href ?? '');
    return (
      <a
        href={href}
        className="font-medium text-primary underline underline-offset-4 hover:opacity-80"
        {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
      >
        {children}
      </a>
    );
  },
  ul: ({ children }) => <ul className="mt-5 list-disc space-y-2 ps-6 leading-7">{children}</ul>,
  ol: ({ children }) => <ol className="mt-5 list-decimal space-y-2 ps-6 leading-7">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="mt-6 border-s-4 border-primary/60 ps-4 text-muted">{children}</blockquote>
  ),
  code: ({ children, className }) => (
    <code className={`${className ?? ''} rounded bg-surface-2 px-1.5 py-0.5 font-mono text-[0.9em]`} dir="ltr">
      {children}
    </code>
  ),
  pre: ({ children }) => (
    <pre
      className="mt-6 overflow-x-auto rounded-xl border border-border bg-surface-2 p-4 text-sm [&>code]:bg-transparent [&>code]:p-0"
      dir="ltr"
    >
      {children}
    </pre>
  ),
  hr: () => <hr className="my-10 border-border" />,
  img: ({ src, alt }) =>
    typeof src === 'string' ? (
      // eslint-disable-next-line @next/next/no-img-element -- authors' inline images have unknown sizes
      <img src={src} alt={alt ?? ''} loading="lazy" className="mt-6 h-auto max-w-full rounded-xl" />
    ) : null,
};
