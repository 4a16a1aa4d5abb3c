package vm

import (
	"reflect"
	"regexp"
	"runtime"
	"sort"
	"testing"
)

// closureName matches the Go name of a func literal (setupList.func3,
// setupStr.func2.1): a method defined as one is anonymous in profiles and
// stack traces.
var closureName = regexp.MustCompile(`\.func\d+(\.\d+)*$`)

// goFuncName is the name the Go runtime gives fn.
func goFuncName(fn any) string {
	return runtime.FuncForPC(reflect.ValueOf(fn).Pointer()).Name()
}

// builtinTypes lists every built-in type reachable from object through
// the subclass links that finishBuiltin records.
func builtinTypes() []*Type {
	seen := map[*Type]bool{}
	var out []*Type
	var walk func(c *Type)
	walk = func(c *Type) {
		if seen[c] || !c.builtin {
			return
		}
		seen[c] = true
		out = append(out, c)
		for _, s := range c.subclasses {
			walk(s)
		}
	}
	walk(ObjectType)
	return out
}

// methodImpls returns, for each built-in method, getter, class and
// static method in c's namespace, the Go function behind it.
func methodImpls(c *Type) map[string]any {
	out := map[string]any{}
	c.dict.Items(func(k, v Value) bool {
		name := k.(*Str).s
		if impl, ok := c.impls[name]; ok {
			out[name] = impl
			return true
		}
		var b *Builtin
		switch x := v.(type) {
		case *Builtin:
			b = x
		case *ClassMethod:
			b, _ = x.fn.(*Builtin)
		case *StaticMethod:
			b, _ = x.fn.(*Builtin)
		case *Property:
			b, _ = x.fget.(*Builtin)
		}
		if b != nil && b.fn != nil {
			out[name] = b.fn
		}
		return true
	})
	return out
}

// TestBuiltinMethodsAreNamed pins that every method of a built-in type is
// a named Go function (listAppend, not setupList.func3), so profiles and
// Go stack traces name the method. Only the families in closureFamilies
// are made by closures.
func TestBuiltinMethodsAreNamed(t *testing.T) {
	types := builtinTypes()
	if len(types) < 50 {
		t.Fatalf("found %d built-in types; the walk from object lost its way", len(types))
	}
	for _, c := range types {
		impls := methodImpls(c)
		names := make([]string, 0, len(impls))
		for name := range impls {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			got := goFuncName(impls[name])
			if closureName.MatchString(got) && !closureFamilies[closureName.ReplaceAllString(got, "")] {
				t.Errorf("%s.%s is the anonymous Go function %s; make it a named function in %s's method table", c.name, name, got, c.name)
			}
		}
	}
}

// closureFamilies are the named Go functions that make one method per
// name of a family (the comparisons, the number dunders, the fields of a
// struct sequence, str's predicates): a profile names the family.
var closureFamilies = func() map[string]bool {
	m := map[string]bool{}
	for _, f := range []string{"containerDunders", "seqDunders", "addNumberDunders", "structSeqType",
		"(*Type).finishBuiltin", "setupMemoryView.mvGetter",
		"setupFunctions.mappingProxyCompare"} {
		m["github.com/backyard-dev/backyard/kernel/monty/vm."+f] = true
	}
	return m
}()

// TestClosureNameMatches pins the pattern the guard relies on.
func TestClosureNameMatches(t *testing.T) {
	anon := func() {}
	for _, tc := range []struct {
		fn   any
		want bool
	}{
		{listAppend, false},
		{dictSetdefault, false},
		{anon, true},
	} {
		if got := closureName.MatchString(goFuncName(tc.fn)); got != tc.want {
			t.Errorf("closureName(%s) = %v, want %v", goFuncName(tc.fn), got, tc.want)
		}
	}
}
