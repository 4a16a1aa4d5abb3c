// Package vm holds monty's runtime: the Python object model, the bytecode
// interpreter loop, the built-in functions and the exception machinery.
//
// What comes in is a compile.Code tree (see package compile); what comes out
// is the effect of running it on a Thread: values in a namespace, text on the
// thread's output, or a Python exception with its traceback.
//
// # Values
//
// Every Python value is a Value, a Go interface whose one method, Type,
// returns the value's class. The common built-in types are concrete Go
// types the interpreter switches on directly: Int (an int64, with *BigInt
// taking over past 64 bits), Float, *Str, Bool, NoneType, *List, Tuple,
// *Dict, *Set, *Function. Everything else goes through its class: a Type
// holds the class namespace and the method resolution order, and
// operations on an instance of a user class (an *Object) look up the
// dunder methods there, as CPython's slots do.
//
// Small ints, the empty tuple, one-character strings and the singletons
// are preallocated so that the common arithmetic allocates little; other
// ints and floats are boxed by Go when they become Values. There is no
// unsafe code: every index into code and stack is bounds-checked. The
// dict is a purpose-built insertion-ordered hash table; the set reproduces
// CPython's table so that a set of ints iterates in CPython's order.
//
// # The loop
//
// A Frame holds a code object's local slots and its operand stack in one
// slice. Thread.run executes a frame's instructions in a single
// `for { switch op }` loop; the rarer families of instructions run in
// handlers (eval_*.go) the loop reaches through the table coldOps. Calls of Python functions recurse into run
// with a frame taken from the thread's frame pool. Generators keep their
// own frame and resume it; there is one goroutine per Thread, never one per
// generator.
//
// Exceptions are Go errors of type *Exception. An instruction that fails
// looks up its handler in the code's exception table; without one, the
// frame returns the error to its caller, adding a traceback entry.
//
// # Limits
//
// A Thread counts steps at every backward jump and call, where it also
// checks a cancellation flag (set from another goroutine when the context
// is done or the deadline passes); built-ins that can run long (sorts,
// big-int products, powers and divisions) check it as they go (bigops.go,
// bigdiv.go). Allocations are charged against a memory budget before they
// happen, so '"a" * 10**10' fails with MemoryError without allocating,
// and when the charges pass the budget the Thread measures what is still
// reachable (memory.go, memsize.go), so that the budget bounds live
// values, not all that was ever allocated. These limit errors are of a
// kind that Python code cannot catch: except clauses and finally blocks
// do not run for them. The recursion depth is bounded (RecursionError,
// catchable; sys.setrecursionlimit may raise it to MaxRecursionLimit,
// 100,000, as Python calling Python takes no Go stack), and so is every
// Go recursion — nested data compared, hashed or printed, built-in
// iterators pulling from each other, Go calling back into Python — by
// one count that keeps the Go stack under 32 MB (guards.go). The parser
// bounds its own recursion and the depth of the trees it builds
// (syntax/depth.go), so no source overflows a later pass either.
//
// # Where things are
//
// The files go from the values up to the loop; a file uses what the
// files before it define, and the few references the other way (a
// protocol calling back into the loop to run a Python method) go
// through Thread.Call.
//
//   - Values and types: value.go (Value, truth, identity), int.go, box.go,
//     float.go, numbers.go, str.go, bytes.go, list.go, dict.go, set.go,
//     function.go, type.go, class.go (class statements, the MRO), slots.go,
//     descr.go, exceptions.go, exc_types.go, generator.go, frame.go,
//     frameobj.go, traceback.go, shared_values.go, siphash.go.
//   - Protocols, the operations every value supports: attr.go (getattr,
//     setattr, the method caches), compare.go (==, <, hash), operators.go
//     (binary and unary operators), pow.go, bigops.go, bigdiv.go,
//     items_len_contains.go (x[k], len, in, the built-in iterators),
//     iterators.go, repr.go, codecs.go, sort_keys.go, raise_except_await.go
//     (raise, except matching, except*, with, send, await).
//   - Builtins, the methods of the built-in types and the builtins module:
//     args.go (UnpackArgs, the one argument-binding helper),
//     method_tables.go (the shape of a type's method table: named Go
//     functions such as listAppend listed with their Python names and
//     registered by the type's setup function in one loop), *_methods.go,
//     object_type_methods.go, dict_subclass_fastpath.go, builtins.go,
//     sys.go, modules.go.
//   - The loop: eval.go (Thread.run: the hot instructions inline, the
//     shared call and return paths, unwinding), eval_*.go (the handlers of
//     the other families of instructions, dispatched through coldOps),
//     thread.go, memory.go and memsize.go (the memory budget), guards.go.
//
// Nothing here is package-level mutable state: the built-in types and
// preallocated values are built once at init and never written again, so
// any number of Threads run concurrently.
package vm
