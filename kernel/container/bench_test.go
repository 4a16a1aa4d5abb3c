package container_test

import (
	"context"
	"fmt"
	"io"
	"slices"
	"testing"
	"time"

	"github.com/docker/docker/api/types/container"

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
