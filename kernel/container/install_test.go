package container_test

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
)

// makeWheel builds a pure-Python wheel with python3's zipfile: a module whose
// VALUE is value. A wheel is a zip with the package and a .dist-info holding
// METADATA, WHEEL and RECORD.
func makeWheel(t *testing.T, dir, name, version, value string) {
	t.Helper()
	const script = `
import base64, hashlib, sys, zipfile
dir, name, version, value = sys.argv[1:]
module = name.replace("-", "_")
info = "%s-%s.dist-info" % (module, version)
files = {
    module + "/__init__.py": "VALUE = %r\n" % value,
    info + "/METADATA": "Metadata-Version: 2.1\nName: %s\nVersion: %s\n" % (name, version),
    info + "/WHEEL": "Wheel-Version: 1.0\nGenerator: backyard-test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
}
record = []
for path, text in files.items():
    digest = base64.urlsafe_b64encode(hashlib.sha256(text.encode()).digest()).rstrip(b"=").decode()
    record.append("%s,sha256=%s,%d" % (path, digest, len(text.encode())))
record.append(info + "/RECORD,,")
files[info + "/RECORD"] = "\n".join(record) + "\n"
with zipfile.ZipFile("%s/%s-%s-py3-none-any.whl" % (dir, module, version), "w") as z:
    for path, text in files.items():
        z.writestr(path, text)
`
	if out, err := exec.Command("python3", "-c", script, dir, name, version, value).CombinedOutput(); err != nil {
		t.Fatalf("build wheel: %v\n%s", err, out)
	}
}

// TestDependenciesInstallFromAWheelFolderOnce installs a wheel the test builds,
// through the install container, into a cache volume; the kernel, which has no
// network, imports it; a second session finds it installed.
func TestDependenciesInstallFromAWheelFolderOnce(t *testing.T) {
	e, ref := testEngine(t)
	wheels := t.TempDir()
	var b [4]byte
	rand.Read(b[:])
	suffix := hex.EncodeToString(b[:])
	makeWheel(t, wheels, "backyard-probe", "1.0", "from the wheel")
	makeWheel(t, wheels, "backyard-auto-"+suffix, "2.0", "found by its import")
	volume := "backyard-test-packages-" + suffix
	t.Cleanup(func() { e.Client.VolumeRemove(context.Background(), volume, true) })
	if err := os.WriteFile(filepath.Join(wheels, "README"), []byte("not a wheel"), 0o644); err != nil {
		t.Fatal(err)
	}

	var log logRecorder
	session := func() *container.Kernel {
		return newKernel(t, container.Options{Engine: e, Image: ref, PackageVolume: volume, PackageIndex: wheels, AutoInstall: true, Log: log.logger()})
	}
	probe := kernel.Request{Code: "import backyard_probe\nbackyard_probe.VALUE", Dependencies: []string{"backyard-probe==1.0"}}

	k := session()
	res := execute(t, k, probe)
	if res.Value == nil || res.Value.Repr != "'from the wheel'" {
		t.Fatalf("first session: %+v %v %s", res.Value, res.Error, traceback(res))
	}
	if n := log.count(`msg="pip install"`); n != 1 {
		t.Errorf("first session ran pip %d times, want 1", n)
	}
	if got := value(t, k, "import socket\nsorted(n for _, n in socket.if_nameindex())"); got != "['lo']" {
		t.Errorf("the kernel that imported the package has network %s", got)
	}
	auto := "import backyard_auto_" + suffix + " as m\nm.VALUE"
	if got := value(t, k, auto); got != "'found by its import'" {
		t.Errorf("auto install: %s", got)
	}
	if n := log.count(`msg="pip install"`); n != 2 {
		t.Errorf("after the automatic install pip ran %d times, want 2", n)
	}
	res = execute(t, k, kernel.Request{Code: "1", Dependencies: []string{"backyard-missing-" + suffix}})
	if res.Success || res.Error == nil || res.Error.Type != "PackageInstallError" || !strings.Contains(res.Stderr, "No matching distribution") {
		t.Errorf("a package that is not there: %+v %v", res, res.Error)
	}
	k.Close()

	k = session()
	res = execute(t, k, probe)
	if res.Value == nil || res.Value.Repr != "'from the wheel'" {
		t.Fatalf("second session: %+v %v", res.Value, res.Error)
	}
	if got := value(t, k, auto); got != "'found by its import'" {
		t.Errorf("second session, auto: %s", got)
	}
	if n := log.count(`msg="pip install"`); n != 3 {
		t.Errorf("pip ran %d times in all, want 3 (the second session installs nothing)", n)
	}
}

// TestDependenciesWithoutAnIndexFailAtOnce: when no package index answers
// (here an index URL on a closed local port), the install fails within
// seconds, not after pip's retries, and the answer says what to do.
func TestDependenciesWithoutAnIndexFailAtOnce(t *testing.T) {
	e, ref := testEngine(t)
	k := newKernel(t, container.Options{Engine: e, Image: ref, PackageIndex: "http://127.0.0.1:9/simple"})
	start := time.Now()
	res := execute(t, k, kernel.Request{Code: "1", Dependencies: []string{"requests"}})
	took := time.Since(start)
	if res.Success || res.Error == nil || res.Error.Type != "PackageInstallError" {
		t.Fatalf("want a PackageInstallError, got %+v %v", res, res.Error)
	}
	for _, want := range []string{"no package index is reachable", "--index DIR", "--network"} {
		if !strings.Contains(res.Error.Message, want) {
			t.Errorf("message %q lacks %q", res.Error.Message, want)
		}
	}
	if bound := loadfactor.Scale(2 * time.Second); took > bound {
		t.Errorf("took %v to fail, want under %v", took, bound)
	}
}
