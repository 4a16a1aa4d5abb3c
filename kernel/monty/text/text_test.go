package text

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestLowerFinalSigma(t *testing.T) {
	tests := []struct{ in, want string }{
		{"ΣΑΣ", "σας"},
		{"Σ", "σ"},
		{"ΑΣ.", "ας."},
		{"ΑΣ'Α", "ασ'α"},
		{"Α\u0301Σ", "α\u0301ς"},
		{"ΑΣ\u0301", "ας\u0301"},
		{"ΑΣ Α", "ας α"},
	}
	for _, tt := range tests {
		if got := Lower(tt.in); got != tt.want {
			t.Errorf("Lower(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSpecialCasing(t *testing.T) {
	tests := []struct {
		f       func(string) string
		name    string
		in, out string
	}{
		{Upper, "upper", "ß", "SS"},
		{Title, "title", "ﬁsh", "Fish"},
		{CaseFold, "casefold", "Straße", "strasse"},
		{Lower, "lower", "İ", "i\u0307"},
		{Title, "title", "ǆemal dŽ", "ǅemal Dž"},
		{Capitalize, "capitalize", "ŉ", "ʼN"},
	}
	for _, tt := range tests {
		if got := tt.f(tt.in); got != tt.out {
			t.Errorf("%s(%q) = %q, want %q", tt.name, tt.in, got, tt.out)
		}
	}
}

func TestCodePointIndexing(t *testing.T) {
	s := "a\xed\xa0\x80é日\U0001F600"
	if n := Len(s); n != 5 {
		t.Errorf("Len = %d, want 5", n)
	}
	if r := At(s, 1); r != 0xD800 {
		t.Errorf("At(1) = %U, want U+D800", r)
	}
	if got := Slice(s, 2, 4); got != "é日" {
		t.Errorf("Slice(2, 4) = %q", got)
	}
	if got := SliceStep(s, 4, -1, -2); got != "\U0001F600é"+"a" {
		t.Errorf("SliceStep(4, -1, -2) = %q", got)
	}
	if got := Find(s, "日", 0, 100); got != 3 {
		t.Errorf("Find = %d, want 3", got)
	}
	if got := Find(s, "日", 4, 100); got != -1 {
		t.Errorf("Find from 4 = %d, want -1", got)
	}
}

func TestTranslate(t *testing.T) {
	entries, err := MakeTrans("ab", "xy", "c")
	if err != nil {
		t.Fatal(err)
	}
	table := map[rune]string{}
	for _, e := range entries {
		if e.Delete {
			table[e.From] = ""
		} else {
			table[e.From] = string(e.To)
		}
	}
	got, err := Translate("abcabd", func(r rune) (string, bool, error) {
		s, ok := table[r]
		return s, ok, nil
	})
	if err != nil || got != "xyxyd" {
		t.Errorf("Translate = %q, %v; want xyxyd", got, err)
	}
	if _, err := MakeTrans("ab", "x", ""); err == nil || !strings.Contains(err.Error(), "equal length") {
		t.Errorf("MakeTrans unequal: %v", err)
	}
	if _, err := TranslateCodePoint(0x110000); err == nil {
		t.Error("TranslateCodePoint(0x110000) accepted")
	}
}

func TestSliceMatchesCPython(t *testing.T) {
	t.Parallel()
	type sliceCase struct {
		S                 string
		Start, Stop, Step int
	}
	r := rand.New(rand.NewPCG(15, 16))
	var cs []sliceCase
	for range 3000 {
		cs = append(cs, sliceCase{randomText(r, 8), r.IntN(21) - 10, r.IntN(21) - 10, []int{1, 2, 3, -1, -2, -3}[r.IntN(6)]})
	}
	var want []struct {
		Len     int
		Indices [3]int
		Slice   string
	}
	python(t, `
import json, sys
out = []
for c in json.load(sys.stdin):
    s, sl = c['S'], slice(c['Start'], c['Stop'], c['Step'])
    out.append({'Len': len(s), 'Indices': sl.indices(len(s)), 'Slice': s[sl]})
json.dump(out, sys.stdout)
`, cs, &want)
	for i, c := range cs {
		if n := Len(c.S); n != want[i].Len {
			t.Errorf("Len(%+q) = %d, want %d", c.S, n, want[i].Len)
		}
		ix := want[i].Indices
		if got := SliceStep(c.S, ix[0], ix[1], ix[2]); got != want[i].Slice {
			t.Errorf("%+q[%d:%d:%d] = %+q, want %+q", c.S, c.Start, c.Stop, c.Step, got, want[i].Slice)
		}
	}
	t.Logf("compared %d slices with CPython", len(cs))
}
