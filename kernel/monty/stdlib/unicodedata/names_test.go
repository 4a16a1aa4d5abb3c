package unicodedata

import (
	"bufio"
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// TestNamesMatchCPython compares the name of every code point with
// CPython's unicodedata.name.
func TestNamesMatchCPython(t *testing.T) {
	out, err := exec.Command("python3", "-c", `
import unicodedata as u, sys
w = sys.stdout.write
for c in range(0x110000):
    n = u.name(chr(c), "")
    if n:
        w("%x %s\n" % (c, n))
`).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	want := map[rune]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		h, n, _ := strings.Cut(sc.Text(), " ")
		v, _ := strconv.ParseUint(h, 16, 32)
		want[rune(v)] = n
	}
	bad := 0
	for r := rune(0); r <= 0x10FFFF; r++ {
		if got := name(r); got != want[r] {
			if bad < 20 {
				t.Errorf("name(%U) = %q, CPython %q", r, got, want[r])
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%d names differ", bad)
	}
	for _, n := range []string{"LATIN SMALL LETTER A", "HANGUL SYLLABLE GAG", "CJK UNIFIED IDEOGRAPH-4E00", "GRINNING FACE"} {
		if r, ok := lookupName(n); !ok || name(r) != n {
			t.Errorf("lookup(%q) = %U, %v", n, r, ok)
		}
	}
}
