package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// BenchmarkRunIdleRSS measures the peak resident memory of `backyard run`
// of a program that does nothing (`pass`) against python3 running the same
// file, alternating the two, one of each per iteration. It reports the
// median peak RSS of each side in MB (with backyard's min and max) and the
// median of the per-pair ratios: what an agent pays per process for
// starting the sandbox instead of the interpreter.
//
//	go test ./cmd/backyard -run '^$' -bench RunIdleRSS -benchtime 10x
func BenchmarkRunIdleRSS(b *testing.B) {
	python, err := exec.LookPath("python3")
	if err != nil {
		b.Fatalf("python3: %v", err)
	}
	dir := b.TempDir()
	bin := filepath.Join(dir, "backyard")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	// Peak RSS is read from wait4's rusage, which after an exec also counts
	// the memory of the process that forked the child (Go forks with
	// CLONE_VM): a tiny launcher of our own forks the two sides, so that
	// only its own few MB, below either side, can leak into the figure.
	launcher := filepath.Join(dir, "launcher")
	if err := os.WriteFile(launcher+".go", []byte(launcherSource), 0o644); err != nil {
		b.Fatal(err)
	}
	if out, err := exec.Command("go", "build", "-o", launcher, launcher+".go").CombinedOutput(); err != nil {
		b.Fatalf("go build launcher: %v\n%s", err, out)
	}
	script := filepath.Join(dir, "idle.py")
	if err := os.WriteFile(script, []byte("pass\n"), 0o644); err != nil {
		b.Fatal(err)
	}
	peak := func(args ...string) float64 {
		out, err := exec.Command(launcher, args...).Output()
		if err != nil {
			b.Fatalf("%s: %v\n%s", args[0], err, out)
		}
		kb, err := strconv.ParseFloat(strings.TrimSpace(string(out)), 64)
		if err != nil {
			b.Fatalf("launcher printed %q", out)
		}
		return kb / 1024
	}
	// python3 may be a shim that execs the real interpreter; its own
	// executable is what we compare with.
	out, err := exec.Command(python, "-c", "import sys; print(sys.executable)").Output()
	if err == nil && len(out) > 1 {
		python = string(out[:len(out)-1])
	}
	peak(bin, "run", script)
	peak(python, script)
	self := peak(launcher + "-self")
	b.ResetTimer()
	var ours, theirs, ratios []float64
	for i := 0; i < b.N; i++ {
		m := peak(bin, "run", script)
		c := peak(python, script)
		ours, theirs, ratios = append(ours, m), append(theirs, c), append(ratios, m/c)
	}
	b.StopTimer()
	b.ReportMetric(medianOf(ours), "backyard-MB")
	b.ReportMetric(slices.Min(ours), "backyard-min-MB")
	b.ReportMetric(slices.Max(ours), "backyard-max-MB")
	b.ReportMetric(medianOf(theirs), "python3-MB")
	b.ReportMetric(medianOf(ratios), "x-python3")
	b.ReportMetric(self, "launcher-MB")
}

// launcherSource is the launcher: it runs its arguments as a command, its
// output discarded, and prints the command's peak RSS in kilobytes. Given
// a name ending in "-self" it prints its own high-water mark: the most
// its children's figures can include of it.
const launcherSource = `package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
)

func main() {
	if strings.HasSuffix(os.Args[1], "-self") {
		// Its own memory's high-water mark (rusage would count the
		// process that started it).
		b, _ := os.ReadFile("/proc/self/status")
		for _, line := range strings.Split(string(b), "\n") {
			if f := strings.Fields(line); len(f) > 1 && f[0] == "VmHWM:" {
				fmt.Println(f[1])
			}
		}
		return
	}
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss)
}
`

// medianOf is the middle of xs (the upper middle for an even count).
func medianOf(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}
