package zlib_test

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/internal/difftest"
)

// TestAgainstCPython runs the programs under testdata on monty and on
// CPython and compares their output.
func TestAgainstCPython(t *testing.T) { difftest.Run(t, "testdata") }

// TestCPythonReadsOurs and the other direction: data compressed by monty
// decompresses in CPython and the reverse, in every format and at several
// levels (the bytes themselves may differ: Go's deflate is not zlib's).
func TestCrossDecompress(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Fatal("python3 (the oracle) is not on PATH")
	}
	// Text with repeats and a stretch of noise, so that every kind of
	// deflate block appears.
	const data = `(b"backyard " * 3000 + bytes((i * 7919) % 251 for i in range(20000)))`
	for _, wbits := range []int{15, -15, 31, 9} {
		for _, level := range []int{-1, 0, 1, 9} {
			name := fmt.Sprintf("wbits=%d/level=%d", wbits, level)
			compress := fmt.Sprintf("import zlib\nprint(zlib.compress(%s, %d, %d).hex())\n", data, level, wbits)
			check := func(hexed string) string {
				return fmt.Sprintf("import zlib\nprint(zlib.decompress(bytes.fromhex(%q), %d) == %s)\n", hexed, wbits, data)
			}
			t.Run(name+"/cpython-reads-monty", func(t *testing.T) {
				out := difftest.Monty("compress", compress)
				if !out.OK {
					t.Fatalf("monty: %s", out.Stderr)
				}
				got, err := exec.Command(python, "-c", check(strings.TrimSpace(out.Stdout))).CombinedOutput()
				if err != nil || strings.TrimSpace(string(got)) != "True" {
					t.Errorf("CPython could not decompress monty's output: %v\n%s", err, got)
				}
			})
			t.Run(name+"/monty-reads-cpython", func(t *testing.T) {
				hexed, err := exec.Command(python, "-c", compress).Output()
				if err != nil {
					t.Fatalf("cpython: %v", err)
				}
				out := difftest.Monty("decompress", check(strings.TrimSpace(string(hexed))))
				if !out.OK || strings.TrimSpace(out.Stdout) != "True" {
					t.Errorf("monty could not decompress CPython's output: %s%s", out.Stdout, out.Stderr)
				}
			})
		}
	}
}
