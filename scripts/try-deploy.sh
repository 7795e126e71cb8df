#!/usr/bin/env bash
# Tries the setup docs/deploy.md describes on this machine: the app as a cluster of
# WEB_CONCURRENCY (2) processes on a fresh database, behind a local nginx that uses
# the configuration printed in docs/deploy.md (taken from the document itself; only
# the port, the cache folder and TLS are changed), then checks what the document
# promises and prints PASS or FAIL for each. Needs nginx and curl; not part of
# npm test. Everything it creates lives in one temporary folder, removed at the end
# (KEEP=1 keeps it).
#
#   scripts/try-deploy.sh                 # builds first
#   SKIP_BUILD=1 scripts/try-deploy.sh    # uses the existing build
#   NGINX_PORT=8089 APP_PORT=3089 WEB_CONCURRENCY=2 (the defaults)
set -uo pipefail

cd "$(dirname "$0")/.." || exit 2
NGINX_PORT=${NGINX_PORT:-8089}
APP_PORT=${APP_PORT:-3089}
WORKERS=${WEB_CONCURRENCY:-2}
NGINX=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}

[ -x "$NGINX" ] || { echo "nginx not found (apt-get install nginx, or NGINX=/path/to/nginx)"; exit 2; }
command -v curl >/dev/null || { echo "curl not found"; exit 2; }

DIR=$(mktemp -d /tmp/kripto-deploy.XXXXXX)
BASE="http://127.0.0.1:$NGINX_PORT"
failures=0
APP_PID=""

cleanup() {
  [ -f "$DIR/nginx/nginx.pid" ] && kill "$(cat "$DIR/nginx/nginx.pid")" 2>/dev/null
  if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then
    kill -TERM "$APP_PID"
    wait "$APP_PID" 2>/dev/null
  fi
  if [ "${KEEP:-}" = 1 ]; then echo "kept $DIR"; else rm -rf "$DIR"; fi
}
trap cleanup EXIT

pass() { echo "PASS  $1"; }
fail() {
  echo "FAIL  $1"
  failures=$((failures + 1))
}
check() { if [ "$2" = 0 ]; then pass "$1"; else fail "$1"; fi; }

# get URL [curl options...]: headers to $DIR/h, body to $DIR/b, status to $STATUS.
get() {
  local url=$1
  shift
  STATUS=$(curl -s -o "$DIR/b" -D "$DIR/h" -w '%{http_code}' "$@" "$url")
}
header() { grep -i "^$1:" "$DIR/h" | head -1 | cut -d: -f2- | tr -d '\r' | sed 's/^ *//'; }

echo "nginx: $("$NGINX" -v 2>&1)"
echo "node:  $(node --version)"
echo "dir:   $DIR"

if [ "${SKIP_BUILD:-}" != 1 ]; then
  npx remix build >"$DIR/build.log" 2>&1 || {
    cat "$DIR/build.log"
    exit 1
  }
fi

# --- the app: a cluster on a fresh database, behind a proxy it trusts ---------------
DATABASE_PATH="$DIR/data/app.db" PORT=$APP_PORT WEB_CONCURRENCY=$WORKERS TRUST_PROXY=1 \
  node http/cluster.mjs >"$DIR/app.log" 2>&1 &
APP_PID=$!
for _ in $(seq 1 120); do
  [ "$(grep -c 'cluster: worker .* listening' "$DIR/app.log")" -ge "$WORKERS" ] && break
  kill -0 "$APP_PID" 2>/dev/null || break
  sleep 0.5
done
listening=$(grep -c 'cluster: worker .* listening' "$DIR/app.log")
pids=$(grep -o 'cluster: worker [0-9]*' "$DIR/app.log" | sort -u | wc -l)
check "cluster: $listening of $WORKERS worker processes listening on port $APP_PORT ($pids different pids)" \
  "$([ "$listening" -ge "$WORKERS" ] && [ "$pids" -ge "$WORKERS" ] && echo 0 || echo 1)"
migrations=$(grep -c '"migration":"[^"]*_0001_initial".*"msg":"migration applied"' "$DIR/app.log")
check "database migrated once (initial migration applied $migrations time(s))" "$([ "$migrations" = 1 ] && echo 0 || echo 1)"
[ "$listening" -ge "$WORKERS" ] || {
  cat "$DIR/app.log"
  exit 1
}

