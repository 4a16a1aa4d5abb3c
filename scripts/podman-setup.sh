#!/usr/bin/env bash
# podman-setup.sh makes Podman's Docker-compatible API answer at /run/podman/podman.sock
# with the current kernel image in Podman's store, so that the container kernel's tests
# can run against Podman too (.ci/run; by hand: DOCKER_HOST=unix:///run/podman/podman.sock).
#
# As root on Debian it installs podman and catatonit (Podman's init) when missing and
# starts `podman system service` in the background when the socket does not answer.
# The image is copied from Docker's store when Docker has it (docker save | podman
# load, well under a minute) and built into Podman's store only otherwise (an offline
# build from nothing takes about six minutes). Idempotent: on a machine that is set up
# it takes about a second. Prints the DOCKER_HOST to use.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf 'podman-setup: %s\n' "$*" >&2; }
die() { printf 'podman-setup: FAILED: %s\n' "$*" >&2; exit 1; }

SOCK=/run/podman/podman.sock
LOG=${PODMAN_LOG:-/var/log/backyard-podman.log}
PODMAN_HOST=unix://$SOCK

answers() { curl -fsS --max-time 3 --unix-socket "$SOCK" http://podman/_ping >/dev/null 2>&1; }

missing=()
for p in podman catatonit; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]} > 0)); then
	[[ $(id -u) == 0 ]] && command -v apt-get >/dev/null || die "install ${missing[*]} (apt-get install -y ${missing[*]})"
	log "installing ${missing[*]}"
	apt-get update -q >/dev/null 2>&1 </dev/null || die "apt-get update failed"
	DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null 2>&1 </dev/null ||
		die "apt-get install ${missing[*]} failed"
fi

if ! answers; then
	log "starting podman system service at $SOCK (log: $LOG)"
	mkdir -p "$(dirname "$SOCK")"
	# From /: the service outlives this clone, and conmon fails ("Failed to get
	# working directory") once the folder it was started in is gone.
	(cd / && exec nohup podman system service --time=0 "$PODMAN_HOST" >>"$LOG" 2>&1 </dev/null) &
	for _ in $(seq 50); do
		answers && break
		sleep 0.2
	done
	answers || die "podman's API does not answer at $SOCK; see $LOG"
fi

go build -o bin/backyard ./cmd/backyard
# The image backyard wants, as Docker names it (building it there if needed: .ci/run
# has done so already); `image build` with DOCKER_HOST set finds or builds it in Podman.
want=$(DOCKER_HOST= bin/backyard image build --offline --quiet 2>/dev/null || true)
if [[ -n $want ]] && ! podman image exists "$want"; then
	if docker image inspect "$want" >/dev/null 2>&1; then
		log "copying $want from Docker's store"
		start=$SECONDS
		docker save "$want" | podman load -q >/dev/null
		log "copied in $((SECONDS - start)) s"
	fi
fi
DOCKER_HOST=$PODMAN_HOST bin/backyard image build --offline --quiet >/dev/null
echo "$PODMAN_HOST"
