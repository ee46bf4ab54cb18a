// Next.js's Turbopack runtime loads code-split chunks by writing a plain string to a script's
// `src`, which Trusted Types refuse and it makes no policy for. This `default` policy, run before
// any chunk is fetched, lets exactly the same-origin /_next/static/ URLs through, unchanged (the
// loader finds its script again by that text); every other script URL, and all HTML and script
// text, is still refused. Allowed by hash (proxy.ts).
export const chunkPolicySource = `(function(){var t=window.trustedTypes;if(!t||!t.createPolicy)return;t.createPolicy('default',{createScriptURL:function(u){var x=new URL(u,location.href);return x.origin===location.origin&&x.pathname.indexOf('/_next/static/')===0?u:null}})})()`;

export function ChunkPolicyScript() {
  return <script dangerouslySetInnerHTML={{ __html: chunkPolicySource }} />;
}
