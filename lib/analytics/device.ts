/** The site's own breakpoints (Tailwind `sm` 640, `lg` 1024). */
export function deviceClass(width: number): 'mobile' | 'tablet' | 'desktop' {
  if (width < 640) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}
