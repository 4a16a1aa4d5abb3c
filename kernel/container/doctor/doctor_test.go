package doctor_test

import (
	"context"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/container/doctor"
	"github.com/backyard-dev/backyard/kernel/container/engine"
	"github.com/backyard-dev/backyard/kernel/container/engine/enginetest"
	"github.com/backyard-dev/backyard/kernel/container/image"
)

func TestReportPrintsChecksThenFixes(t *testing.T) {
	r := &doctor.Report{Checks: []doctor.Check{
		{Name: "engine", Detail: "docker 20.10.24 (API 1.41) at unix:///var/run/docker.sock"},
		{Name: "runsc", Level: doctor.Warn, Detail: "not registered", Fix: "apt-get install -y runsc"},
		{Name: "image", Level: doctor.Fail, Detail: "absent", Fix: "backyard image build --offline"},
	}}
	var b strings.Builder
	r.WriteTo(&b)
	want := `ok    engine           docker 20.10.24 (API 1.41) at unix:///var/run/docker.sock
warn  runsc            not registered
FAIL  image            absent

to fix:
  runsc: apt-get install -y runsc
  image: backyard image build --offline
`
	if b.String() != want {
		t.Errorf("report\n%s\nwant\n%s", b.String(), want)
	}
	if r.Healthy() {
		t.Errorf("Healthy() with a failed check")
	}
}

func TestNoEngineIsAFailureWithItsFix(t *testing.T) {
	t.Setenv("DOCKER_HOST", "unix://"+t.TempDir()+"/absent.sock")
	r := doctor.Run(context.Background(), doctor.Options{})
	if r.Healthy() || r.Checks[0].Name != "engine" || r.Checks[0].Level != doctor.Fail {
		t.Fatalf("checks %+v; want a failed engine first", r.Checks)
	}
	if !strings.Contains(r.Checks[0].Fix, "docker.io") {
		t.Errorf("engine fix %q does not say what to install", r.Checks[0].Fix)
	}
}

func TestDoctorOnAWorkingEngine(t *testing.T) {
	e := enginetest.Connect(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	if _, err := image.Ensure(ctx, e, image.Options{}); err != nil {
		t.Fatal(err)
	}
	r := doctor.Run(ctx, doctor.Options{})
	var b strings.Builder
	r.WriteTo(&b)
	t.Logf("\n%s", b.String())
	got := map[string]doctor.Check{}
	for _, c := range r.Checks {
		got[c.Name] = c
	}
	for _, name := range []string{"engine", "runc", "image", "python3 (image)"} {
		if c, ok := got[name]; !ok || c.Level != doctor.OK {
			t.Errorf("check %s = %+v; want ok", name, c)
		}
	}
	if d := got["python3 (image)"].Detail; !strings.HasPrefix(d, "Python 3.") || !strings.Contains(d, "numpy") {
		t.Errorf("image python detail %q", d)
	}
	// Podman's Docker API ignores the runtime asked for (the engine offers
	// its default only), so gVisor is required of Docker alone.
	if enginetest.InCI() && e.Kind == engine.Docker && got["runsc"].Level != doctor.OK {
		t.Errorf("in CI runsc must start a container: %+v", got["runsc"])
	}
}

func TestAnImageThatIsNotThereFailsAsTheImage(t *testing.T) {
	enginetest.Connect(t)
	r := doctor.Run(context.Background(), doctor.Options{Image: "backyard-doctor-test:absent"})
	got := map[string]doctor.Check{}
	for _, c := range r.Checks {
		got[c.Name] = c
	}
	if c := got["image"]; c.Level != doctor.Fail || !strings.Contains(c.Detail, "backyard-doctor-test:absent is not in the engine") ||
		!strings.Contains(c.Fix, "docker pull backyard-doctor-test:absent") {
		t.Errorf("image check %+v; want a failure naming the image and how to get it", c)
	}
	// The runtimes are not blamed for an image that is not there.
	for _, name := range []string{"runc", "runsc"} {
		if c := got[name]; c.Level == doctor.Fail || strings.Contains(c.Detail, "does not start") {
			t.Errorf("%s check %+v; want it untried", name, c)
		}
	}
	if r.Healthy() {
		t.Error("Healthy() with the image missing")
	}
}

// TestDoctorTriesTheWorkspaceFromTheContainer: a folder the kernel can write is
// reported so, with who owns what it writes; one it cannot (0555) is a failure with a
// fix, never a writable workspace.
func TestDoctorTriesTheWorkspaceFromTheContainer(t *testing.T) {
	e := enginetest.Connect(t)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	if _, err := image.Ensure(ctx, e, image.Options{}); err != nil {
		t.Fatal(err)
	}
	// Writable by anyone: whichever user the kernel runs as (the owner, mapped
	// root under gVisor, nobody under runc for a root-owned folder) may write.
	writable := t.TempDir()
	if err := os.Chmod(writable, 0o777); err != nil {
		t.Fatal(err)
	}
	locked := t.TempDir()
	if err := os.Chmod(locked, 0o555); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		dir   string
		level doctor.Level
		want  string
	}{
		{writable, doctor.OK, "is writable from the container"}, // or Warn: see below
		{locked, doctor.Fail, "is not writable from the container"},
	} {
		r := doctor.Run(ctx, doctor.Options{Workspaces: []string{tt.dir}})
		i := slices.IndexFunc(r.Checks, func(c doctor.Check) bool { return c.Name == "workspace" })
		if i < 0 {
			t.Fatalf("no workspace check in %+v", r.Checks)
		}
		c := r.Checks[i]
		t.Logf("%s: %s %s (fix: %s)", tt.dir, c.Level, c.Detail, c.Fix)
		level := c.Level
		if level == doctor.Warn && tt.level == doctor.OK && strings.Contains(c.Detail, "come out owned by") {
			level = doctor.OK // writable, as nobody: files do not belong to the folder's owner
		}
		if level != tt.level || !strings.Contains(c.Detail, tt.want) || (tt.level == doctor.Fail && c.Fix == "") {
			t.Errorf("%s: %s %q (fix %q), want %s and %q", tt.dir, c.Level, c.Detail, c.Fix, tt.level, tt.want)
		}
		if entries, _ := os.ReadDir(tt.dir); len(entries) != 0 {
			t.Errorf("the probe left %v in %s", entries, tt.dir)
		}
	}
}

// TestDoctorRunscHintFitsTheEngine: on the engine that answers, a runsc
// check with a fix names that engine's configuration (on Podman, which has
// no runsc here, containers.conf).
func TestDoctorRunscHintFitsTheEngine(t *testing.T) {
	e := enginetest.Connect(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	r := doctor.Run(ctx, doctor.Options{})
	i := slices.IndexFunc(r.Checks, func(c doctor.Check) bool { return c.Name == engine.Runsc })
	if i < 0 {
		t.Fatalf("no runsc check in %+v", r.Checks)
	}
	c := r.Checks[i]
	want, not := "daemon.json", "containers.conf"
	if e.Kind == engine.Podman {
		want, not = not, want
	}
	if c.Fix != "" && (!strings.Contains(c.Fix, want) || strings.Contains(c.Fix, not)) {
		t.Errorf("runsc fix on %s = %q, want it to name %s", e.Kind, c.Fix, want)
	}
	t.Logf("runsc on %s: %s; fix %q", e.Kind, c.Detail, c.Fix)
}
