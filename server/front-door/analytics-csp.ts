// Stage 2: with ANALYTICS_SCRIPT_URL, that script's origin joins every CSP's script-src and connect-src at run
// time (next.config.ts's policy is fixed at build), on this response only.
import type { ServerResponse } from 'node:http';
import { allowingOrigin, analyticsOrigin } from '../../lib/http/security-headers.ts';

/** The stage for `scriptUrl`, or null when no analytics script is set. */
export function analyticsCspStage(scriptUrl: string | undefined): ((response: ServerResponse) => void) | null {
  const origin = analyticsOrigin(scriptUrl);
  if (!origin) return null;
  return (response) => {
    const setHeader = response.setHeader;
    response.setHeader = function setHeaderAllowingAnalytics(this: ServerResponse, name, value) {
      const csp = String(name).toLowerCase() === 'content-security-policy' && typeof value === 'string';
      return setHeader.call(this, name, csp ? allowingOrigin(value, origin) : value);
    } as ServerResponse['setHeader'];
  };
}
