// External pages go through /go/<target>, redirected at request time: pages stay static and a URL changes without a rebuild.
const externalTargets = ['waitlist', 'demo', 'project-video', 'scheduling'] as const;
export type ExternalTarget = (typeof externalTargets)[number];

export function isExternalTarget(value: string): value is ExternalTarget {
  return (externalTargets as readonly string[]).includes(value);
}

/** Opens a new window without leaking the opener. */
export function externalLinkProps(target: ExternalTarget) {
  return { href: `/go/${target}`, target: '_blank', rel: 'noopener noreferrer' } as const;
}
