package mountfs_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
)

var globTree = map[string]string{
	"a.txt": "", "b.txt": "", ".hidden.txt": "", ".hdir/x.txt": "", "sub/c.txt": "", "sub/.d.txt": "",
	"sub/deep/e.txt": "", "sub/deep/f.py": "", "other/g.txt": "", "we[ird].txt": "", "empty/": "",
	"link_sub": "->sub", "dangling": "->nothing", "node_modules/m.js": "", "x.log": "",
	".gitignore": "*.log\n",
}

const globScript = `
import glob, json, sys
root, cases = json.load(sys.stdin)
out = []
for pat, rec, hid in cases:
    res = glob.glob(pat.replace("{root}", root), recursive=rec, include_hidden=hid)
    out.append(sorted(r.replace(root, "{root}") for r in res))
print(json.dumps(out))
`

type globCase struct {
	Pat       string
	Rec, Hide bool
}

// TestGlobMatchesCPython compares Glob with glob.glob on the same tree (in
// a host directory for python3, mounted for mountfs); hidden folders and
// ignored files are taken out of CPython's answer, since the sandbox does
// not show them.
func TestGlobMatchesCPython(t *testing.T) {
	pats := []string{"*", "*.txt", ".*", "**", "**/*.txt", "sub/**", "sub/**/", "**/", "*/", "*/*.txt",
		"s*/*/*.py", "?.txt", "[ab].txt", "nope/*", "sub", "sub/", "sub/c.txt", "missing", "", "we[ird].txt",
		"we[[]ird].txt", "**/deep/*", "./*.txt", "sub/../*.txt", "{root}/*.txt", "{root}/**/*.py", "link_sub/*",
		"*/deep", "**/.*", "link_sub/../*.txt", "**/*.py", "dangling", "dangl*", "[!a]*", "sub/**/*.txt", "**/**"}
	var cases []globCase
	for _, p := range pats {
		for _, rec := range []bool{false, true} {
			for _, hid := range []bool{false, true} {
				cases = append(cases, globCase{p, rec, hid})
			}
		}
	}
	globOracle(t, globTree, cases)
}

// TestGlobThroughALinkLoopStopsWhereCPythonDoes: "**" descends through a
// link to "." until the path holds 40 links, as the kernel's ELOOP stops
// CPython.
func TestGlobThroughALinkLoopStopsWhereCPythonDoes(t *testing.T) {
	var cases []globCase
	for _, p := range []string{"**", "**/", "**/b", "*/*/*", "self/*/self/*"} {
		cases = append(cases, globCase{p, true, false})
	}
	globOracle(t, map[string]string{"a.txt": "", "self": "->.", "sub/b": ""}, cases)
}

func globOracle(t *testing.T, files map[string]string, cases []globCase) {
	t.Helper()
	pyRoot := filepath.Join(t.TempDir(), "w")
	tree(t, pyRoot, files)
	var pc [][]any
	for _, c := range cases {
		pc = append(pc, []any{c.Pat, c.Rec, c.Hide})
	}
	in, _ := json.Marshal([]any{pyRoot, pc})
	cmd := exec.Command("python3", "-I", "-c", globScript)
	cmd.Dir = pyRoot
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	var want [][]string
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatal(err)
	}

	host := filepath.Join(t.TempDir(), "w")
	tree(t, host, files)
	fsys := newFS(t, mountfs.Options{}, host)
	for i, c := range cases {
		got, err := fsys.Glob(context.Background(), strings.ReplaceAll(c.Pat, "{root}", "/sandbox/w"), c.Rec, c.Hide)
		if err != nil {
			t.Fatal(err)
		}
		for j := range got {
			got[j] = strings.Replace(got[j], "/sandbox/w", "{root}", 1)
		}
		slices.Sort(got)
		w := slices.DeleteFunc(want[i], func(p string) bool {
			return strings.Contains(p, "node_modules") || strings.HasSuffix(p, ".log")
		})
		if !slices.Equal(got, w) {
			t.Errorf("glob(%q, recursive=%v, include_hidden=%v):\n\tgot  %.500q\n\twant %.500q", c.Pat, c.Rec, c.Hide, got, w)
		}
	}
}

// TestFnmatchMatchesCPython compares the pattern matcher under Glob with
// fnmatch.fnmatchcase over awkward brackets, ranges and escapes.
func TestFnmatchMatchesCPython(t *testing.T) {
	pats := []string{"*", "*.txt", "?", "[abc]", "[!abc]", "[a-c]", "[!a-c]", "[]]", "[!]]", "[]-]", "[-]", "[--]",
		"[a-]", "[!-a]", "[z-a]", "[!z-a]", "[a-c-e]", "[b-a-c]", "[", "[!", "[a", "a[", `\*`, `[\]`, "[^a]", "[[]",
		"**", "a*b*c", "*a*", "[a-z0-9_]*", "[é-ü]", "*.[ch]", "x?y", "[!.]*", "[&~|]", "[a-cx-z]", "[!]", "[!b-a]",
		"[a-a]", "[!a-a]", "[%--]", "[a-c-]", "*?*", "[--0]", "[!--0]", "[]-a]", "[c-a-e]"}
	nms := []string{"", "a", "b", "-", "]", "[", "!", `\`, "^", "abc", "a.txt", "b.c", "é", "ñ", "x\ny", "&", "|",
		"~", "z", "aXbYc", ".hidden", "d", "e", "_", "[abc]", "0", "%", ",", "*", "ab", "xay"}
	script := `
import fnmatch, json, sys
pats, names = json.load(sys.stdin)
out = []
for p in pats:
    row = []
    for n in names:
        try: row.append("1" if fnmatch.fnmatchcase(n, p) else "0")
        except Exception: row.append("e")
    out.append("".join(row))
print(json.dumps(out))
`
	in, _ := json.Marshal([]any{pats, nms})
	cmd := exec.Command("python3", "-I", "-c", script)
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	var want []string
	json.Unmarshal(out, &want)
	for i, p := range pats {
		for j, n := range nms {
			if want[i][j] == 'e' {
				continue
			}
			if got := mountfs.Match(n, p); got != (want[i][j] == '1') {
				t.Errorf("fnmatchcase(%q, %q) = %v, CPython says %c", n, p, got, want[i][j])
			}
		}
	}
}

func TestWalkIsTopDownAndPrunable(t *testing.T) {
	host := filepath.Join(t.TempDir(), "w")
	tree(t, host, globTree)
	fsys := newFS(t, mountfs.Options{}, host)
	var seen []string
	err := fsys.Walk(context.Background(), ".", false, func(dir string, dirs, files []string) ([]string, error) {
		seen = append(seen, dir+" "+strings.Join(dirs, ",")+" | "+strings.Join(files, ","))
		return slices.DeleteFunc(dirs, func(d string) bool { return d == "other" }), nil
	})
	want := []string{
		". .hdir,empty,link_sub,other,sub | .gitignore,.hidden.txt,a.txt,b.txt,dangling,we[ird].txt",
		"./.hdir  | x.txt",
		"./empty  | ",
		"./sub deep | .d.txt,c.txt",
		"./sub/deep  | e.txt,f.py",
	}
	if err != nil || !slices.Equal(seen, want) {
		t.Errorf("walk:\n%s\nwant\n%s (%v)", strings.Join(seen, "\n"), strings.Join(want, "\n"), err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := fsys.Glob(ctx, "**", true, true); err == nil {
		t.Error("Glob with a cancelled context succeeded")
	}
}
