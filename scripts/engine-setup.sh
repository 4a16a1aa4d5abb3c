#!/usr/bin/env bash
# engine-setup.sh makes sure a container engine answers, for `make test` and `.ci/run`.
#
# As root on Debian it installs what is missing (docker.io, runsc, debootstrap, tmux),
# registers gVisor's runsc with dockerd, and starts dockerd in the background when no
# engine answers. Anywhere else it only checks, and says exactly what to install.
# It is idempotent: on a machine that is already set up it takes well under a second.
set -euo pipefail

log() { printf 'engine-setup: %s\n' "$*" >&2; }
die() { printf 'engine-setup: FAILED: %s\n' "$*" >&2; exit 1; }

DAEMON_JSON=${DAEMON_JSON:-/etc/docker/daemon.json}
DOCKERD_LOG=${DOCKERD_LOG:-/var/log/backyard-dockerd.log}
PACKAGES=(docker.io runsc debootstrap tmux curl jq)

# sockets lists the engine sockets backyard itself looks for, in its order.
sockets() {
	if [[ -n ${DOCKER_HOST:-} && ${DOCKER_HOST} == unix://* ]]; then
		echo "${DOCKER_HOST#unix://}"
	fi
	echo /var/run/docker.sock
	if [[ -n ${XDG_RUNTIME_DIR:-} ]]; then
		echo "$XDG_RUNTIME_DIR/docker.sock"
		echo "$XDG_RUNTIME_DIR/podman/podman.sock"
	fi
	echo /run/podman/podman.sock
}

# engine_socket prints the first socket whose engine answers /_ping.
engine_socket() {
	local s
	while read -r s; do
		if [[ -S $s ]] && curl -fsS --max-time 3 --unix-socket "$s" http://engine/_ping >/dev/null 2>&1; then
			echo "$s"
			return 0
		fi
	done < <(sockets)
	return 1
}

# engine_tcp_answers covers DOCKER_HOST=tcp://..., which curl can reach directly.
engine_tcp_answers() {
	[[ ${DOCKER_HOST:-} == tcp://* ]] || return 1
	curl -fsS --max-time 3 "http://${DOCKER_HOST#tcp://}/_ping" >/dev/null 2>&1
}

can_install() { [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null 2>&1; }

missing_packages() {
	local p
	for p in "${PACKAGES[@]}"; do
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || echo "$p"
	done
}

install_missing() {
	local missing
	mapfile -t missing < <(missing_packages)
	((${#missing[@]} == 0)) && return 0
	log "installing ${missing[*]}"
	local out
	out=$(mktemp)
	apt-get update -q >"$out" 2>&1 </dev/null || die "apt-get update failed:
$(tail -n 20 "$out")"
	DEBIAN_FRONTEND=noninteractive NEEDRESTART_SUSPEND=1 \
		apt-get install -y -q "${missing[@]}" >"$out" 2>&1 </dev/null ||
		die "apt-get install ${missing[*]} failed:
$(tail -n 20 "$out")"
	rm -f "$out"
}

# register_runsc adds runsc to dockerd's runtimes. runtimeArgs --network=none is what
# lets runsc start at all on these VMs ("cannot run with network enabled in root
# network namespace"); backyard's containers run without a network anyway.
# It prints "changed" when it rewrote the file.
register_runsc() {
	local runsc
	runsc=$(command -v runsc) || return 0
	if [[ -f $DAEMON_JSON ]] && jq -e --arg p "$runsc" \
		'.runtimes.runsc.path == $p and ((.runtimes.runsc.runtimeArgs // []) | index("--network=none"))' \
		"$DAEMON_JSON" >/dev/null 2>&1; then
		return 0
	fi
	mkdir -p "$(dirname "$DAEMON_JSON")"
	local current='{}'
	if [[ -s $DAEMON_JSON ]]; then
		current=$(cat "$DAEMON_JSON")
		jq -e . >/dev/null 2>&1 <<<"$current" || die "$DAEMON_JSON is not valid JSON; fix it by hand"
	fi
	jq --arg p "$runsc" '.runtimes.runsc = {path: $p, runtimeArgs: ["--network=none"]}' \
		<<<"$current" >"$DAEMON_JSON.tmp" && mv "$DAEMON_JSON.tmp" "$DAEMON_JSON"
	log "registered runsc in $DAEMON_JSON"
	echo changed
}

wait_for_engine() {
	local i
	for ((i = 0; i < 60; i++)); do
		engine_socket >/dev/null && return 0
		sleep 0.5
	done
	return 1
}

# clear_stale_pidfile removes dockerd's pid file when its process is gone (or a zombie):
# after a machine's processes were all ended, dockerd would otherwise refuse to start
# with "pid file found, ensure docker is not running".
clear_stale_pidfile() {
	local pidfile=/var/run/docker.pid pid state
	[[ -f $pidfile ]] || return 0
	pid=$(cat "$pidfile")
	state=$(ps -o stat= -p "$pid" 2>/dev/null || true)
	if [[ -z $state || $state == Z* ]]; then
		rm -f "$pidfile"
	elif ! wait_for_engine; then # it may still be starting
		die "dockerd (pid $pid) is running but does not answer on /var/run/docker.sock; see $DOCKERD_LOG"
	fi
}

start_dockerd() {
	command -v dockerd >/dev/null || die "dockerd not found after installing docker.io"
	clear_stale_pidfile
	engine_socket >/dev/null && return 0
	log "starting dockerd in the background (log: $DOCKERD_LOG)"
	nohup dockerd >"$DOCKERD_LOG" 2>&1 </dev/null &
	disown || true
	wait_for_engine || die "dockerd did not answer within 30 s; last lines of $DOCKERD_LOG:
$(tail -n 20 "$DOCKERD_LOG")"
}

# reload_dockerd makes a running dockerd read daemon.json again; runtimes are reloadable.
reload_dockerd() {
	local pid
	pid=$(pgrep -x dockerd | head -n 1) || return 0
	log "reloading dockerd (pid $pid) for the new runtime"
	kill -HUP "$pid"
	local i
	for ((i = 0; i < 20; i++)); do
		curl -fsS --max-time 3 --unix-socket /var/run/docker.sock http://engine/info 2>/dev/null |
			jq -e '.Runtimes.runsc' >/dev/null && return 0
		sleep 0.5
	done
	die "dockerd did not load runsc from $DAEMON_JSON within 10 s of a reload; see $DOCKERD_LOG"
}

advice() {
	cat >&2 <<'EOF'
engine-setup: no container engine answers. Install one, then run this again:
  Debian/Ubuntu (as root):
    apt-get install -y docker.io runsc debootstrap tmux
    echo '{"runtimes":{"runsc":{"path":"/usr/bin/runsc","runtimeArgs":["--network=none"]}}}' > /etc/docker/daemon.json
    dockerd &            # or: systemctl start docker
  Podman (rootless):
    systemctl --user start podman.socket
  Or point DOCKER_HOST at an engine that answers.
EOF
}

main() {
	if can_install; then
		install_missing
		local changed
		changed=$(register_runsc)
		if s=$(engine_socket); then
			if [[ $changed == changed && $s == /var/run/docker.sock ]]; then
				reload_dockerd
			fi
		elif ! engine_tcp_answers; then
			start_dockerd
		fi
	elif ! engine_socket >/dev/null && ! engine_tcp_answers; then
		advice
		exit 1
	fi
	log "engine answers at $(engine_socket || echo "${DOCKER_HOST:-?}")"
}

main "$@"
