#!/usr/bin/env bash
# capture.sh BINARY — drive the real notebook in tmux through a scripted
# session and render what the terminal shows into screenshots/*.png with
# freeze. `make screenshots` runs it.
#
# Runs on the real kernels: monty, and the container kernel for the
# conversion (a container engine with the kernel image built:
# `backyard image build`). Needs tmux, rsvg-convert (Debian's librsvg2-bin: freeze's own PNG
# fallback crashes here) and a monospace font (fonts-dejavu-core).
set -euo pipefail

bin=$(realpath "${1:-bin/backyard}")
out=$(realpath "$(dirname "$0")")
freeze=${FREEZE:-$(command -v freeze || true)}
if [[ -z $freeze ]]; then
	freeze="go run github.com/charmbracelet/freeze@v0.2.2"
fi
for tool in tmux rsvg-convert; do
	command -v "$tool" >/dev/null || { echo "screenshots: $tool is missing (apt-get install tmux librsvg2-bin fonts-dejavu-core)" >&2; exit 1; }
done

work=$(mktemp -d)
sock="backyard-shots-$$"
cleanup() { tmux -L "$sock" kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

t() { tmux -L "$sock" "$@"; }
keys() { t send-keys -t 0 "$@"; }
text() { # type literal text; newlines are Enter
	local first=1 line
	while IFS= read -r line || [[ -n $line ]]; do
		((first)) || keys Enter
		first=0
		[[ -n $line ]] && t send-keys -t 0 -l "$line"
	done <<<"$1"
}
wait_for() { # wait until the screen shows $1
	for _ in $(seq 600); do
		t capture-pane -t 0 -p | grep -qF -- "$1" && return 0
		sleep 0.1
	done
	echo "screenshots: the screen never showed '$1':" >&2
	t capture-pane -t 0 -p >&2
	exit 1
}
escape() { keys Escape; wait_for COMMAND; sleep 0.3; }
shot() { # shot NAME: capture the pane with its colours and render it
	sleep 0.3
	t capture-pane -t 0 -e -N -p >"$work/$1.ansi"
	(cd "$work" && $freeze --language ansi --window --padding 20 --margin 0 \
		--font.family "DejaVu Sans Mono" --font.size 14 --line-height 1.2 \
		--background "#1e1e2e" --border.radius 8 \
		-o "$work/$1.svg" "$work/$1.ansi" >/dev/null)
	# freeze's own PNGs are 4x; 1600 px wide reads well and keeps the
	# repository small.
	rsvg-convert --width 1600 --keep-aspect-ratio -o "$out/$1.png" "$work/$1.svg"
	echo "screenshots/$1.png"
}

t new-session -d -x 110 -y 34 -c "$work" \
	"env COLORTERM=truecolor TERM=xterm-256color $bin sales.bynb; sleep 60"
wait_for COMMAND

# A markdown cell.
keys m Enter
text "# Sales by region
A **backyard** notebook: cells run on *monty*, backyard's own interpreter,
and move to a container when they need more."
escape

# Code with output.
keys b Enter
text 'regions = {"north": 120, "south": 95, "east": 143, "west": 88}
total = sum(regions.values())
for name, value in sorted(regions.items()):
print(f"{name:>6} {value:4d} {value / total:6.1%}")'
keys C-r
wait_for "19.7%"

# A result.
keys Enter
text 'max(regions, key=regions.get)'
keys C-r
wait_for "'east'"

# An error.
keys Enter
text 'regions["central"]'
keys C-e
wait_for "KeyError"
shot notebook

# Editing, with the cursor in a cell.
keys b Enter
text 'import time
for step in range(3):
time.sleep(0.5)'
shot editing
keys C-r
wait_for "[4]"

# A cell that needs more than monty: the session converts, replaying the
# cells before it (the sleeping one makes the replay slow enough to see).
keys Enter
text 'import numpy
numpy.mean(list(regions.values()))'
keys C-e
wait_for "replaying"
shot converting
wait_for "│ container, "  # the runtime follows: gVisor or runc
shot converted

# Completion from the container's namespace: inside a call's parentheses
# its keyword arguments come first.
escape
keys b Enter
text 'sorted(regions, re'
keys Tab
wait_for "reverse="
shot completion
keys Enter
wait_for "reverse=)"
sleep 0.3
escape

# input(): the prompt, and the input line under the cell.
keys b Enter
text 'name = input("Whose report? ")
print(f"Sales report for {name}: {total} units")'
keys C-e
wait_for "input ›"
text 'Ada'
wait_for "Ada"
shot input
keys Enter
wait_for "Sales report for Ada"
escape

# The help.
keys "?"
wait_for "backyard — keys"
shot help
