package mountfs_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
)

// oracleScript runs each case's os function in the working directory and
// prints what happened as CPython shows it.
const oracleScript = `
import json, os, sys
flags = lambda names: sum(getattr(os, n) for n in names)
def run(op, a):
    if op == "open":
        os.close(os.open(a[0], flags(a[1]), 0o666))
    elif op in ("rename", "replace"):
        getattr(os, op)(a[0], a[1])
    elif op == "utime":
        os.utime(a[0], None)
    elif op == "truncate":
        os.truncate(a[0], a[1])
    elif op == "chmod":
        os.chmod(a[0], 0o644)
    elif op == "makedirs":
        os.makedirs(a[0], exist_ok=a[1])
    elif op == "chdir":
        here = os.getcwd()
        os.chdir(a[0])
        os.chdir(here)
    else:
        getattr(os, op)(a[0])
out = []
for op, args in json.load(sys.stdin):
    try:
        run(op, args)
        out.append("ok")
    except Exception as e:
        out.append(type(e).__name__ + ": " + str(e))
print(json.dumps(out))
`

type oracleCase struct {
	op   string
	args []any
}

func (c oracleCase) MarshalJSON() ([]byte, error) { return json.Marshal([]any{c.op, c.args}) }

var flagNames = map[string]int{
	"O_RDONLY": os.O_RDONLY, "O_WRONLY": os.O_WRONLY, "O_RDWR": os.O_RDWR, "O_CREAT": os.O_CREATE,
	"O_EXCL": os.O_EXCL, "O_TRUNC": os.O_TRUNC, "O_APPEND": os.O_APPEND, "O_DIRECTORY": syscall.O_DIRECTORY,
	"O_NOFOLLOW": syscall.O_NOFOLLOW,
}

// run does the case through fsys, as the interpreter's os module would.
func (c oracleCase) run(fsys *mountfs.FS) error {
	p, _ := c.args[0].(string)
	switch c.op {
	case "open":
		flag := 0
		for _, n := range c.args[1].([]string) {
			flag |= flagNames[n]
		}
		f, err := fsys.Open(p, flag, 0o666)
		if err == nil {
			f.Close()
		}
		return err
	case "rename":
		return fsys.Rename(p, c.args[1].(string))
	case "replace":
		return fsys.Replace(p, c.args[1].(string))
	case "utime":
		return fsys.Utime(p, time.Now(), time.Now())
	case "truncate":
		return fsys.Truncate(p, int64(c.args[1].(int)))
	case "chmod":
		return fsys.Chmod(p, 0o644)
	case "makedirs":
		return fsys.MkdirAll(p, 0o777, c.args[1].(bool))
	case "chdir":
		here := fsys.Getcwd()
		err := fsys.Chdir(p)
		fsys.Chdir(here)
		return err
	case "stat":
		_, err := fsys.Stat(p)
		return err
	case "lstat":
		_, err := fsys.Lstat(p)
		return err
	case "listdir":
		_, err := fsys.ReadDir(p)
		return err
	case "mkdir":
		return fsys.Mkdir(p, 0o777)
	case "rmdir":
		return fsys.RemoveDir(p)
	case "remove":
		return fsys.Remove(p)
	case "readlink":
		_, err := fsys.Readlink(p)
		return err
	}
	panic("unknown op " + c.op)
}

func oc(op string, args ...any) oracleCase { return oracleCase{op, args} }

// oracleTree is laid out in a host directory for python3, in a mounted
// directory and in /tmp for mountfs.
var oracleTree = map[string]string{"a.txt": "a", "sub/b.txt": "b", "full/x": "x", "empty/": ""}

