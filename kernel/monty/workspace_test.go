package monty_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// TestWorkspaceThroughPython checks the workspace rules end to end, from
// Python through the kernel to the host: a directory and a single file
// mounted at /sandbox/<name>, seen through open, os, os.path, pathlib,
// glob and shutil; read-only by default (PermissionError in Python, the
// host untouched); writes reaching the host files once write access is
// granted, and refused again once it is revoked; the always-hidden
// folders and .gitignored paths invisible to every way of looking.
func TestWorkspaceThroughPython(t *testing.T) {
	base := t.TempDir()
	ws := filepath.Join(base, "proj")
	files := map[string]string{
		"data.txt":              "hello",
		"sub/b.txt":             "bee",
		".gitignore":            "*.log\nbuild/\n",
		"app.log":               "ignored-log",
		"build/out.txt":         "ignored-build",
		".git/config":           "hidden-git",
		".venv/pyvenv.cfg":      "hidden-venv",
		"node_modules/m.js":     "hidden-node",
		"__pycache__/x.pyc":     "hidden-pycache",
		".pytest_cache/v":       "hidden-pytest",
		".mypy_cache/v":         "hidden-mypy",
		".ruff_cache/v":         "hidden-ruff",
		"../notes.md":           "single-file",
		"../outside-secret.txt": "outside-secret",
	}
	for name, content := range files {
		p := filepath.Join(ws, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mounts := []kernel.Mount{
		{HostPath: ws, Name: "proj", Dir: true},
		{HostPath: filepath.Join(base, "notes.md"), Name: "notes.md"},
	}
	k := newKernel(t, monty.WithMounts(mounts, false))
	run := func(code string) *kernel.Result {
		t.Helper()
		r, err := k.Execute(context.Background(), kernel.Request{Code: code})
		if err != nil {
			t.Fatalf("%q: %v", code, err)
		}
		return r
	}

	reads := []struct{ name, code, want string }{
		{"open", "open('/sandbox/proj/data.txt').read()", "'hello'"},
		{"relative to the working directory", "open('sub/b.txt').read()", "'bee'"},
		{"single file mount", "open('/sandbox/notes.md').read()", "'single-file'"},
		{"os.listdir", "sorted(os.listdir('/sandbox/proj'))", "['.gitignore', 'data.txt', 'sub']"},
		{"os.listdir of /sandbox", "sorted(os.listdir('/sandbox'))", "['notes.md', 'proj']"},
		{"os.walk", "sorted(os.path.join(d, f) for d, _, fs in os.walk('/sandbox') for f in fs)",
			"['/sandbox/notes.md', '/sandbox/proj/.gitignore', '/sandbox/proj/data.txt', '/sandbox/proj/sub/b.txt']"},
		{"os.scandir", "sorted(e.name for e in os.scandir('/sandbox/proj'))", "['.gitignore', 'data.txt', 'sub']"},
		{"os.path", "(os.path.isfile('/sandbox/proj/data.txt'), os.path.getsize('/sandbox/proj/data.txt'), os.path.isdir('/sandbox/proj/sub'), os.path.exists('/sandbox/proj/.git'), os.path.exists('/sandbox/proj/app.log'))",
			"(True, 5, True, False, False)"},
		{"pathlib", "import pathlib\n(pathlib.Path('/sandbox/proj/sub/b.txt').read_text(), sorted(p.name for p in pathlib.Path('/sandbox/proj').iterdir()))",
			"('bee', ['.gitignore', 'data.txt', 'sub'])"},
		{"pathlib rglob", "import pathlib\nsorted(str(p) for p in pathlib.Path('/sandbox/proj').rglob('*'))",
			"['/sandbox/proj/.gitignore', '/sandbox/proj/data.txt', '/sandbox/proj/sub', '/sandbox/proj/sub/b.txt']"},
		{"glob", "import glob\nsorted(glob.glob('/sandbox/**', recursive=True) + glob.glob('/sandbox/proj/.*'))",
			"['/sandbox/', '/sandbox/notes.md', '/sandbox/proj', '/sandbox/proj/.gitignore', '/sandbox/proj/data.txt', '/sandbox/proj/sub', '/sandbox/proj/sub/b.txt']"},
		{"shutil copy to /tmp", "import shutil\nshutil.copy('/sandbox/proj/data.txt', '/tmp/d.txt')\nopen('/tmp/d.txt').read()", "'hello'"},
	}
	run("import os")
	for _, tt := range reads {
		t.Run(tt.name, func(t *testing.T) {
			r := run(tt.code)
			if !r.Success || r.Value == nil || r.Value.Repr != tt.want {
				t.Errorf("got %+v %v; want %s", r.Value, r.Error, tt.want)
			}
		})
	}

	hidden := []string{".git/config", ".venv/pyvenv.cfg", "node_modules/m.js", "__pycache__/x.pyc", ".pytest_cache/v", ".mypy_cache/v", ".ruff_cache/v", "app.log", "build/out.txt", "../outside-secret.txt"}
	for _, h := range hidden {
		t.Run("hidden "+h, func(t *testing.T) {
			r := run("open('/sandbox/proj/" + h + "').read()")
			if r.Success || r.Error.Type != "FileNotFoundError" {
				t.Errorf("got %+v %v; want FileNotFoundError", r.Value, r.Error)
			}
		})
	}

	writes := []struct{ name, code, host, want string }{
		{"open w", "open('/sandbox/proj/new.txt', 'w').write('x')", "new.txt", "x"},
		{"open a", "open('/sandbox/proj/data.txt', 'a').write('!')", "data.txt", "hello!"},
		{"pathlib write_text", "import pathlib\npathlib.Path('/sandbox/proj/p.txt').write_text('pp')", "p.txt", "pp"},
		{"os.makedirs", "os.makedirs('/sandbox/proj/d1/d2')\nopen('/sandbox/proj/d1/d2/f', 'w').write('f')", "d1/d2/f", "f"},
		{"os.rename", "os.rename('/sandbox/proj/sub/b.txt', '/sandbox/proj/sub/c.txt')", "sub/c.txt", "bee"},
		{"shutil.copy", "import shutil\nshutil.copy('/sandbox/proj/.gitignore', '/sandbox/proj/copy.txt')", "copy.txt", "*.log\nbuild/\n"},
		{"single file", "open('/sandbox/notes.md', 'w').write('v2')", "../notes.md", "v2"},
	}
	for _, tt := range writes {
		t.Run("read-only "+tt.name, func(t *testing.T) {
			before, _ := os.ReadFile(filepath.Join(ws, tt.host))
			r := run(tt.code)
			if r.Success || r.Error.Type != "PermissionError" {
				t.Errorf("got %+v %v; want PermissionError", r.Value, r.Error)
			}
			if after, _ := os.ReadFile(filepath.Join(ws, tt.host)); string(after) != string(before) {
				t.Errorf("the host file changed in read-only mode: %q", after)
			}
		})
	}
	if err := k.SetWriteAccess(context.Background(), true); err != nil {
		t.Fatal(err)
	}
	for _, tt := range writes {
		t.Run("granted "+tt.name, func(t *testing.T) {
			if r := run(tt.code); !r.Success {
				t.Fatalf("%v", r.Error)
			}
			if b, err := os.ReadFile(filepath.Join(ws, tt.host)); err != nil || string(b) != tt.want {
				t.Errorf("host file %s: %q, %v; want %q", tt.host, b, err, tt.want)
			}
		})
	}
	t.Run("writes cannot leave the mount", func(t *testing.T) {
		for _, code := range []string{
			"open('/sandbox/proj/../escaped.txt', 'w').write('x')",
			"open('/sandbox/escaped.txt', 'w').write('x')",
			"open('" + filepath.Join(base, "escaped.txt") + "', 'w').write('x')",
			"os.symlink('" + base + "', '/sandbox/proj/up')",
			"open('/sandbox/proj/.git/escaped.txt', 'w').write('x')",
		} {
			if r := run(code); r.Success {
				t.Errorf("%s succeeded", code)
			}
		}
		matches, _ := filepath.Glob(filepath.Join(base, "escaped.txt"))
		if len(matches) > 0 || fileExists(filepath.Join(ws, "up")) || fileExists(filepath.Join(ws, ".git", "escaped.txt")) {
			t.Errorf("a write left the mount: %v", matches)
		}
	})
	if err := k.SetWriteAccess(context.Background(), false); err != nil {
		t.Fatal(err)
	}
	t.Run("revoked", func(t *testing.T) {
		r := run("open('/sandbox/proj/new.txt', 'w').write('again')")
		if r.Success || r.Error.Type != "PermissionError" || !strings.Contains(r.Error.Message, "/sandbox/proj/new.txt") {
			t.Errorf("got %v; want PermissionError naming the file", r.Error)
		}
		if b, _ := os.ReadFile(filepath.Join(ws, "new.txt")); string(b) != "x" {
			t.Errorf("the host file changed after revoking: %q", b)
		}
	})
}

func fileExists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}