# --- nginx: the document's configuration, on a local port without TLS ----------------
mkdir -p "$DIR/nginx/cache" "$DIR/nginx/tmp"
awk '/^```nginx$/ { inside = 1; next } inside && /^```$/ { exit } inside { print }' docs/deploy.md >"$DIR/nginx/doc.conf"
[ -s "$DIR/nginx/doc.conf" ] || {
  echo "no nginx block found in docs/deploy.md"
  exit 1
}
sed -e "s#/var/cache/nginx/kripto#$DIR/nginx/cache#" \
  -e "s#listen 443 ssl;#listen 127.0.0.1:$NGINX_PORT;#" \
  -e "/ssl_certificate/d" \
  -e "s#server 127.0.0.1:3000;#server 127.0.0.1:$APP_PORT;#" \
  "$DIR/nginx/doc.conf" >"$DIR/nginx/kripto.conf"
user_line=""
if [ "$(id -u)" = 0 ]; then
  # nginx's workers drop root; they need to write the cache and temporary folders.
  user_line="user nobody $(id -gn nobody);"
  chmod 755 "$DIR" "$DIR/nginx"
  chown -R nobody "$DIR/nginx/cache" "$DIR/nginx/tmp"
fi
cat >"$DIR/nginx/nginx.conf" <<EOF
$user_line
worker_processes 1;
pid $DIR/nginx/nginx.pid;
error_log $DIR/nginx/error.log warn;
events { worker_connections 256; }
http {
    access_log $DIR/nginx/access.log;
    client_body_temp_path $DIR/nginx/tmp/body;
    proxy_temp_path $DIR/nginx/tmp/proxy;
    fastcgi_temp_path $DIR/nginx/tmp/fastcgi;
    uwsgi_temp_path $DIR/nginx/tmp/uwsgi;
    scgi_temp_path $DIR/nginx/tmp/scgi;
    include $DIR/nginx/kripto.conf;
}
EOF
"$NGINX" -t -q -p "$DIR/nginx" -c "$DIR/nginx/nginx.conf" || exit 1
"$NGINX" -p "$DIR/nginx" -c "$DIR/nginx/nginx.conf" || exit 1
for _ in $(seq 1 20); do curl -s -o /dev/null "$BASE/" && break; sleep 0.2; done

# --- 1. the second anonymous GET is nginx's --------------------------------------------
get "$BASE/about"
first_cache=$(header X-Proxy-Cache)
cache_control=$(header Cache-Control)
etag=$(header ETag)
get "$BASE/about"
second_cache=$(header X-Proxy-Cache)
check "anonymous GET /about twice: $STATUS, X-Proxy-Cache $first_cache then $second_cache; Cache-Control: $cache_control" \
  "$([ "$STATUS" = 200 ] && [ "$second_cache" = HIT ] && echo 0 || echo 1)"
s_maxage=$(echo "$cache_control" | grep -o 's-maxage=[0-9]*' | cut -d= -f2)
s_maxage=${s_maxage:-10}

# --- 2. If-None-Match is answered 304 -----------------------------------------------------
get "$BASE/about" -H "If-None-Match: $etag"
check "GET /about with If-None-Match: $etag: $STATUS, X-Proxy-Cache $(header X-Proxy-Cache)" \
  "$([ "$STATUS" = 304 ] && echo 0 || echo 1)"

# --- 3. sign in through the proxy, as a browser does (Origin names the proxy's host) ------
get "$BASE/login" -c "$DIR/jar" -H "Origin: $BASE" -H "Content-Type: application/x-www-form-urlencoded" \
  --data "username=admin&password=admin123&redirectTo=/admin"
check "POST /login as admin with Origin $BASE: $STATUS to $(header Location), __session cookie $(grep -q __session "$DIR/jar" && echo set || echo missing)" \
  "$([ "$STATUS" = 302 ] && grep -q __session "$DIR/jar" && echo 0 || echo 1)"

# --- 4. a signed-in request bypasses the shared cache and is not stored ------------------
get "$BASE/about" -b "$DIR/jar"
check "GET /about with the session cookie: $STATUS, X-Proxy-Cache $(header X-Proxy-Cache), Cache-Control: $(header Cache-Control)" \
  "$([ "$STATUS" = 200 ] && [ "$(header X-Proxy-Cache)" = BYPASS ] && [ "$(header Cache-Control)" = "private, no-store" ] && echo 0 || echo 1)"

