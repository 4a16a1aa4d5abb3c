// Package unicodedata is Python's unicodedata module for monty, with
// CPython 3.11's data (Unicode 14.0.0).
//
// Go's unicode tables are a later version, so the properties come from
// tables generated from CPython itself (gen_tables.py writes tables.go:
// runs of code points sharing category, bidirectional class, combining
// class, East Asian width and mirroring, and the decompositions and
// numeric values). Names come from golang.org/x/text/unicode/runenames,
// with the ideographs and Hangul syllables spelt out as CPython does them,
// and normalization from golang.org/x/text/unicode/norm.
package unicodedata

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/runenames"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/text"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

func init() { vm.RegisterModule("unicodedata", newModule) }

// props are the per-character properties of one run.
type props struct {
	category, bidi string
	combining      int
	eaw            string
	mirrored       bool
}

type numericValue struct {
	decimal, digit int
	value          float64
}

func lookupProps(r rune) props {
	i := sort.Search(len(runStarts), func(i int) bool { return runStarts[i] > r }) - 1
	return palette[runProps[i]]
}

var (
	hangulL = strings.Fields("G GG N D DD R M B BB S SS _ J JJ C K T P H")
	hangulV = strings.Fields("A AE YA YAE EO E YEO YE O WA WAE OE YO U WEO WE WI YU EU YI I")
	hangulT = append([]string{""}, strings.Fields("G GG GS N NJ NH D L LG LM LB LS LT LP LH M B BS S SS NG J C K T P H")...)
)

// name is the character's name, "" when it has none.
func name(r rune) string {
	switch lookupProps(r).category {
	case "Cn", "Co", "Cs", "Cc":
		return ""
	}
	n := runenames.Name(r)
	switch {
	case strings.HasPrefix(n, "<CJK Ideograph"):
		return fmt.Sprintf("CJK UNIFIED IDEOGRAPH-%X", r)
	case n == "<Hangul Syllable>":
		s := int(r - 0xAC00)
		l, v, t := s/(21*28), s%(21*28)/28, s%28
		lj := hangulL[l]
		if lj == "_" {
			lj = ""
		}
		return "HANGUL SYLLABLE " + lj + hangulV[v] + hangulT[t]
	case strings.HasPrefix(n, "<"):
		return ""
	}
	return n
}

// byName is lookup's index, built on first use and never changed.
var byName = sync.OnceValue(func() map[string]rune {
	m := make(map[string]rune, 40000)
	for r := rune(0); r <= 0x10FFFF; r++ {
		if r == 0xAC00 {
			r = 0xD7A4 // Hangul syllables are looked up by their parts
		}
		if n := name(r); n != "" && !strings.HasPrefix(n, "CJK UNIFIED IDEOGRAPH-") {
			m[n] = r
		}
	}
	return m
})

func lookupName(n string) (rune, bool) {
	n = strings.ToUpper(n)
	if r, ok := byName()[n]; ok {
		return r, true
	}
	if hex, ok := strings.CutPrefix(n, "CJK UNIFIED IDEOGRAPH-"); ok {
		if v, err := strconv.ParseUint(hex, 16, 32); err == nil && (len(hex) == 4 || len(hex) == 5) {
			r := rune(v)
			if name(r) == n {
				return r, true
			}
		}
	}
	if rest, ok := strings.CutPrefix(n, "HANGUL SYLLABLE "); ok {
		for r := rune(0xAC00); r < 0xD7A4; r++ {
			if name(r)[len("HANGUL SYLLABLE "):] == rest {
				return r, true
			}
		}
	}
	return 0, false
}

// char reads the one-character argument of most functions.
func char(fname string, args []vm.Value, kw []string, max int) (rune, error) {
	if err := native.Count("unicodedata."+fname, fname, args, kw, 1, max); err != nil {
		return 0, err
	}
	which := "argument"
	if max > 1 {
		which = "argument 1"
	}
	str, ok := native.Unwrap(args[0]).(*vm.Str)
	if !ok {
		return 0, vm.Errorf(vm.TypeErrorType, "%s() %s must be a unicode character, not %s", fname, which, native.TypeName(args[0]))
	}
	s := str.String()
	if str.Len() != 1 {
		return 0, vm.Errorf(vm.TypeErrorType, "%s() %s must be a unicode character, not str", fname, which)
	}
	r, _ := text.DecodeRune(s)
	return r, nil
}

func strProp(fname string, f func(props) string) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		r, err := char(fname, args, kw, 1)
		if err != nil {
			return nil, err
		}
		return vm.NewStr(f(lookupProps(r))), nil
	}
}

// numberFunc is decimal, digit or numeric.
func numberFunc(fname, missing string, get func(n numericValue, ok bool) (vm.Value, bool)) vm.BuiltinFunc {
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		r, err := char(fname, args, kw, 2)
		if err != nil {
			return nil, err
		}
		n, ok := numerics[r]
		if v, found := get(n, ok); found {
			return v, nil
		}
		if len(args) == 2 {
			return args[1], nil
		}
		return nil, vm.Errorf(vm.ValueErrorType, "%s", missing)
	}
}

var forms = map[string]norm.Form{"NFC": norm.NFC, "NFD": norm.NFD, "NFKC": norm.NFKC, "NFKD": norm.NFKD}

