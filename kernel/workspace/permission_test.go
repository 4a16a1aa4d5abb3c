package workspace_test

import (
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/workspace"
)

// TestScanRecordsAFolderItCannotListAndGoesOn: a cell in the container runs as
// another user than backyard, so it can make a folder that backyard cannot list
// (tempfile.mkdtemp's mode 0700). The scan must report that folder and go on
// tracking the rest, not fail and leave every later cell untracked.
func TestScanRecordsAFolderItCannotListAndGoesOn(t *testing.T) {
	if os.Geteuid() == 0 {
		asNobody(t) // root lists every folder; run this test as a user that cannot
		return
	}
	dir := filepath.Join(t.TempDir(), "ws")
	tree(t, dir, map[string]string{"seen.txt": "a"})
	mounts, err := kernel.Mounts([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	before := mustScan(t, mounts)

	private := filepath.Join(dir, "private")
	tree(t, dir, map[string]string{"private/inside.txt": "x", "later.txt": "b"})
	if err := os.Chmod(private, 0); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(private, 0o755) }) // so that TempDir can remove it
	if _, err := os.ReadDir(private); err == nil {
		t.Fatal("the folder is still readable; the test cannot make the case")
	}
	c := workspace.Diff(before, mustScan(t, mounts))
	if got, want := paths(c.Added), []string{"/sandbox/ws/later.txt", "/sandbox/ws/private"}; !slices.Equal(got, want) {
		t.Errorf("added = %q, want %q", got, want)
	}
}

// asNobody runs the calling test again in a copy of the test binary, as uid
// 65534, and fails if it fails there.
func asNobody(t *testing.T) {
	t.Helper()
	setpriv, err := exec.LookPath("setpriv")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("setpriv (util-linux) is needed to run this test as another user: %v", err)
		}
		t.Skipf("running as root without setpriv: %v", err)
	}
	// The go build cache is private to root: copy the binary where nobody can run it.
	dir, err := os.MkdirTemp("", "workspace-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	bin := filepath.Join(dir, "workspace.test")
	copyFile(t, os.Args[0], bin)
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(setpriv, "--reuid=65534", "--regid=65534", "--clear-groups",
		bin, "-test.run=^"+t.Name()+"$", "-test.count=1", "-test.v")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "TMPDIR="+os.TempDir(), "HOME="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("as nobody: %v\n%s", err, out)
	}
	t.Logf("as nobody:\n%s", out)
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
}
