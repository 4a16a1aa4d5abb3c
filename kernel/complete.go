package kernel

import "context"

// Completion is what may complete the code at a cursor: Matches replace
// code[Start:cursor].
type Completion struct {
	Start   int
	Matches []string
}

// Completer is a kernel that completes code from its live namespace:
// names, builtins and keywords, attributes after a dot, modules after
// import. It is optional; the notebook asks for it by type assertion.
type Completer interface {
	// Complete returns the completions of code at byte offset cursor.
	// It must not run the user's code beyond looking up the dotted
	// name before a dot.
	Complete(ctx context.Context, code string, cursor int) (Completion, error)
}

// Inspector is a kernel that describes the object named at a cursor:
// its type, signature where known, and docstring (Shift+Tab in the
// notebook). Optional, as Completer.
type Inspector interface {
	// Inspect returns a description of the dotted name ending at cursor,
	// or "" when there is none.
	Inspect(ctx context.Context, code string, cursor int) (string, error)
}
