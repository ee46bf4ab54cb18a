import { TRUSTED_TYPES_POLICY } from '@/lib/http/security-headers';

type Policy = { createHTML(input: string): string };
type TrustedTypesFactory = { createPolicy(name: string, rules: { createHTML(input: string): string }): Policy };

let policy: Policy | undefined;

/**
 * The one place the admin makes HTML a Trusted Types page accepts: the newsletter's mail preview,
 * which the server renders from the issue (escaped) and which shows only in a frame sandboxed
 * without scripts. Anything else written to a sink is refused by the browser.
 */
export function sandboxedFrameHtml(html: string): string {
  const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return html;
  policy ??= factory.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (input) => input });
  return policy.createHTML(html);
}
