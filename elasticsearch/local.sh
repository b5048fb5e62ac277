#!/usr/bin/env bash
# Local Elasticsearch for tests and for users without Docker.
#
#   bash elasticsearch/local.sh start    # prints the URL on the last line of stdout
#   bash elasticsearch/local.sh stop     # stops the node this script started, by its pid
#   bash elasticsearch/local.sh status   # prints the URL and exits 0, or exits 3 when stopped
#
# `start` reuses ELASTICSEARCH_URL when it is set and answers. Otherwise it installs the
# official distribution that Elastic publishes to Maven Central
# (org.elasticsearch.distribution.integ-test-zip:elasticsearch:$ES_VERSION:zip) into a
# git-ignored cache, and runs it on the machine's JDK as an unprivileged user (Elasticsearch
# refuses to run as root), bound to 127.0.0.1 on a free port with a 512 MB heap.
set -euo pipefail

ES_VERSION="${ES_VERSION:-8.19.2}" # keep the major equal to @elastic/elasticsearch in package.json
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${ES_CACHE_DIR:-$ROOT/.cache/elasticsearch}"
HOME_DIR="$CACHE/elasticsearch-$ES_VERSION"
RUNS="$CACHE/runs"
# The node this script started last; each start gets a folder of its own, so a start never
# touches the files of a node that is still running.
CURRENT="$CACHE/current"
ES_USER="${ES_USER:-esrunner}"
HEAP="${ES_HEAP:-512m}"

log() { echo "[elasticsearch] $*" >&2; }

answers() { curl -fsS -m 3 "$1/_cluster/health" >/dev/null 2>&1; }

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }

current_run() { [ -f "$CURRENT" ] && cat "$CURRENT"; }

running_pid() {
  local run pid
  run="$(current_run)" || return 1
  [ -f "$run/es.pid" ] || return 1
  pid="$(cat "$run/es.pid")"
  kill -0 "$pid" 2>/dev/null && echo "$pid"
}

# Removes run folders whose node is gone (never one whose pid is alive).
prune_runs() {
  local dir
  for dir in "$RUNS"/*/; do
    [ -d "$dir" ] || continue
    if [ -f "$dir/es.pid" ] && kill -0 "$(cat "$dir/es.pid")" 2>/dev/null; then continue; fi
    rm -rf "$dir"
  done
}

install_distribution() {
  [ -x "$HOME_DIR/bin/elasticsearch" ] && return 0
  command -v mvn >/dev/null || { log "Maven is required to fetch Elasticsearch (or set ELASTICSEARCH_URL)"; exit 1; }
  command -v java >/dev/null || { log "Java 17+ is required to run Elasticsearch (or set ELASTICSEARCH_URL)"; exit 1; }
  mkdir -p "$CACHE/dist"
  log "fetching org.elasticsearch.distribution.integ-test-zip:elasticsearch:$ES_VERSION:zip from Maven Central"
  mvn -q -B dependency:copy \
    -Dartifact="org.elasticsearch.distribution.integ-test-zip:elasticsearch:$ES_VERSION:zip" \
    -DoutputDirectory="$CACHE/dist" >&2
  local zip="$CACHE/dist/elasticsearch-$ES_VERSION.zip"
  [ -f "$zip" ] || { log "download failed: $zip missing"; exit 1; }
  rm -rf "$HOME_DIR.tmp" && mkdir -p "$HOME_DIR.tmp"
  if command -v unzip >/dev/null; then unzip -q "$zip" -d "$HOME_DIR.tmp"; else python3 -m zipfile -e "$zip" "$HOME_DIR.tmp"; fi
  mv "$HOME_DIR.tmp/elasticsearch-$ES_VERSION" "$HOME_DIR" && rm -rf "$HOME_DIR.tmp"
  chmod +x "$HOME_DIR"/bin/* # python's zipfile drops the mode bits
}

# Runs a command as the unprivileged user when we are root, as ourselves otherwise.
as_es_user() {
  if [ "$(id -u)" -eq 0 ]; then
    id "$ES_USER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$ES_USER"
    runuser -u "$ES_USER" -- "$@"
  else
    "$@"
  fi
}

start() {
  if [ -n "${ELASTICSEARCH_URL:-}" ] && answers "$ELASTICSEARCH_URL"; then
    log "using ELASTICSEARCH_URL, which answers"
    echo "$ELASTICSEARCH_URL"
    return 0
  fi
  if pid="$(running_pid)" && answers "$(cat "$(current_run)/url")"; then
    log "already running (pid $pid)"
    cat "$(current_run)/url"
    return 0
  fi
  install_distribution
  local java_home http_port transport_port url
  java_home="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")"
  http_port="${ES_PORT:-$(free_port)}"
  transport_port="$(free_port)"
  url="http://127.0.0.1:$http_port"

  # A fresh config, data and log folder per start: tests begin from an empty cluster.
  prune_runs
  local RUN="$RUNS/$http_port"
  mkdir -p "$RUN/config" "$RUN/data" "$RUN/logs"
  echo "$RUN" >"$CURRENT"
  cp -r "$HOME_DIR/config/." "$RUN/config/"
  cat >"$RUN/config/elasticsearch.yml" <<EOF
cluster.name: screening-local
node.name: local
network.host: 127.0.0.1
http.port: $http_port
transport.port: $transport_port
discovery.type: single-node
xpack.security.enabled: false
action.destructive_requires_name: false
cluster.routing.allocation.disk.threshold_enabled: false
path.data: $RUN/data
path.logs: $RUN/logs
EOF
  if [ "$(id -u)" -eq 0 ]; then
    id "$ES_USER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$ES_USER"
    chown -R "$ES_USER": "$HOME_DIR" "$RUN"
    runuser -u "$ES_USER" -- test -x "$HOME_DIR/bin/elasticsearch" ||
      { log "user $ES_USER cannot reach $HOME_DIR; set ES_CACHE_DIR to a folder it can read"; exit 1; }
  fi
  log "starting Elasticsearch $ES_VERSION on $url (heap $HEAP)"
  as_es_user env ES_JAVA_HOME="$java_home" ES_PATH_CONF="$RUN/config" ES_JAVA_OPTS="-Xms$HEAP -Xmx$HEAP" \
    "$HOME_DIR/bin/elasticsearch" -d -p "$RUN/es.pid" >"$RUN/logs/console.log" 2>&1 ||
    { log "failed to start; see $RUN/logs"; tail -20 "$RUN/logs/console.log" >&2 || true; exit 1; }
  echo "$url" >"$RUN/url"
  for _ in $(seq 1 120); do
    if curl -fsS -m 3 "$url/_cluster/health?wait_for_status=yellow&timeout=1s" >/dev/null 2>&1; then
      log "ready: version $(curl -fsS "$url/_nodes/_local?filter_path=nodes.*.version" | grep -o '"version":"[^"]*"' | cut -d'"' -f4)"
      echo "$url"
      return 0
    fi
    sleep 1
  done
  log "did not become ready within 120 s; see $RUN/logs"
  stop
  exit 1
}

stop() {
  local pid run
  run="$(current_run)" || return 0
  if pid="$(running_pid)"; then
    log "stopping pid $pid"
    kill "$pid"
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    kill -0 "$pid" 2>/dev/null && kill -9 "$pid"
  fi
  rm -rf "$run" "$CURRENT"
}

status() {
  if running_pid >/dev/null && answers "$(cat "$(current_run)/url")"; then cat "$(current_run)/url"; else echo stopped; exit 3; fi
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
