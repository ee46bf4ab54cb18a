// Sahla's mark: a spark on a gradient tile. Decorative; the brand name beside it is the text.
// `id` keeps the gradient's id unique when the mark appears twice (header and footer).
export function LogoMark({ id, className = 'size-8' }: { id: string; className?: string }) {
  const gradient = `${id}-gradient`;
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradient})`} />
      <path
        d="M16 6.5c.6 4.6 2.9 6.9 7.5 7.5-4.6.6-6.9 2.9-7.5 7.5-.6-4.6-2.9-6.9-7.5-7.5 4.6-.6 6.9-2.9 7.5-7.5Z"
        fill="#fff"
      />
      <circle cx="23.5" cy="23" r="2" fill="#fff" fillOpacity=".85" />
    </svg>
  );
}
