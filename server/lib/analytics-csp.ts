// With ANALYTICS_SCRIPT_URL (an operator's Plausible or Umami) the public pages load that script
// and it sends to its origin. The policy in next.config.ts is fixed when the image is built, and
// the setting is read when the server starts, so the server adds exactly that origin to the
// script-src and connect-src of every Content-Security-Policy it sends. Preloaded with
// peer-header.ts; without the setting nothing is changed.
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
