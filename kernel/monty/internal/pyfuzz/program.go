// Package pyfuzz generates Python programs for differential fuzzing of
// monty against CPython, and shrinks the ones that fail.
//
// The programs come from a grammar, not from byte noise: a seed picks, one
// top-level chunk at a time, among families of constructs that have found
// interpreter bugs before — nested and self-referencing containers,
// exception groups and except*, generators and coroutines, descriptors,
// metaclasses, dunder methods that raise, recurse or return the wrong
// type, deep nesting, big ints, slices, str and bytes methods with odd
// arguments, f-strings, comprehensions, with/try/finally — filled with
// random operands. Each chunk runs inside a try that prints the type of
// the exception it ended with ("! TypeError"), so one program checks many
// outcomes and a difference points at its chunk.
//
// A Program is a tree of statements, so that Minimise can delete whole
// statements (delta debugging) and still emit valid source: a block left
// empty becomes "pass".
package pyfuzz

import "strings"

// A Stmt is one statement: a simple one (Head only) or a compound one
// whose Head ends in ':' and whose Body and Clauses hold the blocks.
type Stmt struct {
	Head    string
	Body    []*Stmt
	Clauses []*Clause
	// Fixed statements are never removed by Minimise (the chunk wrapper's
	// own lines, which say what a chunk raised).
	Fixed bool
}

// A Clause is an else/elif/except/finally part of a compound statement.
type Clause struct {
	Head string
	Body []*Stmt
}

// A Program is a generated module.
type Program struct {
	Stmts []*Stmt
}

// simple returns a simple statement.
func simple(text string) *Stmt { return &Stmt{Head: text} }

// block returns a compound statement.
func block(head string, body ...*Stmt) *Stmt { return &Stmt{Head: head, Body: body} }

// lines returns simple statements, one per line of text.
func lines(text ...string) []*Stmt {
	var out []*Stmt
	for _, t := range text {
		out = append(out, simple(t))
	}
	return out
}

// Source returns the program's text.
func (p *Program) Source() string { return p.source(nil) }

// source emits the program without the statements in removed.
func (p *Program) source(removed map[*Stmt]bool) string {
	var b strings.Builder
	emitBlock(&b, p.Stmts, 0, removed, false)
	return b.String()
}

func emitBlock(b *strings.Builder, body []*Stmt, depth int, removed map[*Stmt]bool, needPass bool) {
	n := 0
	for _, s := range body {
		if removed[s] {
			continue
		}
		n++
		emitStmt(b, s, depth, removed)
	}
	if n == 0 && needPass {
		indent(b, depth)
		b.WriteString("pass\n")
	}
}

func emitStmt(b *strings.Builder, s *Stmt, depth int, removed map[*Stmt]bool) {
	indent(b, depth)
	b.WriteString(s.Head)
	b.WriteByte('\n')
	if !strings.HasSuffix(s.Head, ":") {
		return
	}
	emitBlock(b, s.Body, depth+1, removed, true)
	for _, c := range s.Clauses {
		indent(b, depth)
		b.WriteString(c.Head)
		b.WriteByte('\n')
		emitBlock(b, c.Body, depth+1, removed, true)
	}
}

func indent(b *strings.Builder, depth int) {
	for range depth {
		b.WriteString("    ")
	}
}

// removable lists the statements Minimise may delete, outermost first.
func (p *Program) removable() []*Stmt {
	var out []*Stmt
	var walk func([]*Stmt)
	walk = func(body []*Stmt) {
		for _, s := range body {
			if !s.Fixed {
				out = append(out, s)
			}
			walk(s.Body)
			for _, c := range s.Clauses {
				walk(c.Body)
			}
		}
	}
	walk(p.Stmts)
	return out
}

// Minimise deletes statements of p for as long as fails still holds of
// what is left (ddmin over the statements, then one at a time until a
// pass deletes nothing), calling fails at most budget times, and returns
// the smallest failing source it found. fails must hold of p itself.
func Minimise(p *Program, fails func(src string) bool, budget int) string {
	removed := map[*Stmt]bool{}
	calls := 0
	try := func(extra []*Stmt) bool {
		if calls >= budget {
			return false
		}
		calls++
		trial := make(map[*Stmt]bool, len(removed)+len(extra))
		for s := range removed {
			trial[s] = true
		}
		for _, s := range extra {
			trial[s] = true
		}
		if fails(p.source(trial)) {
			for _, s := range extra {
				removed[s] = true
			}
			return true
		}
		return false
	}
	live := func() []*Stmt {
		var out []*Stmt
		for _, s := range p.removable() {
			if !removed[s] && !underRemoved(p, s, removed) {
				out = append(out, s)
			}
		}
		return out
	}
	// ddmin: delete chunks of halving size.
	for n := 2; ; {
		cand := live()
		if len(cand) == 0 || calls >= budget {
			break
		}
		size := (len(cand) + n - 1) / n
		progress := false
		for i := 0; i < len(cand); i += size {
			if try(cand[i:min(i+size, len(cand))]) {
				progress = true
			}
		}
		if progress {
			continue
		}
		if size == 1 {
			break
		}
		n = min(n*2, len(cand))
	}
	// One at a time, to a fixed point.
	for changed := true; changed && calls < budget; {
		changed = false
		for _, s := range live() {
			if try([]*Stmt{s}) {
				changed = true
			}
		}
	}
	// A chunk left empty goes from the result: its wrapper only says how
	// it ended, and the markers carry the chunk numbers, not positions.
	for _, s := range p.Stmts {
		if s.Fixed && allRemoved(s.Body, removed) {
			removed[s] = true
		}
	}
	return p.source(removed)
}

func allRemoved(body []*Stmt, removed map[*Stmt]bool) bool {
	for _, s := range body {
		if !removed[s] {
			return false
		}
	}
	return true
}

// underRemoved reports whether s sits inside a removed statement.
func underRemoved(p *Program, s *Stmt, removed map[*Stmt]bool) bool {
	var found, under bool
	var walk func(body []*Stmt, in bool)
	walk = func(body []*Stmt, in bool) {
		for _, x := range body {
			if found {
				return
			}
			if x == s {
				found, under = true, in
				return
			}
			inner := in || removed[x]
			walk(x.Body, inner)
			for _, c := range x.Clauses {
				walk(c.Body, inner)
			}
		}
	}
	walk(p.Stmts, false)
	return under
}