func formArgs(fname string, t *vm.Thread, args []vm.Value, kw []string) (norm.Form, string, error) {
	if err := native.Count("unicodedata."+fname, fname, args, kw, 2, 2); err != nil {
		return 0, "", err
	}
	f, ok := native.Str(args[0])
	if !ok {
		return 0, "", vm.Errorf(vm.TypeErrorType, "%s() argument 1 must be str, not %s", fname, native.TypeName(args[0]))
	}
	s, ok := native.Str(args[1])
	if !ok {
		return 0, "", vm.Errorf(vm.TypeErrorType, "%s() argument 2 must be str, not %s", fname, native.TypeName(args[1]))
	}
	form, ok := forms[f]
	if !ok {
		return 0, "", vm.Errorf(vm.ValueErrorType, "invalid normalization form")
	}
	return form, s, nil
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := native.NewModule("unicodedata", native.Funcs{
		"name": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			r, err := char("name", args, kw, 2)
			if err != nil {
				return nil, err
			}
			if n := name(r); n != "" {
				return vm.NewStr(n), nil
			}
			if len(args) == 2 {
				return args[1], nil
			}
			return nil, vm.Errorf(vm.ValueErrorType, "no such name")
		},
		"lookup": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			if err := native.One("unicodedata.lookup", args, kw); err != nil {
				return nil, err
			}
			n, ok := native.Str(args[0])
			if !ok {
				return nil, vm.Errorf(vm.TypeErrorType, "lookup() argument must be str, not %s", native.TypeName(args[0]))
			}
			r, found := lookupName(n)
			if !found {
				return nil, vm.NewException(vm.KeyErrorType, vm.NewStr("undefined character name '"+n+"'"))
			}
			return vm.NewStr(string(text.AppendRune(nil, r))), nil
		},
		"category":         strProp("category", func(p props) string { return p.category }),
		"bidirectional":    strProp("bidirectional", func(p props) string { return p.bidi }),
		"east_asian_width": strProp("east_asian_width", func(p props) string { return p.eaw }),
		"combining": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			r, err := char("combining", args, kw, 1)
			if err != nil {
				return nil, err
			}
			return vm.MakeInt(int64(lookupProps(r).combining)), nil
		},
		"mirrored": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			r, err := char("mirrored", args, kw, 1)
			if err != nil {
				return nil, err
			}
			if lookupProps(r).mirrored {
				return vm.MakeInt(1), nil
			}
			return vm.MakeInt(0), nil
		},
		"decomposition": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			r, err := char("decomposition", args, kw, 1)
			if err != nil {
				return nil, err
			}
			return vm.NewStr(decompositions[r]), nil
		},
		"decimal": numberFunc("decimal", "not a decimal", func(n numericValue, ok bool) (vm.Value, bool) {
			return vm.MakeInt(int64(n.decimal)), ok && n.decimal >= 0
		}),
		"digit": numberFunc("digit", "not a digit", func(n numericValue, ok bool) (vm.Value, bool) {
			return vm.MakeInt(int64(n.digit)), ok && n.digit >= 0
		}),
		"numeric": numberFunc("numeric", "not a numeric character", func(n numericValue, ok bool) (vm.Value, bool) {
			return vm.Float(n.value), ok
		}),
		"normalize": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			form, s, err := formArgs("normalize", t, args, kw)
			if err != nil {
				return nil, err
			}
			size, err := normalizedSize(t, form, s)
			if err != nil {
				return nil, err
			}
			if err := t.Alloc(size * 2); err != nil {
				return nil, err
			}
			return vm.NewStr(normalize14(form, s)), nil
		},
		"is_normalized": func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
			form, s, err := formArgs("is_normalized", t, args, kw)
			if err != nil {
				return nil, err
			}
			return vm.Bool(normalize14(form, s) == s), nil
		},
	})
	m.Dict().SetString("unidata_version", vm.NewStr("14.0.0"))
	return m, nil
}

// normalizedSize is the length in bytes of s normalized to form, counted
// segment by segment before the result is built: a compatibility
// decomposition may make one character into eighteen (U+FDFA), so a
// bound from len(s) alone would be either too loose or too tight.
func normalizedSize(t *vm.Thread, form norm.Form, s string) (int64, error) {
	if len(s) < 1<<12 {
		return int64(len(s)) * 3, nil
	}
	var it norm.Iter
	it.InitString(form, s)
	var n int64
	for k := 1; !it.Done(); k++ {
		if k&4095 == 0 {
			if err := t.Interrupted(); err != nil {
				return 0, err
			}
		}
		n += int64(len(it.Next()))
	}
	return n, nil
}

// normalize14 normalizes as Unicode 14.0 (CPython 3.11) does with Go's
// newer tables: a character 14.0 had not assigned has no decomposition
// and composes with nothing, so it passes unchanged and splits the string
// into runs normalized on their own (norm would decompose what Unicode
// 15 gave a compatibility mapping, U+1E030 and on).
func normalize14(form norm.Form, s string) string {
	var b strings.Builder
	start := 0
	for i, r := range s {
		if r >= 0x80 && lookupProps(r).category == "Cn" {
			b.WriteString(form.String(s[start:i]))
			b.WriteRune(r)
			start = i + utf8.RuneLen(r)
		}
	}
	if start == 0 {
		return form.String(s)
	}
	b.WriteString(form.String(s[start:]))
	return b.String()
}
