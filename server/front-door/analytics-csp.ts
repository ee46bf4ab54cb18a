// With ANALYTICS_SCRIPT_URL, adds that script's origin to every CSP's script-src and connect-src at run time
// (next.config.ts's policy is fixed at build). Preloaded with peer-header.ts.
import http from 'node:http';
import { allowingOrigin, analyticsOrigin } from '../../lib/http/security-headers.ts';

export function allowAnalyticsOrigin(scriptUrl: string | undefined): void {
  const origin = analyticsOrigin(scriptUrl);
  if (!origin) return;
  const setHeader = http.ServerResponse.prototype.setHeader;
  http.ServerResponse.prototype.setHeader = function setHeaderAllowingAnalytics(name, value) {
    const csp = String(name).toLowerCase() === 'content-security-policy' && typeof value === 'string';
    return setHeader.call(this, name, csp ? allowingOrigin(value, origin) : value);
  };
}
