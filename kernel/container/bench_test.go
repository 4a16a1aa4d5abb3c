package container_test

import (
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/pkg/stdcopy"

	"github.com/backyard-dev/backyard/kernel"
	bycontainer "github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// The benchmarks measure the kernel against what peers do, in the same run, and
// report the ratio: a warm cell against `docker exec <c> python3 -c '1+1'` (a fresh
// process per call), and a cold start to the first result against a bare
// `docker run --rm --network none image python3 -c pass`.

var runtimes = []string{engine.Runc, engine.Runsc}

// execSamples is how many `docker exec` calls the warm benchmark times: each costs
// about a tenth of a second.
const execSamples = 15

func BenchmarkWarmRoundTrip(b *testing.B) {
	for _, rt := range runtimes {
		b.Run(rt, func(b *testing.B) {
			k := newKernel(b, bycontainer.Options{Runtime: rt})
			ctx := context.Background()
			req := kernel.Request{Code: "1+1"}
			for range 5 { // warm up the agent and the connection
				execute(b, k, req)
			}
			var ours []time.Duration
			for b.Loop() {
				start := time.Now()
				res, err := k.Execute(ctx, req)
				if err != nil || res.Value == nil || res.Value.Repr != "2" {
					b.Fatalf("1+1 = %+v, %v", res, err)
				}
				ours = append(ours, time.Since(start))
			}
			b.StopTimer()
			e, _ := testEngine(b)
			var exec []time.Duration
			for range execSamples {
				d, err := dockerExec(ctx, e, k.ContainerID(), "python3", "-c", "1+1")
				if err != nil {
					b.Fatal(err)
				}
				exec = append(exec, d)
			}
			report(b, "warm", median(ours), "exec", median(exec))
		})
	}
}

func BenchmarkColdStart(b *testing.B) {
	for _, rt := range runtimes {
		b.Run(rt, func(b *testing.B) {
			e, ref := testEngine(b)
			ctx := context.Background()
			var ours, bare []time.Duration
			for b.Loop() {
				start := time.Now()
				k, err := bycontainer.New(ctx, bycontainer.Options{Engine: e, Image: ref, Runtime: rt})
				if err != nil {
					b.Fatal(err)
				}
				res, err := k.Execute(ctx, kernel.Request{Code: "1+1"})
				ours = append(ours, time.Since(start))
				k.Close()
				if err != nil || !res.Success {
					b.Fatalf("first cell: %+v %v", res, err)
				}
				d, err := dockerRun(ctx, e, ref, rt, "python3", "-c", "pass")
				if err != nil {
					b.Fatal(err)
				}
				bare = append(bare, d)
			}
			report(b, "cold", median(ours), "run", median(bare))
		})
	}
}

// report records our median, the peer's, and how many times ours is faster (or,
// under 1, slower).
func report(b *testing.B, ourName string, ours time.Duration, peerName string, peer time.Duration) {
	b.ReportMetric(float64(ours)/1e6, ourName+"-ms")
	b.ReportMetric(float64(peer)/1e6, peerName+"-ms")
	b.ReportMetric(float64(peer)/float64(ours), "x-"+peerName)
	b.Logf("%s median %v, %s median %v: %.1fx", ourName, ours.Round(time.Microsecond), peerName, peer.Round(time.Microsecond), float64(peer)/float64(ours))
}

func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}

// dockerExec does what `docker exec <id> cmd...` does and times it.
func dockerExec(ctx context.Context, e *engine.Engine, id string, cmd ...string) (time.Duration, error) {
	start := time.Now()
	created, err := e.Client.ContainerExecCreate(ctx, id, container.ExecOptions{Cmd: cmd, AttachStdout: true, AttachStderr: true})
	if err != nil {
		return 0, fmt.Errorf("exec create: %w", err)
	}
	att, err := e.Client.ContainerExecAttach(ctx, created.ID, container.ExecAttachOptions{})
	if err != nil {
		return 0, fmt.Errorf("exec attach: %w", err)
	}
	io.Copy(io.Discard, att.Reader)
	att.Close()
	took := time.Since(start)
	info, err := e.Client.ContainerExecInspect(ctx, created.ID)
	if err != nil || info.ExitCode != 0 {
		return 0, fmt.Errorf("exec %v: exit %d, %v", cmd, info.ExitCode, err)
	}
	return took, nil
}

