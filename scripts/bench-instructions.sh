#!/bin/bash
# bench-instructions.sh: instructions per bench() call of monty's benchmark
# programs, counted by valgrind's cachegrind. CPU-time ratios against
# CPython move by a quarter from one hour to the next on a shared machine;
# an instruction count does not move with the load, so it tells whether a
# change to the interpreter made a program cheaper.
#
# Each program runs under `backyard run` twice, calling bench() LOW and
# HIGH times; the difference over HIGH-LOW is one call, start-up excluded.
# Printed per program: the instructions of backyard's own code, and those
# of the Go runtime (allocation, collection, write barriers) apart, which
# vary a little from run to run with the collector's timing.
#
#   scripts/bench-instructions.sh [-b BINARY] [PROGRAM.py ...]
#
# Without programs: every kernel/monty/testdata/bench/*.py. Needs valgrind.
set -euo pipefail

bin=./bin/backyard
if [ "${1:-}" = "-b" ]; then
	bin=$2
	shift 2
fi
low=${LOW:-2}
high=${HIGH:-6}
command -v valgrind >/dev/null || {
	echo "bench-instructions: valgrind is not installed (apt-get install valgrind)" >&2
	exit 2
}
[ -x "$bin" ] || {
	echo "bench-instructions: no binary at $bin (make build)" >&2
	exit 2
}
[ $# -gt 0 ] || set -- kernel/monty/testdata/bench/*.py

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# count PROGRAM N: "ours runtime" instructions of a run calling bench() N times.
count() {
	local prog=$1 n=$2
	local out=$tmp/cg.$n
	{
		cat "$prog"
		printf '\nfor _ in range(%d):\n    bench()\n' "$n"
	} >"$tmp/prog.py"
	valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file="$out" \
		"$bin" run --backend monty --timeout 10m "$tmp/prog.py" >/dev/null 2>&1 || {
		echo "bench-instructions: $prog failed under valgrind" >&2
		return 1
	}
	# Scheduler functions are left out: under valgrind, which runs one
	# thread at a time, their count depends on how threads interleave.
	cg_annotate --auto=no --show=Ir "$out" 2>/dev/null |
		awk '/^ *[0-9,]+ \(/ && !/PROGRAM TOTALS/ {
			n = $1; gsub(",", "", n)
			if ($0 ~ /backyard-dev\/backyard\//) ours += n
			else if ($0 !~ /lock_spinbit|proc\.go|mcall|gogo|futex|mprof|nanotime|traceruntime/) rt += n
		} END { printf "%.0f %.0f\n", ours, rt }'
}

printf '%-28s %14s %14s\n' program "ours/call" "runtime/call"
for prog in "$@"; do
	read -r o1 r1 < <(count "$prog" "$low")
	read -r o2 r2 < <(count "$prog" "$high")
	d=$((high - low))
	printf '%-28s %13.1fM %13.1fM\n' "$(basename "$prog" .py)" \
		"$(echo "($o2 - $o1) / $d / 1000000" | bc -l)" \
		"$(echo "($r2 - $r1) / $d / 1000000" | bc -l)"
done
