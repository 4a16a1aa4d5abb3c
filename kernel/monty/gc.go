package monty

import (
	"os"
	"runtime/debug"
)

// TuneGC sets Go's garbage collector for a process whose work is running
// Python: GOGC=400 instead of 100, unless the GOGC environment variable
// chooses. An interpreter allocates small objects at a high rate (boxed
// floats and big ints, instances, frames of generators) over a live heap
// of a few megabytes, so at the default the collector runs every few
// milliseconds and its marking and write barriers take a third of the
// time; at 400 it runs a fifth as often. The heap may then grow to five
// times the live data between collections; the kernels' memory limits
// are measured on live values, not on the heap. It changes a process-wide
// setting, so only a program's main (backyard's commands) calls it.
func TuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}
