package vm

import (
	"sort"
	"strings"
	"sync"
)

// ModuleInit builds a module for a Thread.
type ModuleInit func(t *Thread) (*Module, error)

// nativeModules are the modules implemented in Go, registered at init by
// the packages that implement them. Written only during package
// initialisation (guarded anyway), read afterwards.
var nativeModules = struct {
	sync.RWMutex
	m map[string]ModuleInit
}{m: map[string]ModuleInit{}}

// RegisterModule makes a Go-implemented module importable by every Thread.
// Call it from an init function.
func RegisterModule(name string, init ModuleInit) {
	nativeModules.Lock()
	defer nativeModules.Unlock()
	nativeModules.m[name] = init
}

// NativeModule returns the initialiser of a Go-implemented module.
func NativeModule(name string) (ModuleInit, bool) {
	nativeModules.RLock()
	defer nativeModules.RUnlock()
	f, ok := nativeModules.m[name]
	return f, ok
}

// NativeModules lists the registered Go-implemented modules, sorted, with
// sys and builtins.
func NativeModules() []string {
	nativeModules.RLock()
	defer nativeModules.RUnlock()
	names := []string{"builtins", "sys"}
	for n := range nativeModules.m {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// RunModule executes a module's compiled code in a new module named name
// and registers it (before running, so that circular imports see it).
func (t *Thread) RunModule(name string, code *Code, pkg bool) (*Module, error) {
	m := NewModule(name)
	m.dict.SetString("__builtins__", t.modules["builtins"])
	m.dict.SetString("__file__", NewStr(code.src.Filename))
	if pkg {
		m.dict.SetString("__path__", NewList(nil))
		m.dict.SetString("__package__", NewStr(name))
	} else if i := strings.LastIndexByte(name, '.'); i >= 0 {
		m.dict.SetString("__package__", NewStr(name[:i]))
	} else {
		m.dict.SetString("__package__", NewStr(""))
	}
	t.AddModule(m)
	if _, err := t.RunCode(code, m.dict, m.dict); err != nil {
		delete(t.modules, name)
		t.sysModules.DelStr(NewStr(name))
		return nil, err
	}
	return m, nil
}

// Globals returns a fresh namespace for a __main__ module.
func (t *Thread) NewMainDict() *Dict {
	d := NewDict(0)
	d.SetString("__name__", NewStr("__main__"))
	d.SetString("__doc__", None)
	d.SetString("__builtins__", t.modules["builtins"])
	// sys.modules['__main__'] is the namespace (typing.get_type_hints and
	// pickle-style lookups find the program's globals through it).
	t.AddModule(NewModuleFromDict("__main__", d))
	return d
}

// Recover readies the Thread after a Go panic unwound it: no frames, no
// exception being handled.
func (t *Thread) Recover() {
	t.depth = 0
	t.nativeDepth = 0
	t.curExc = nil
	t.reprSeen = nil
}
