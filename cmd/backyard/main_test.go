package main

import (
	"context"
	"flag"
	"slices"
	"strings"
	"testing"
	"time"
)

func runArgs(args ...string) (code int, stdout, stderr string) {
	var out, errb strings.Builder
	code = run(context.Background(), args, stdio{strings.NewReader(""), &out, &errb})
	return code, out.String(), errb.String()
}

func TestHelpListsExactlyTheCommandsThatExist(t *testing.T) {
	for _, args := range [][]string{nil, {"--help"}, {"-h"}, {"help"}} {
		code, out, _ := runArgs(args...)
		if code != 0 {
			t.Errorf("backyard %q exit %d, want 0", args, code)
		}
		var listed []string
		_, list, _ := strings.Cut(out, "commands:\n")
		for line := range strings.Lines(list) {
			if f := strings.Fields(line); len(f) > 0 {
				listed = append(listed, f[0])
			}
		}
		var want []string
		for _, c := range commands {
			want = append(want, c.name)
		}
		want = append(want, "help")
		if !slices.Equal(listed, want) {
			t.Errorf("backyard %q lists %q, want %q", args, listed, want)
		}
	}
}

func TestCommandLines(t *testing.T) {
	tests := []struct {
		name     string
		args     []string
		wantCode int
		wantOut  string // substring of stdout
		wantErr  string // substring of stderr
	}{
		{"help for a command shows its flags", []string{"help", "image"}, 0, "-offline", ""},
		{"help for an unknown command", []string{"help", "nope"}, 2, "", `unknown command "nope"`},
		{"unknown command", []string{"nope"}, 2, "", `unknown command "nope"`},
		{"unknown flag", []string{"doctor", "--nope"}, 2, "", "flag provided but not defined: -nope"},
		{"-h after a command", []string{"doctor", "-h"}, 0, "", "usage: backyard doctor"},
		{"doctor takes no arguments", []string{"doctor", "x"}, 2, "", "doctor takes no arguments"},
		{"a duration needs a unit", []string{"doctor", "--timeout", "5"}, 2, "", `want a positive Go duration such as 30s or 500ms, got "5"`},
		{"a notebook is not a program", []string{"run", "notes.ipynb"}, 2, "", "notes.ipynb is a notebook, and run takes a Python file; open it with `backyard notes.ipynb`"},
		{"a missing program", []string{"run", "/nonexistent/x.py"}, 2, "", "read /nonexistent/x.py: open /nonexistent/x.py: no such file"},
		{"negative workers", []string{"run", "--batch", "-", "--workers", "-1"}, 2, "", "--workers -1: want a positive number"},
		{"serve takes no arguments", []string{"serve", "x"}, 2, "", "serve takes no arguments"},
		{"mcp takes no arguments", []string{"mcp", "x"}, 2, "", "mcp takes no arguments"},
		{"a wheel folder that is not there", []string{"serve", "--index", "/nonexistent/wheels"}, 2, "", "--index /nonexistent/wheels: want a package index URL or a folder of wheels"},
		{"image needs a verb", []string{"image"}, 2, "", "build or status"},
		{"image verb must be known", []string{"image", "push"}, 2, "", `unknown image verb "push"`},
		{"image build flags follow the verb", []string{"image", "build", "--nope"}, 2, "", "flag provided but not defined: -nope"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runArgs(tt.args...)
			if code != tt.wantCode || !strings.Contains(out, tt.wantOut) || !strings.Contains(errOut, tt.wantErr) {
				t.Errorf("backyard %q = %d\nstdout %q\nstderr %q\nwant %d, stdout ∋ %q, stderr ∋ %q",
					tt.args, code, out, errOut, tt.wantCode, tt.wantOut, tt.wantErr)
			}
		})
	}
}

func TestKernelFlagsParse(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		check   func(k *kernelFlags) bool
		wantErr string // a part of the error; "" for none
	}{
		{"defaults are the kernel's", nil, func(k *kernelFlags) bool {
			return k.limits.Timeout == 30*time.Second && k.limits.MemoryBytes == 256<<20 && k.backend == "auto" && !k.network
		}, ""},
		{"timeout in Go syntax", []string{"--timeout", "500ms"}, func(k *kernelFlags) bool { return k.limits.Timeout == 500*time.Millisecond }, ""},
		{"timeout needs a unit", []string{"--timeout", "5"}, nil, `want a positive Go duration such as 30s or 500ms, got "5"`},
		{"timeout must be positive", []string{"--timeout", "0s"}, nil, `got "0s"`},
		{"memory in MB", []string{"--memory", "512"}, func(k *kernelFlags) bool { return k.limits.MemoryBytes == 512<<20 }, ""},
		{"memory must be positive", []string{"--memory", "0"}, nil, `want a positive number of megabytes, got "0"`},
		{"workspace repeats in order", []string{"--workspace", "a", "--workspace", "b"}, func(k *kernelFlags) bool {
			return slices.Equal(k.workspaces, []string{"a", "b"})
		}, ""},
		{"backend container", []string{"--backend", "container"}, func(k *kernelFlags) bool { return k.backend == "container" }, ""},
		{"backend auto", []string{"--backend", "auto"}, func(k *kernelFlags) bool { return k.backend == "auto" }, ""},
		{"backend must be known", []string{"--backend", "jvm"}, nil, `want auto, monty or container, got "jvm"`},
		{"cpus must be a number", []string{"--cpus", "many"}, nil, `want a positive number of cores such as 2 or 0.5, got "many"`},
		{"cpus must be positive", []string{"--cpus", "-1"}, nil, `got "-1"`},
		{"the rest", []string{"--network", "--readonly", "--image", "x:y", "--cpus", "0.5"}, func(k *kernelFlags) bool {
			return k.network && k.readonly && k.image == "x:y" && k.limits.CPUs == 0.5
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var k kernelFlags
			fs := flag.NewFlagSet("t", flag.ContinueOnError)
			fs.SetOutput(&strings.Builder{})
			k.register(fs)
			err := fs.Parse(tt.args)
			if tt.wantErr == "" && err != nil || tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)) {
				t.Fatalf("Parse(%q) = %v, want an error containing %q", tt.args, err, tt.wantErr)
			}
			if err == nil && !tt.check(&k) {
				t.Errorf("Parse(%q) gave %+v", tt.args, k)
			}
		})
	}
}