// dockerRun does what `docker run --rm --network none --runtime rt image cmd...`
// does and times it, removal included.
func dockerRun(ctx context.Context, e *engine.Engine, image, rt string, cmd ...string) (time.Duration, error) {
	start := time.Now()
	created, err := e.Client.ContainerCreate(ctx, &container.Config{Image: image, Cmd: cmd, Labels: map[string]string{engine.LabelKey: "bench"}},
		&container.HostConfig{NetworkMode: "none", Runtime: rt, AutoRemove: true}, nil, nil, "")
	if err != nil {
		return 0, fmt.Errorf("create: %w", err)
	}
	waitc, errc := e.Client.ContainerWait(ctx, created.ID, container.WaitConditionNextExit)
	if err := e.Client.ContainerStart(ctx, created.ID, container.StartOptions{}); err != nil {
		return 0, fmt.Errorf("start: %w", err)
	}
	select {
	case w := <-waitc:
		if w.StatusCode != 0 {
			return 0, fmt.Errorf("%v exited %d", cmd, w.StatusCode)
		}
	case err := <-errc:
		return 0, fmt.Errorf("wait: %w", err)
	}
	took := time.Since(start)
	return took, nil
}

// cpuCells are CPU-bound cells, each timed from inside: the same code run by the agent
// as a cell and by python3 as a script in the same container should take the same time.
var cpuCells = []struct{ name, code string }{
	{"partitions", `from functools import lru_cache
@lru_cache(maxsize=128)
def partitions(n, k):
    if n == 0:
        return 1
    if n < 0 or k == 0:
        return 0
    return partitions(n - k, k) + partitions(n, k - 1)
partitions(70, 70)`},
	{"fib", "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\nfib(27)"},
	{"loop", "s = 0\nfor i in range(1_000_000):\n    s += i * i % 7"},
	{"counter", "import collections\nc = collections.Counter('w%d' % (i % 5000) for i in range(600_000))\n' '.join(sorted(c))"},
	{"sort", "import random\nr = random.Random(1)\nxs = [r.random() for _ in range(300_000)]\nys = sorted(xs, key=lambda x: -x)"},
	{"objects", `class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
    def norm(self):
        return self.x * self.x + self.y * self.y
sum(P(i, i + 1).norm() for i in range(400_000))`},
	// Calls from every depth to 300: a frame-chunk edge at any depth shows here.
	{"depths", "def leaf():\n    pass\ndef at(d):\n    if d:\n        return at(d - 1)\n    for _ in range(2000):\n        leaf()\nfor d in range(300):\n    at(d)"},
}

// timed wraps code so that it prints how long its own work took: wall-clock time,
// and the process's CPU time (every thread's: the agent's own count against it),
// which a loaded machine disturbs less.
func timed(code string) string {
	return "import time as _t\n_s, _c = _t.perf_counter(), _t.process_time()\n" + code +
		"\nprint('took %.6f %.6f' % (_t.perf_counter() - _s, _t.process_time() - _c))\n"
}

// took is the wall-clock and CPU time a timed cell printed.
type took struct{ wall, cpu time.Duration }

func tookOf(out string) (took, error) {
	var wall, cpu float64
	i := strings.LastIndex(out, "took ")
	if i < 0 {
		return took{}, fmt.Errorf("no timing in %q", out)
	}
	if _, err := fmt.Sscanf(out[i:], "took %f %f", &wall, &cpu); err != nil {
		return took{}, fmt.Errorf("timing in %q: %w", out, err)
	}
	return took{time.Duration(wall * float64(time.Second)), time.Duration(cpu * float64(time.Second))}, nil
}

