import { FIRST_TOUCH_STORAGE_KEY } from '@/lib/constants/attribution';

/**
 * The built-in beacon, inline (about 800 bytes, no extra request, allowed by the public CSP's
 * 'unsafe-inline' and on the admin pages by its hash: proxy.ts). After load, and after each
 * in-app navigation (history.pushState, back and forward), it sends the path, the page's language,
 * the referring host, the UTM tags and the viewport width to /api/event with sendBeacon. A
 * prerendered page waits until it is shown; the admin pages send nothing. On the visit's first page
 * it also keeps that first event (landing page, referrer, UTM tags) in sessionStorage (no cookie), which the
 * forms send along (lib/client/first-touch.ts).
 */
export const beaconScriptSource = `(function(){var d=document,l=location,a;function v(r){var u=new URLSearchParams(l.search),g=function(x){return(u.get('utm_'+x)||'').slice(0,200)};return{p:l.pathname,l:d.documentElement.lang,r:r,s:g('source'),m:g('medium'),c:g('campaign'),w:innerWidth}}function b(r){var e=v(r);if(e.p==a||/^\\/(ar\\/)?admin(\\/|$)/.test(e.p))return;a=e.p;try{navigator.sendBeacon('/api/event',JSON.stringify(e))}catch(x){}}var r='';try{r=new URL(d.referrer).host}catch(x){}if(r==l.host)r='';try{var s=sessionStorage,k='${FIRST_TOUCH_STORAGE_KEY}';s.getItem(k)||s.setItem(k,JSON.stringify(v(r)))}catch(x){}function o(){b(r);var h=history,f=h.pushState;h.pushState=function(){f.apply(h,arguments);b('')};addEventListener('popstate',function(){b('')})}function y(){d.readyState=='complete'?o():addEventListener('load',o)}d.prerendering?d.addEventListener('prerenderingchange',y,{once:true}):y()})()`;

type Props = { scriptUrl?: string; domain?: string };

/** The beacon, or with ANALYTICS_SCRIPT_URL the operator's own counter (Plausible, Umami) instead. */
export function AnalyticsScript({ scriptUrl, domain }: Props) {
  if (scriptUrl) return <script defer src={scriptUrl} data-domain={domain} data-website-id={domain} />;
  return <script dangerouslySetInnerHTML={{ __html: beaconScriptSource }} />;
}
