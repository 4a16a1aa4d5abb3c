package engine_test

import (
	"context"
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/docker/docker/api/types/container"
	"github.com/docker/docker/api/types/filters"

	"github.com/backyard-dev/backyard/kernel/container/engine"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/container/image"
)

func TestCandidatesFollowDetectionOrder(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
		want []string
	}{
		{
			name: "DOCKER_HOST alone decides",
			env:  map[string]string{"DOCKER_HOST": "tcp://10.0.0.1:2375", "XDG_RUNTIME_DIR": "/run/user/1000"},
			want: []string{"tcp://10.0.0.1:2375"},
		},
		{
			name: "root without a runtime dir",
			env:  map[string]string{},
			want: []string{"unix:///var/run/docker.sock", "unix:///run/podman/podman.sock"},
		},
		{
			name: "user with a runtime dir tries rootless sockets",
			env:  map[string]string{"XDG_RUNTIME_DIR": "/run/user/1000"},
			want: []string{
				"unix:///var/run/docker.sock",
				"unix:///run/user/1000/docker.sock",
				"unix:///run/user/1000/podman/podman.sock",
				"unix:///run/podman/podman.sock",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := engine.Candidates(func(k string) string { return tt.env[k] })
			if !slices.Equal(got, tt.want) {
				t.Errorf("Candidates = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestConnectDescribesTheEngine(t *testing.T) {
	e := enginetest.Connect(t)
	if e.Kind != engine.Docker && e.Kind != engine.Podman {
		t.Errorf("Kind = %q", e.Kind)
	}
	if e.Version == "" || e.APIVersion == "" {
		t.Errorf("Version = %q, APIVersion = %q; want both set", e.Version, e.APIVersion)
	}
	if len(e.Runtimes) == 0 {
		t.Errorf("no runtimes registered")
	}
	// The negotiated version is what the client now sends; a request must succeed with it.
	if _, err := e.Client.Info(context.Background()); err != nil {
		t.Errorf("Info at negotiated API %s: %v", e.APIVersion, err)
	}
	t.Logf("engine: %s; runtimes %v (default %s)", e, e.Runtimes, e.DefaultRuntime)
}

func TestConnectWithoutEngineSaysWhatWasTried(t *testing.T) {
	t.Setenv("DOCKER_HOST", "unix://"+t.TempDir()+"/absent.sock")
	_, err := engine.Connect(context.Background())
	var none *engine.NoEngineError
	if !errors.As(err, &none) {
		t.Fatalf("Connect = %v, want a *NoEngineError", err)
	}
	if len(none.Tried) != 1 || !strings.Contains(err.Error(), "absent.sock") {
		t.Errorf("error does not name the address tried: %v", err)
	}
}

func TestRunCollectsTheOutputAndLeavesNoContainer(t *testing.T) {
	e := enginetest.Connect(t)
	ctx := context.Background()
	ref, err := image.Find(ctx, e)
	if err != nil {
		t.Fatal(err)
	}
	purpose := "test-run-" + strconv.Itoa(os.Getpid())
	res, err := e.Run(ctx, engine.RunSpec{Image: ref, Purpose: purpose,
		Cmd: []string{"python3", "-c", "import sys; print('out'); print('err', file=sys.stderr); sys.exit(3)"}})
	if err != nil {
		t.Fatal(err)
	}
	if res.Stdout != "out\n" || res.Stderr != "err\n" || res.ExitCode != 3 {
		t.Errorf("Run = %+v; want stdout \"out\\n\", stderr \"err\\n\", exit 3", res)
	}
	left, err := e.Client.ContainerList(ctx, container.ListOptions{All: true,
		Filters: filters.NewArgs(filters.Arg("label", engine.LabelKey+"="+purpose))})
	if err != nil {
		t.Fatal(err)
	}
	if len(left) != 0 {
		t.Errorf("%d containers left behind by Run", len(left))
	}
}