// BenchmarkCPUBoundCells times each of cpuCells run as a cell in the kernel and as
// `python3 -c` by docker exec in the same container (same limits, same runtime), one
// after the other in every iteration, and reports each cell's ratio of best times
// (CPU and wall-clock, each the best of the iterations), agent over script (1.00 is
// parity; the target is at most 1.10), and their geometric means. Each
// cell runs after a Reset, so that both start from an empty namespace. Run with
// -benchtime=5x or more: a loaded machine's noise is larger than the differences.
func BenchmarkCPUBoundCells(b *testing.B) {
	for _, rt := range runtimes {
		b.Run(rt, func(b *testing.B) {
			k := newKernel(b, bycontainer.Options{Runtime: rt})
			e, _ := testEngine(b)
			ctx := context.Background()
			ours := make([][]took, len(cpuCells))
			script := make([][]took, len(cpuCells))
			inKernel := func(i int) {
				// Each cell starts from an empty namespace, as a script does: a
				// session's earlier objects would cost its collector time.
				if err := k.Reset(ctx); err != nil {
					b.Fatal(err)
				}
				c := cpuCells[i]
				res, err := k.Execute(ctx, kernel.Request{Code: timed(c.code), Limits: kernel.Limits{Timeout: 5 * time.Minute}})
				if err != nil || !res.Success {
					b.Fatalf("%s in the kernel: %+v %v", c.name, res, err)
				}
				d, err := tookOf(res.Stdout)
				if err != nil {
					b.Fatal(err)
				}
				ours[i] = append(ours[i], d)
			}
			asScript := func(i int) {
				c := cpuCells[i]
				out, err := execOutput(ctx, e, k.ContainerID(), "python3", "-c", timed(c.code))
				if err != nil {
					b.Fatalf("%s as a script: %v", c.name, err)
				}
				d, err := tookOf(out)
				if err != nil {
					b.Fatal(err)
				}
				script[i] = append(script[i], d)
			}
			round := 0
			for b.Loop() {
				for i := range cpuCells {
					if round%2 == 0 { // the two take turns at going first
						inKernel(i)
						asScript(i)
					} else {
						asScript(i)
						inKernel(i)
					}
				}
				round++
			}
			b.StopTimer()
			var logWall, logCPU float64
			for i, c := range cpuCells {
				o, s := best(ours[i]), best(script[i])
				rw, rc := float64(o.wall)/float64(s.wall), float64(o.cpu)/float64(s.cpu)
				logWall += math.Log(rw)
				logCPU += math.Log(rc)
				b.ReportMetric(rc, "x-cpu-"+c.name)
				b.Logf("%-10s CPU: agent %7.1f ms  python3 %7.1f ms  %.2fx   wall: agent %7.1f ms  python3 %7.1f ms  %.2fx",
					c.name, ms(o.cpu), ms(s.cpu), rc, ms(o.wall), ms(s.wall), rw)
			}
			n := float64(len(cpuCells))
			b.ReportMetric(math.Exp(logCPU/n), "x-cpu-geomean")
			b.ReportMetric(math.Exp(logWall/n), "x-wall-geomean")
			b.Logf("geometric mean, agent over python3: CPU %.2fx, wall %.2fx", math.Exp(logCPU/n), math.Exp(logWall/n))
		})
	}
}

// best is the least wall-clock and the least CPU time of ts: a loaded machine only
// ever adds time.
func best(ts []took) took {
	b := ts[0]
	for _, t := range ts[1:] {
		b.wall, b.cpu = min(b.wall, t.wall), min(b.cpu, t.cpu)
	}
	return b
}

func ms(d time.Duration) float64 { return float64(d) / 1e6 }

// execOutput runs cmd in container id as `docker exec` does and returns its stdout.
func execOutput(ctx context.Context, e *engine.Engine, id string, cmd ...string) (string, error) {
	created, err := e.Client.ContainerExecCreate(ctx, id, container.ExecOptions{Cmd: cmd, AttachStdout: true, AttachStderr: true})
	if err != nil {
		return "", fmt.Errorf("exec create: %w", err)
	}
	att, err := e.Client.ContainerExecAttach(ctx, created.ID, container.ExecAttachOptions{})
	if err != nil {
		return "", fmt.Errorf("exec attach: %w", err)
	}
	defer att.Close()
	var stdout, stderr strings.Builder
	if _, err := stdcopy.StdCopy(&stdout, &stderr, att.Reader); err != nil {
		return "", fmt.Errorf("exec output: %w", err)
	}
	info, err := e.Client.ContainerExecInspect(ctx, created.ID)
	if err != nil || info.ExitCode != 0 {
		return "", fmt.Errorf("exec %v: exit %d, %v\n%s", cmd[:1], info.ExitCode, err, stderr.String())
	}
	return stdout.String(), nil
}
