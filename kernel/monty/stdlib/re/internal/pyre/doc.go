// Package pyre is Python's re module (CPython 3.11) on Go values, for the
// monty VM to wrap: patterns and subjects are Go strings holding a str's
// UTF-8 (lone surrogates as WTF-8) or a bytes object's bytes, and every
// index in the API counts code points (bytes for bytes), as Python does.
//
// The matching is done by github.com/dlclark/regexp2/v2, a backtracking
// engine ported from .NET, which has what Go's regexp lacks
// (backreferences, look-around, atomic groups, conditionals). What is
// Python's is everything around it:
//
//   - parse.go ports re/_parser.py, so a bad pattern fails with CPython's
//     re.error message and position ("nothing to repeat at position 0");
//   - emit.go writes the parsed tree in regexp2's syntax with every
//     difference between the engines spelled out: character sets become
//     explicit sets from CPython's Unicode tables (tables.go, generated
//     from python3 by a test; big ones are written as Go's categories plus
//     and minus a few ranges, checked rune by rune), IGNORECASE becomes
//     sets of case-equivalent characters by sre's rule, anchors and \b are
//     translated by the flags in force; regexp2 itself runs with no
//     options. An all-ASCII subject gets a program of its own whose sets
//     keep only their ASCII members, which matches faster;
//   - fast.go matches the commonest patterns (sets, repeats of one set,
//     groups, alternations, simple anchors) itself, backtracking as sre
//     does, without regexp2's per-call setup;
//   - scan.go walks successive matches with sre's rule for empty matches
//     (findall, finditer, split, sub);
//   - template.go parses sub() replacement templates as parse_template
//     does.
//
// Limits: every match takes a context. Its deadline becomes regexp2's
// MatchTimeout (checked inside the backtracking loop, so a catastrophic
// pattern such as (a+)+$ on 'a'*30+'b' stops), and cancellation is
// checked between matches; either ends the call with an error wrapping
// ErrDeadline, which the VM maps to its timeout. The backtracking stack
// of one match is capped (DefaultBacktrackLimit, or the Cache's limit):
// ErrBacktrackLimit. regexp2's clock ticks every 100 ms, so a match may
// stop up to about that much before or after the deadline.
//
// Compiled patterns are cached by a Cache that each interpreter owns;
// there is no package-level cache. A Regexp is safe for concurrent use.
// A Subject holds its text decoded to code points (4 bytes each), which
// the VM should charge to the memory budget for big subjects.
//
// Known differences from CPython: match() with pos > endpos is emulated
// only for empty matches; Match.lastindex is inferred from the groups'
// nesting and spans (regexp2 does not record the order groups close in),
// which can differ from sre in contrived mixes of look-aheads and repeats;
// a case-insensitive backreference folds case by Go's rules; captures
// inside a possessive repeat are the last iteration's, where CPython 3.11
// can report stale ones; a repeat stops after an empty iteration where
// sre tries one more, which shows only when the body refers to its own
// group, as in (?P<x>(?(x)a)){1,3}. One CPython quirk is reproduced on
// purpose: a search for a pattern that starts with a set under scoped
// flags, as (?a:[\W\d]), only starts where the set read with the global
// flags matches (see startFilter in emit.go).
package pyre
