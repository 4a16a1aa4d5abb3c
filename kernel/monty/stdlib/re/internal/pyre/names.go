package pyre

import (
	"strconv"
	"strings"
	"sync"

	"golang.org/x/text/unicode/runenames"
)

// \N{name} escapes look a character up by its Unicode name, as
// unicodedata.lookup does: case-insensitively, with the algorithmic names
// of CJK ideographs and Hangul syllables. The name table is built from
// golang.org/x/text on first use (it costs tens of milliseconds, so no
// program that never writes \N pays for it) and never changes after.

var (
	nameTableOnce sync.Once
	nameTable     map[string]rune
)

func buildNameTable() {
	nameTable = make(map[string]rune, 40000)
	for r := rune(0); r <= maxRune; r++ {
		if r >= 0xd800 && r <= 0xdfff {
			continue
		}
		name := runenames.Name(r)
		if name == "" || name[0] == '<' || strings.HasPrefix(name, "CJK UNIFIED IDEOGRAPH-") ||
			strings.HasPrefix(name, "HANGUL SYLLABLE ") {
			continue
		}
		nameTable[name] = r
	}
}

// Hangul syllable names are built from jamo short names.
var (
	hangulL = strings.Split("G GG N D DD R M B BB S SS  J JJ C K T P H", " ")
	hangulV = strings.Split("A AE YA YAE EO E YEO YE O WA WAE OE YO U WEO WE WI YU EU YI I", " ")
	hangulT = strings.Split(" G GG GS N NJ NH D L LG LM LB LS LT LP LH M B BS S SS NG J C K T P H", " ")
)

// lookupCharName is unicodedata.lookup for a single character.
func lookupCharName(name string) (rune, bool) {
	name = strings.ToUpper(name)
	if hex, ok := strings.CutPrefix(name, "CJK UNIFIED IDEOGRAPH-"); ok {
		v, err := strconv.ParseUint(hex, 16, 32)
		if err != nil || len(hex) < 4 || len(hex) > 5 {
			return 0, false
		}
		r := rune(v)
		if strings.HasPrefix(runenames.Name(r), "<CJK Ideograph") && strings.ToUpper(strconv.FormatInt(int64(r), 16)) == hex {
			return r, true
		}
		return 0, false
	}
	if syl, ok := strings.CutPrefix(name, "HANGUL SYLLABLE "); ok {
		for l, ls := range hangulL {
			if !strings.HasPrefix(syl, ls) {
				continue
			}
			for v, vs := range hangulV {
				rest, ok := strings.CutPrefix(syl[len(ls):], vs)
				if !ok {
					continue
				}
				for t, ts := range hangulT {
					if rest == ts {
						return rune(0xac00 + (l*21+v)*28 + t), true
					}
				}
			}
		}
		return 0, false
	}
	nameTableOnce.Do(buildNameTable)
	r, ok := nameTable[name]
	return r, ok
}
