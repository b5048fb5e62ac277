#!/usr/bin/env bash
# Local Redis for tests and for single-machine runs.
#
#   bash scripts/local-redis.sh start    # prints the URL on the last line of stdout
#   bash scripts/local-redis.sh stop     # stops the server this script started, by its pid
#   bash scripts/local-redis.sh status
#
# `start` reuses REDIS_URL when it is set and answers PING. Otherwise it runs Debian's
# redis-server (installed with apt-get when missing) on 127.0.0.1, a free port, with no
# persistence: the counters it holds in tests are throw-away.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RUN="${REDIS_RUN_DIR:-$ROOT/.cache/redis}"

log() { echo "[redis] $*" >&2; }

# PING over bash's /dev/tcp, so no redis-cli is needed to probe an external server.
answers() {
  local hostport="${1#redis://}"
  hostport="${hostport##*@}"
  hostport="${hostport%%/*}"
  local host="${hostport%%:*}" port="${hostport##*:}"
  [ "$host" = "$port" ] && port=6379
  timeout 3 bash -c "exec 3<>/dev/tcp/$host/$port && printf 'PING\r\n' >&3 && head -c 5 <&3 | grep -q PONG" 2>/dev/null
}

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

running_pid() {
  [ -f "$RUN/redis.pid" ] || return 1
  local pid
  pid="$(cat "$RUN/redis.pid")"
  kill -0 "$pid" 2>/dev/null && echo "$pid"
}

install_redis() {
  command -v redis-server >/dev/null && return 0
  [ "$(id -u)" -eq 0 ] || { log "redis-server is missing; install it (apt-get install redis-server) or set REDIS_URL"; exit 1; }
  log "installing Debian's redis-server with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq redis-server >/dev/null 2>&1 || { apt-get update -qq >/dev/null && apt-get install -y -qq redis-server >/dev/null; }
  # The package starts a system service on 6379 where systemd runs; we use our own process.
}

start() {
  if [ -n "${REDIS_URL:-}" ] && answers "$REDIS_URL"; then
    log "using REDIS_URL, which answers"
    echo "$REDIS_URL"
    return 0
  fi
  if pid="$(running_pid)" && answers "$(cat "$RUN/url")"; then
    log "already running (pid $pid)"
    cat "$RUN/url"
    return 0
  fi
  # A server still answering at the recorded URL (its pid file lost) is reused, not wiped.
  if [ -f "$RUN/url" ] && answers "$(cat "$RUN/url")"; then
    log "reusing the server at $(cat "$RUN/url")"
    cat "$RUN/url"
    return 0
  fi
  install_redis
  local port url
  port="${REDIS_PORT:-$(free_port)}"
  url="redis://127.0.0.1:$port"
  rm -rf "$RUN" && mkdir -p "$RUN"
  redis-server --bind 127.0.0.1 --port "$port" --save "" --appendonly no --daemonize yes \
    --pidfile "$RUN/redis.pid" --dir "$RUN" --logfile "$RUN/redis.log" >/dev/null
  echo "$url" >"$RUN/url"
  for _ in $(seq 1 50); do
    if answers "$url"; then
      log "ready: $(redis-server --version | grep -o 'v=[0-9.]*') on $url"
      echo "$url"
      return 0
    fi
    sleep 0.2
  done
  log "did not answer PING; see $RUN/redis.log"
  exit 1
}

stop() {
  local pid
  if pid="$(running_pid)"; then
    log "stopping pid $pid"
    kill "$pid"
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$RUN/redis.pid"
}

status() {
  if running_pid >/dev/null && answers "$(cat "$RUN/url")"; then cat "$RUN/url"; else echo stopped; exit 3; fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
