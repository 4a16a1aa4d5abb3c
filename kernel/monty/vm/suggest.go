package vm

import (
	"math"
	"strings"
	"unicode"
)

// "Did you mean" suggestions for NameError and AttributeError, computed as
// CPython 3.11's traceback module does (a Levenshtein distance with
// case-insensitive substitutions at half cost).

const (
	maxCandidateItems = 750
	maxStringSize     = 40
	moveCost          = 2
	caseCost          = 1
)

func substitutionCost(a, b rune) int {
	if a == b {
		return 0
	}
	if unicode.ToLower(a) == unicode.ToLower(b) {
		return caseCost
	}
	return moveCost
}

func levenshtein(as, bs string, maxCost int) int {
	if as == bs {
		return 0
	}
	a, b := []rune(as), []rune(bs)
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	a, b = a[pre:], b[pre:]
	for len(a) > 0 && len(b) > 0 && a[len(a)-1] == b[len(b)-1] {
		a, b = a[:len(a)-1], b[:len(b)-1]
	}
	if len(a) == 0 || len(b) == 0 {
		return moveCost * (len(a) + len(b))
	}
	if len(a) > maxStringSize || len(b) > maxStringSize {
		return maxCost + 1
	}
	if len(b) < len(a) {
		a, b = b, a
	}
	if (len(b)-len(a))*moveCost > maxCost {
		return maxCost + 1
	}
	row := make([]int, len(a))
	for i := range row {
		row[i] = (i + 1) * moveCost
	}
	result := 0
	for bi, bc := range b {
		distance := bi * moveCost
		result = distance
		minimum := math.MaxInt
		for i, ac := range a {
			substitute := distance + substitutionCost(bc, ac)
			distance = row[i]
			insertDelete := min(result, distance) + moveCost
			result = min(insertDelete, substitute)
			row[i] = result
			if result < minimum {
				minimum = result
			}
		}
		if minimum > maxCost {
			return maxCost + 1
		}
	}
	return result
}

// closestName returns the candidate closest to wrong, or "".
func closestName(wrong string, candidates []string) string {
	if len(candidates) > maxCandidateItems {
		return ""
	}
	n := len([]rune(wrong))
	if n > maxStringSize {
		return ""
	}
	best := n
	suggestion := ""
	for _, c := range candidates {
		if c == wrong {
			continue
		}
		maxDistance := (len([]rune(c)) + n + 3) * moveCost / 6
		maxDistance = min(maxDistance, best-1)
		d := levenshtein(wrong, c, maxDistance)
		if d > maxDistance {
			continue
		}
		if suggestion == "" || d < best {
			suggestion, best = c, d
		}
	}
	return suggestion
}

func dictNames(d *Dict) []string {
	var names []string
	if d == nil {
		return nil
	}
	d.Items(func(k, v Value) bool {
		if s, ok := k.(*Str); ok {
			names = append(names, s.s)
		}
		return true
	})
	return names
}

// suggestName computes the suggestion for a NameError raised in f.
func (t *Thread) suggestName(f *Frame, name string) string {
	var locals []string
	if f.locals != nil {
		locals = dictNames(f.locals)
	} else if f.localsObj == nil {
		// No "self.name" suggestion: that is Python 3.12's.
		locals = dictNames(t.frameLocals(f))
	}
	cands := append(locals, dictNames(f.globals)...)
	cands = append(cands, dictNames(t.builtins)...)
	return closestName(name, cands)
}

// suggestion returns the " Did you mean" text for an exception, if any.
func (t *Thread) suggestion(e *Exception) string {
	if e.suggest != "" {
		return e.suggest
	}
	if e.dict == nil || !e.class.IsSubtype(AttributeErrorType) {
		return ""
	}
	nameV, _ := e.dict.GetString("name")
	obj, ok := e.dict.GetString("obj")
	name, isStr := nameV.(*Str)
	if !isStr || !ok {
		return ""
	}
	var cands []string
	for _, v := range t.dirOf(obj) {
		cands = append(cands, v.(*Str).s)
	}
	return closestName(name.s, cands)
}

var _ = strings.TrimSpace