// TestErrorsMatchCPython runs the same failing (and a few succeeding) os
// calls on a real directory under python3 and through mountfs, in a mount
// and in /tmp, and compares exception class and message.
func TestErrorsMatchCPython(t *testing.T) {
	long := strings.Repeat("x", 256)
	cases := []oracleCase{
		oc("open", "missing.txt", []string{"O_RDONLY"}),
		oc("open", "a.txt/x", []string{"O_RDONLY"}),
		oc("open", "a.txt/", []string{"O_RDONLY"}),
		oc("open", "a.txt/.", []string{"O_RDONLY"}),
		oc("open", "sub", []string{"O_RDONLY"}),
		oc("open", "sub", []string{"O_WRONLY"}),
		oc("open", "sub", []string{"O_RDONLY", "O_CREAT"}),
		oc("open", "sub/", []string{"O_RDWR"}),
		oc("open", "new/", []string{"O_WRONLY", "O_CREAT"}),
		oc("open", "a.txt", []string{"O_WRONLY", "O_CREAT", "O_EXCL"}),
		oc("open", "sub", []string{"O_WRONLY", "O_CREAT", "O_EXCL"}),
		oc("open", "nodir/x", []string{"O_WRONLY", "O_CREAT"}),
		oc("open", "a.txt/x", []string{"O_WRONLY", "O_CREAT"}),
		oc("open", "a.txt", []string{"O_RDONLY", "O_DIRECTORY"}),
		oc("open", "", []string{"O_RDONLY"}),
		oc("open", long, []string{"O_RDONLY"}),
		oc("open", "a\x00b", []string{"O_RDONLY"}),
		oc("open", "sub/b.txt", []string{"O_RDONLY"}),
		oc("stat", "missing"),
		oc("stat", "a.txt/x"),
		oc("stat", "a.txt/"),
		oc("stat", ""),
		oc("stat", "sub/../a.txt"),
		oc("lstat", "missing"),
		oc("listdir", "a.txt"),
		oc("listdir", "missing"),
		oc("listdir", ""),
		oc("mkdir", "a.txt"),
		oc("mkdir", "sub"),
		oc("mkdir", "sub/"),
		oc("mkdir", "."),
		oc("mkdir", "missing/x"),
		oc("mkdir", "a.txt/x"),
		oc("rmdir", "a.txt"),
		oc("rmdir", "full"),
		oc("rmdir", "missing"),
		oc("rmdir", "."),
		oc("rmdir", "sub/."),
		oc("rmdir", ".."),
		oc("remove", "sub"),
		oc("remove", "sub/"),
		oc("remove", "."),
		oc("remove", "missing"),
		oc("remove", "a.txt/"),
		oc("rename", "missing", "x"),
		oc("rename", "sub", "a.txt"),
		oc("rename", "a.txt", "sub"),
		oc("rename", "sub", "full"),
		oc("rename", "sub", "sub/inner"),
		oc("rename", "a.txt", "missing/x"),
		oc("rename", "a.txt", "a.txt/x"),
		oc("rename", "a.txt", "sub/"),
		oc("rename", ".", "x"),
		oc("rename", "x", "."),
		oc("rename", "sub", ".."),
		oc("replace", "missing", "x"),
		oc("replace", "sub", "full"),
		oc("readlink", "a.txt"),
		oc("readlink", "missing"),
		oc("chdir", "a.txt"),
		oc("chdir", "missing"),
		oc("chdir", "sub"),
		oc("utime", "missing"),
		oc("truncate", "missing", 0),
		oc("truncate", "sub", 0),
		oc("truncate", "a.txt", -1),
		oc("chmod", "missing"),
		oc("makedirs", "a.txt", false),
		oc("makedirs", "a.txt", true),
		oc("makedirs", "sub", false),
		oc("makedirs", "sub", true),
		oc("makedirs", "a.txt/x/y", true),
		oc("makedirs", "missing/../a.txt", false),
	}
	// Links exist only in mounts.
	linkCases := []oracleCase{
		oc("open", "loop", []string{"O_RDONLY"}),
		oc("open", "loop", []string{"O_RDONLY", "O_NOFOLLOW"}),
		oc("open", "link", []string{"O_RDONLY", "O_NOFOLLOW"}),
		oc("stat", "loop"),
		oc("lstat", "loop"),
		oc("readlink", "link"),
		oc("rmdir", "loop"),
		oc("rmdir", "dirlink"),
		oc("mkdir", "loop"),
		oc("chdir", "dirlink"),
		oc("listdir", "dirlink"),
	}
	links := map[string]string{"loop": "->loop", "link": "->a.txt", "dirlink": "->sub"}

	pyDir := filepath.Join(t.TempDir(), "w")
	tree(t, pyDir, oracleTree)
	tree(t, pyDir, links)
	want := python(t, pyDir, append(cases, linkCases...))

	host := filepath.Join(t.TempDir(), "w")
	tree(t, host, oracleTree)
	tree(t, host, links)
	fsys := newFS(t, mountfs.Options{Writable: true}, host)
	if err := fsys.MkdirAll("/tmp/w/sub", 0o777, false); err != nil {
		t.Fatal(err)
	}
	for name, content := range oracleTree {
		if strings.HasSuffix(name, "/") {
			fsys.MkdirAll("/tmp/w/"+name, 0o777, true)
			continue
		}
		fsys.MkdirAll(filepath.Dir("/tmp/w/"+name), 0o777, true)
		if err := writeFile(fsys, "/tmp/w/"+name, content); err != nil {
			t.Fatal(err)
		}
	}
	for _, dir := range []string{"/sandbox/w", "/tmp/w"} {
		if err := fsys.Chdir(dir); err != nil {
			t.Fatal(err)
		}
		all := cases
		if dir == "/sandbox/w" {
			all = append(cases, linkCases...)
		}
		for i, c := range all {
			if got := pyErr(c.run(fsys)); got != want[i] {
				t.Errorf("in %s, os.%s%q: %s\n\tCPython: %s", dir, c.op, c.args, got, want[i])
			}
		}
	}
}

// python runs the cases under python3 in dir and returns what each did.
func python(t *testing.T, dir string, cases []oracleCase) []string {
	t.Helper()
	in, err := json.Marshal(cases)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("python3", "-I", "-c", oracleScript)
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v\n%s", err, stderr.Bytes())
	}
	var res []string
	if err := json.Unmarshal(out, &res); err != nil || len(res) != len(cases) {
		t.Fatalf("python3 said %s (%v)", out, err)
	}
	return res
}
