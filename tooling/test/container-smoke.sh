#!/usr/bin/env sh
# Smoke test of a running site, used by the CI workflow against the built image: health, a page,
# an Open Graph image and a form post. tests/integration/runtime-layout.test.ts checks the same
# four things against the image's layout run without Docker. Usage: container-smoke.sh <base URL>
set -eu
base="${1:-http://127.0.0.1:3000}"

echo "waiting for ${base}/api/health…"
i=0
until curl -fsS "${base}/api/health" | grep -q '"db":"up"'; do
  i=$((i + 1))
  if [ "$i" -gt 60 ]; then echo "no healthy answer after 120 s" >&2; exit 1; fi
  sleep 2
done
curl -fsS "${base}/about" | grep -q '<html' || { echo "/about is not a page" >&2; exit 1; }
type=$(curl -fsS -o /tmp/og.png -w '%{content_type}' "${base}/og/ar/about.png")
[ "$type" = "image/png" ] && [ "$(wc -c < /tmp/og.png)" -gt 5000 ] || { echo "no OG image (${type})" >&2; exit 1; }
answer=$(curl -sS -X POST -H 'content-type: application/json' "${base}/api/contact" \
  --data '{"name":"CI smoke","email":"ci@example.com","subject":"general","locale":"en","message":"Sent by the CI smoke test."}')
echo "$answer" | grep -q '"success":true' || { echo "contact form: ${answer}" >&2; exit 1; }
echo "smoke test passed: health, page, OG image, form post"
