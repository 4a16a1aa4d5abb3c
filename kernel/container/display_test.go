package container_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// pngSignature starts every PNG file.
var pngSignature = []byte("\x89PNG\r\n\x1a\n")

func TestMatplotlibFiguresComeBackAsPNG(t *testing.T) {
	k := newKernel(t, container.Options{})
	tests := []struct {
		name string
		code string
		want int // figures returned
	}{
		{"plt.show() returns the figure", "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.show()", 1},
		{"each show() is a figure of its own", "plt.plot([1, 2])\nplt.show()\nplt.plot([3, 1])\nplt.show()", 2},
		{"a figure left open is returned", "fig, ax = plt.subplots()\nax.bar(['a', 'b'], [3, 5])", 1},
		{"figures are closed once returned", "plt.get_fignums()", 0},
		{"a failing cell's figure is returned too", "plt.plot([1, 2])\n1 / 0", 1},
		{"a cell without matplotlib has none", "x = 1", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := execute(t, k, kernel.Request{Code: tt.code})
			if len(res.Displays) != tt.want {
				t.Fatalf("%d displays, want %d; stderr %q, error %v", len(res.Displays), tt.want, res.Stderr, res.Error)
			}
			for i, d := range res.Displays {
				if d.MIMEType != "image/png" || !bytes.HasPrefix(d.Data, pngSignature) || len(d.Data) < 2000 {
					t.Errorf("display %d: %s, %d bytes, starts %q", i, d.MIMEType, len(d.Data), d.Data[:min(8, len(d.Data))])
				}
			}
			if res.Stderr != "" && res.Success {
				t.Errorf("stderr: %q", res.Stderr)
			}
		})
	}
	if v := value(t, k, "plt.get_fignums()"); v != "[]" {
		t.Errorf("figures left open: %s", v)
	}
}

func TestHiddenPathsAreInvisibleInTheContainer(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "proj")
	files := map[string]string{
		".git/config":           "[remote] secret",
		"node_modules/x/x.js":   "hidden",
		"sub/__pycache__/a.pyc": "hidden",
		".gitignore":            "*.log\nbuild/\n",
		"run.log":               "ignored",
		"build/out.txt":         "ignored",
		"keep.txt":              "kept",
		"sub/kept.py":           "kept",
	}
	for name, data := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	mounts, err := kernel.Mounts([]string{dir})
	if err != nil {
		t.Fatal(err)
	}
	checks := []struct {
		name, code, want string
	}{
		{"listdir leaves hidden names out", "import os\nsorted(os.listdir('.'))", "['.gitignore', 'keep.txt', 'sub']"},
		{"so does listdir of a subfolder", "sorted(os.listdir('/sandbox/proj/sub'))", "['kept.py']"},
		{"and os.walk", "sorted(os.path.join(d, f) for d, _, fs in os.walk('.') for f in fs)", "['./.gitignore', './keep.txt', './sub/kept.py']"},
		{"and pathlib", "import pathlib\nsorted(p.name for p in pathlib.Path('.').iterdir())", "['.gitignore', 'keep.txt', 'sub']"},
		{"a hidden file cannot be read", "try:\n    open('.git/config').read()\nexcept OSError as e:\n    r = type(e).__name__\nr", "'FileNotFoundError'"},
		{"not even by a subprocess", "import subprocess\nsubprocess.run(['cat', '.git/config', 'node_modules/x/x.js', 'build/out.txt'], capture_output=True).stdout", "b''"},
		{"an ignored file reads empty", "open('run.log').read()", "''"},
		{"a hidden folder is empty", "os.listdir('.git')", "[]"},
		{"visible files are there", "open('keep.txt').read()", "'kept'"},
		{"a hidden folder cannot be written", "import errno\ntry:\n    open('.git/hooks', 'w')\nexcept OSError as e:\n    r = e.errno in (errno.EROFS, errno.EACCES)\nr", "True"},
	}
	// gVisor implements mounts itself: both runtimes must hide the same.
	for _, runtime := range []string{engine.Runc, engine.Runsc} {
		t.Run(runtime, func(t *testing.T) {
			k := newKernel(t, container.Options{Mounts: mounts, Runtime: runtime})
			for _, c := range checks {
				if got := value(t, k, c.code); got != c.want {
					t.Errorf("%s: %s = %s, want %s", c.name, c.code, got, c.want)
				}
			}
		})
	}
}
