package vm

import "sync"

// Values shared by every Thread — the built-in types, what their
// namespaces hold, the preallocated small values — are built at init and
// only read afterwards. Some values fill fields lazily on first use (a
// str's hash and length); for the shared ones those fields are filled at
// init, so that no Thread writes to them.

// sharedStr returns a str for package-level use, its lazy fields filled.
func sharedStr(s string) *Str {
	x := &Str{s: s}
	freezeValue(x)
	return x
}

// freezeValue fills the lazy fields of x and of the values it holds, as
// far as a built-in type's namespace goes: strs, tuples of them, and the
// descriptors wrapping them.
func freezeValue(x Value) {
	switch v := x.(type) {
	case *Str:
		v.Hash()
		v.Len()
	case Tuple:
		for _, e := range v {
			freezeValue(e)
		}
	case *Dict:
		if v == nil {
			return
		}
		for i := range v.entries {
			if e := &v.entries[i]; e.key != nil {
				freezeValue(e.key)
				freezeValue(e.value)
			}
		}
	case *Property:
		freezeValue(v.doc)
		freezeValue(v.name)
	}
}

// builtinsProto is the builtins namespace, built once (after every
// package's init has registered its built-ins) and copied for each new
// Thread: the functions, types and constants it holds are shared and
// immutable, the namespace itself is each Thread's own.
var builtinsProto = sync.OnceValue(func() *Dict {
	d := buildBuiltins()
	freezeValue(d)
	return d
})

// cloneDict copies a dict without holes (a prototype) as it is: entries
// and index at once, no rehashing.
func cloneDict(d *Dict) *Dict {
	return &Dict{
		entries: append(make([]dictEntry, 0, len(d.entries)+len(d.entries)/4), d.entries...),
		index:   append([]int32(nil), d.index...),
		used:    d.used,
	}
}