# poll_until SECONDS TEST: runs the function TEST after an anonymous GET /about once a second,
# until it succeeds or SECONDS have passed; sets $WAITED.
poll_until() {
  local limit=$1 test=$2 start=$SECONDS
  while :; do
    get "$BASE/about"
    WAITED=$((SECONDS - start))
    "$test" && return 0
    [ "$WAITED" -ge "$limit" ] && return 1
    sleep 1
  done
}
# A change shows once s-maxage has run out: the first request after it gets the stale copy
# (UPDATING) and refreshes it in the background, the next one the new page.
bound=$((s_maxage + 5))

# --- 5. an admin's change reaches anonymous visitors within s-maxage ----------------------
title="Hakkımızda denemesi $(date +%s)"
get "$BASE/api/about/info" -b "$DIR/jar" -H "Origin: $BASE" -H "Content-Type: application/json" \
  --data "{\"title\":\"$title\",\"description\":\"Proxy önbelleği denemesi.\"}"
saved=$STATUS
get "$BASE/about"
before=$(header X-Proxy-Cache)
if grep -q "$title" "$DIR/b"; then already=yes; else already=no; fi
title_shown() { grep -q "$title" "$DIR/b"; }
poll_until "$bound" title_shown
check "POST /api/about/info (admin): $saved; right after, anonymous GET is $before (new title shown: $already); new title shown after ${WAITED} s (bound ${bound} s), X-Proxy-Cache $(header X-Proxy-Cache)" \
  "$([ "$saved" = 200 ] && grep -q "$title" "$DIR/b" && echo 0 || echo 1)"

# --- 6. maintenance on: anonymous visitors get 503 within s-maxage, the admin the site ----
get "$BASE/api/maintenance-mode" -X PUT -b "$DIR/jar" -H "Origin: $BASE" -H "Content-Type: application/json" --data '{"enabled":true}'
switched=$STATUS
status_503() { [ "$STATUS" = 503 ]; }
poll_until "$bound" status_503
check "PUT /api/maintenance-mode on: $switched; anonymous GET /about $STATUS after ${WAITED} s, Retry-After $(header Retry-After), Cache-Control: $(header Cache-Control), X-Proxy-Cache $(header X-Proxy-Cache)" \
  "$([ "$switched" = 200 ] && [ "$STATUS" = 503 ] && [ -n "$(header Retry-After)" ] && echo 0 || echo 1)"
get "$BASE/about"
check "again while on: $STATUS, X-Proxy-Cache $(header X-Proxy-Cache) (a 503 is never stored)" "$([ "$STATUS" = 503 ] && echo 0 || echo 1)"
get "$BASE/about" -b "$DIR/jar"
check "the admin meanwhile: GET /about $STATUS, X-Proxy-Cache $(header X-Proxy-Cache)" "$([ "$STATUS" = 200 ] && echo 0 || echo 1)"

get "$BASE/api/maintenance-mode" -X PUT -b "$DIR/jar" -H "Origin: $BASE" -H "Content-Type: application/json" --data '{"enabled":false}'
switched=$STATUS
status_200() { [ "$STATUS" = 200 ]; }
poll_until "$bound" status_200
check "PUT /api/maintenance-mode off: $switched; anonymous GET /about $STATUS after ${WAITED} s, X-Proxy-Cache $(header X-Proxy-Cache)" \
  "$([ "$switched" = 200 ] && [ "$STATUS" = 200 ] && echo 0 || echo 1)"

# --- 7. a write from another site is still refused behind the proxy -----------------------
get "$BASE/api/maintenance-mode" -X PUT -b "$DIR/jar" -H "Origin: https://evil.example" -H "Content-Type: application/json" --data '{"enabled":true}'
check "PUT with Origin https://evil.example: $STATUS" "$([ "$STATUS" = 403 ] && echo 0 || echo 1)"

echo
if [ "$failures" = 0 ]; then echo "all checks passed"; else echo "$failures check(s) failed (logs: KEEP=1 keeps $DIR)"; fi
[ "$failures" = 0 ]
