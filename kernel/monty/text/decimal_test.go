package text

import (
	"testing"
	"unicode"
)

func TestDecimalValueMatchesCPython(t *testing.T) {
	t.Parallel()
	var want map[int]int
	python(t, `
import json, sys, unicodedata
json.dump({cp: unicodedata.decimal(chr(cp)) for cp in range(0x110000) if unicodedata.decimal(chr(cp), -1) >= 0}, sys.stdout)
`, nil, &want)
	n := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		w, ok := want[int(r)]
		if !ok {
			w = -1
		}
		if got := DecimalValue(r); got != w {
			t.Errorf("DecimalValue(%U) = %d, CPython says %d", r, got, w)
		}
		if ok {
			n++
		}
	}
	t.Logf("compared %d decimal digits with CPython", n)
}
