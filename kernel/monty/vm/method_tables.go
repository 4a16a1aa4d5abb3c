package vm

// The methods of the built-in types are named Go functions (listAppend,
// strStartswith, dictSetdefault ...), listed with their Python names in one
// table per type and kind (listMethods, intGetters, bytesOperators ...)
// that the type's setup function registers in one loop. A profile or a Go
// stack trace then names the method, and a reader finds list.append by
// its name. A table's adapter (listMethod, strMethod, c.addMethod ...)
// checks and unwraps the receiver once for every entry.
// TestBuiltinMethodsAreNamed keeps it so.

// builtinMethod is an entry of a method table whose function takes the
// receiver as args[0], as BuiltinFunc does.
type builtinMethod struct {
	name string
	fn   BuiltinFunc
}

// method is an entry of a method table whose function takes the receiver
// already checked and unwrapped to R by the table's adapter.
type method[R any] struct {
	name string
	fn   func(t *Thread, recv R, args []Value, kw []string) (Value, error)
}

// getter is an entry of a table of read-only attributes (addGetter).
type getter struct {
	name string
	fn   func(t *Thread, self Value) (Value, error)
}
