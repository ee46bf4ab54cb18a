// External pages (waitlist form, videos, scheduling) are reached through /go/<target>, which
// redirects to the configured URL at request time: pages stay statically generated, and an
// operator can change a URL with an environment variable and a restart, without a rebuild.
const externalTargets = ['waitlist', 'demo', 'project-video', 'scheduling'] as const;
export type ExternalTarget = (typeof externalTargets)[number];

export function isExternalTarget(value: string): value is ExternalTarget {
  return (externalTargets as readonly string[]).includes(value);
}

/** Props for an <a> that opens the external page in a new window without leaking the opener. */
export function externalLinkProps(target: ExternalTarget) {
  return { href: `/go/${target}`, target: '_blank', rel: 'noopener noreferrer' } as const;
}
