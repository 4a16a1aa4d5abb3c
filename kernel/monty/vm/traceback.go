package vm

import (
	"fmt"
	"strings"

	"github.com/backyard-dev/backyard/kernel/monty/syntax"
)

// SourceLines returns the lines of a file, for printing tracebacks; nil
// when unknown.
type SourceLines func(filename string) []string

// FormatException returns the traceback CPython prints for e, chained
// exceptions and exception groups included, ending with "Type: message\n".
func (t *Thread) FormatException(e *Exception, lines SourceLines) string {
	var b strings.Builder
	ctx := &printCtx{t: t, b: &b, lines: lines, seen: map[*Exception]bool{}}
	ctx.format(e, true)
	return b.String()
}

const (
	maxGroupWidth = 15
	maxGroupDepth = 10
)

// printCtx is traceback._ExceptionPrintContext.
type printCtx struct {
	t         *Thread
	b         *strings.Builder
	lines     SourceLines
	seen      map[*Exception]bool
	depth     int
	needClose bool
}

func (c *printCtx) indent() string { return strings.Repeat(" ", 2*c.depth) }

// emit writes text with the group margin before every line.
func (c *printCtx) emit(text string, margin string) {
	if margin == "" {
		margin = "|"
	}
	prefix := c.indent()
	if c.depth > 0 {
		prefix += margin + " "
	}
	for _, line := range strings.SplitAfter(text, "\n") {
		if line == "" {
			continue
		}
		c.b.WriteString(prefix + line)
	}
}

func (c *printCtx) format(e *Exception, chain bool) {
	type link struct {
		msg string
		exc *Exception
	}
	var output []link
	exc := e
	for exc != nil {
		c.seen[exc] = true
		var msg string
		var next *Exception
		if chain {
			if cause, ok := exc.cause.(*Exception); ok && cause != nil {
				msg, next = "\nThe above exception was the direct cause of the following exception:\n\n", cause
			} else if exc.context != nil && !exc.suppressContext {
				msg, next = "\nDuring handling of the above exception, another exception occurred:\n\n", exc.context
			}
		}
		if next != nil && (c.seen[next] || len(output) >= c.t.maxDepth-1) {
			// A cycle, or a chain longer than the recursion limit (CPython
			// fails to print one that long): the older part is not shown.
			msg, next = "", nil
		}
		output = append(output, link{msg, exc})
		exc = next
	}
	for i := len(output) - 1; i >= 0; i-- {
		exc := output[i].exc
		excs := c.t.egExceptions(exc)
		isGroup := exc.class.IsSubtype(BaseExceptionGroupType) && excs != nil
		switch {
		case !isGroup:
			if exc.tb != nil {
				c.emit("Traceback (most recent call last):\n", "")
				var tb strings.Builder
				c.t.formatTraceback(&tb, exc.tb, c.lines)
				c.emit(tb.String(), "")
			}
			c.emit(c.t.exceptionOnly(exc), "")
		case c.depth > maxGroupDepth:
			c.emit(fmt.Sprintf("... (max_group_depth is %d)\n", maxGroupDepth), "")
		default:
			top := c.depth == 0
			if top {
				c.depth++
			}
			if exc.tb != nil {
				margin := ""
				if top {
					margin = "+"
				}
				c.emit("Exception Group Traceback (most recent call last):\n", margin)
				var tb strings.Builder
				c.t.formatTraceback(&tb, exc.tb, c.lines)
				c.emit(tb.String(), "")
			}
			c.emit(c.t.exceptionOnly(exc), "")
			n := len(excs)
			if n > maxGroupWidth {
				n = maxGroupWidth + 1
			}
			c.needClose = false
			for k := 0; k < n; k++ {
				last := k == n-1
				if last {
					c.needClose = true
				}
				truncated := k >= maxGroupWidth
				title := fmt.Sprint(k + 1)
				if truncated {
					title = "..."
				}
				head := "  "
				if k == 0 {
					head = "+-"
				}
				c.b.WriteString(c.indent() + head + "+---------------- " + title + " ----------------\n")
				c.depth++
				if !truncated {
					if sub, ok := excs[k].(*Exception); ok {
						c.format(sub, chain)
					}
				} else {
					rem := len(excs) - maxGroupWidth
					plural := ""
					if rem > 1 {
						plural = "s"
					}
					c.emit(fmt.Sprintf("and %d more exception%s\n", rem, plural), "")
				}
				if last && c.needClose {
					c.b.WriteString(c.indent() + "+------------------------------------\n")
					c.needClose = false
				}
				c.depth--
			}
			if top {
				c.depth = 0
			}
		}
		if output[i].msg != "" {
			_ = 0
		}
		if i > 0 && output[i-1].msg != "" {
			c.emit(output[i-1].msg, "")
		}
	}
}

// exceptionOnly is traceback.format_exception_only for one exception: the
// SyntaxError details, the "Type: message" line and the notes.
func (t *Thread) exceptionOnly(e *Exception) string {
	var b strings.Builder
	if e.class.IsSubtype(SyntaxErrorType) {
		formatSyntaxErrorBody(&b, e)
	}
	b.WriteString(t.ExceptionLine(e))
	b.WriteByte('\n')
	if e.dict != nil {
		if notes, ok := e.dict.GetString("__notes__"); ok {
			if l, ok := notes.(*List); ok {
				for _, n := range l.elems {
					s, err := t.Str(n)
					if err != nil {
						s = "<note str() failed>"
					}
					b.WriteString(s)
					b.WriteByte('\n')
				}
			} else {
				s, _ := t.Repr(notes)
				b.WriteString(s + "\n")
			}
		}
	}
	return b.String()
}

// formatTraceback prints the entries, outermost first, collapsing runs of
// identical lines as CPython does.
func (t *Thread) formatTraceback(b *strings.Builder, tb *Traceback, lines SourceLines) {
	var last string
	count := 0
	flush := func() {
		if count > 3 {
			n := count - 3
			plural := "s"
			if n == 1 {
				plural = ""
			}
			b.WriteString("  [Previous line repeated " + itoaInt(n) + " more time" + plural + "]\n")
		}
	}
	for ; tb != nil; tb = tb.next {
		code := tb.code
		pos := code.src.Pos
		var entry strings.Builder
		line := 0
		if tb.pc >= 0 && tb.pc < len(pos) {
			line = int(pos[tb.pc].Lineno)
		}
		entry.WriteString("  File \"" + code.src.Filename + "\", line " + itoaInt(line) + ", in " + code.name + "\n")
		if lines != nil {
			if src := lines(code.src.Filename); line > 0 && line <= len(src) {
				text := src[line-1]
				stripped := strings.TrimSpace(text)
				if stripped != "" {
					entry.WriteString("    " + stripped + "\n")
					if tb.pc < len(pos) {
						entry.WriteString(caretLine(text, pos[tb.pc].Lineno, pos[tb.pc].EndLineno, int(pos[tb.pc].ColOffset), int(pos[tb.pc].EndColOffset)))
					}
				}
			}
		}
		s := entry.String()
		if s == last {
			count++
			if count <= 3 {
				b.WriteString(s)
			}
			continue
		}
		flush()
		last, count = s, 1
		b.WriteString(s)
	}
	flush()
}

// caretLine returns the marker line under a source line when the failing
// instruction covers only part of it, as CPython 3.11 draws it: ^ under
// the span, or, for a binary operation or a subscript on one line, ~
// under the operands and ^ under the operator or the brackets.
func caretLine(text string, line, endLine int32, col, endCol int) string {
	oneLine := true
	if endLine != line || col < 0 || endCol <= col || endCol > len(text) {
		if endLine > line && col >= 0 && col < len(text) {
			endCol = len(strings.TrimRight(text, " \t\r\n"))
			oneLine = false
		} else {
			return ""
		}
	}
	if endCol <= col {
		return ""
	}
	indent := len(text) - len(strings.TrimLeft(text, " \t"))
	stripped := strings.TrimSpace(text)
	segment := text[col:endCol]
	left, right, anchored := -1, -1, false
	if oneLine {
		left, right, anchored = caretAnchors(segment)
	}
	if col <= indent && endCol >= indent+len(stripped) && !(anchored && right > left) {
		return ""
	}
	// Columns are bytes; CPython counts characters.
	pre := countRunes(text[indent:max(col, indent)])
	var b strings.Builder
	b.WriteString("    ")
	b.WriteString(strings.Repeat(" ", pre))
	i := 0
	for _, r := range segment {
		_ = r
		if !anchored || left <= i && i < right {
			b.WriteByte('^')
		} else {
			b.WriteByte('~')
		}
		i++
	}
	if i == 0 {
		return ""
	}
	b.WriteByte('\n')
	return b.String()
}

// caretAnchors finds, in the source of the failing expression, the part
// CPython 3.11 marks with ^ among ~: the operator of a binary operation
// (two characters when the next is not a space), or the subscript from
// its bracket on. Offsets are in characters; ok is false for any other
// expression.
func caretAnchors(segment string) (left, right int, ok bool) {
	root, err := syntax.Parse("<traceback>", []byte(segment), syntax.ModeEval)
	if err != nil {
		return 0, 0, false
	}
	ex, isExpr := root.(*syntax.Expression)
	if !isExpr {
		return 0, 0, false
	}
	// Byte offset of a position of the one-line segment.
	off := func(p syntax.Pos) int {
		if p.Line != 1 {
			return -1
		}
		return min(int(p.Col), len(segment))
	}
	skip := func(i int) int {
		for i < len(segment) && (isSpaceByte(segment[i]) || segment[i] == ')' || segment[i] == '#') {
			i++
		}
		return i
	}
	switch e := ex.Body.(type) {
	case *syntax.BinOp:
		start, end := off(e.Left.End()), off(e.Right.Pos())
		if start < 0 || end < start {
			return 0, 0, false
		}
		// The operator: past spaces and closing parentheses after the
		// left operand; two characters if the next is not a space.
		left = start
		for left < end && (isSpaceByte(segment[left]) || segment[left] == ')') {
			left++
		}
		right = left + 1
		if left+1 < end && !isSpaceByte(segment[left+1]) {
			right++
		}
	case *syntax.Subscript:
		left = off(e.Value.End())
		if left < 0 {
			return 0, 0, false
		}
		left = skip(left)
		right = len(segment)
	default:
		return 0, 0, false
	}
	right = min(right, len(segment))
	left = min(left, right)
	return countRunes(segment[:left]), countRunes(segment[:right]), true
}

func formatSyntaxErrorBody(b *strings.Builder, e *Exception) {
	if e.dict == nil {
		return
	}
	get := func(name string) Value {
		v, _ := e.dict.GetString(name)
		return v
	}
	fn, _ := get("filename").(*Str)
	ln, _ := get("lineno").(Int)
	if fn == nil {
		return
	}
	b.WriteString("  File \"" + fn.s + "\", line " + itoaInt(int(ln)) + "\n")
	text, ok := get("text").(*Str)
	if !ok || text.s == "" {
		return
	}
	line := text.s
	if i := strings.IndexByte(line, '\n'); i >= 0 {
		line = line[:i]
	}
	stripped := strings.TrimLeft(line, " \t\f")
	lead := len(line) - len(stripped)
	stripped = strings.TrimRight(stripped, " \t\f\r")
	b.WriteString("    " + stripped + "\n")
	off, _ := get("offset").(Int)
	endOff, _ := get("end_offset").(Int)
	endLn, _ := get("end_lineno").(Int)
	if off <= 0 {
		return
	}
	// Offsets count characters, 1-based.
	col := int(off) - 1 - countRunes(line[:min(lead, len(line))])
	if col < 0 {
		col = 0
	}
	width := 1
	if endLn == ln && int(endOff) > int(off) {
		width = int(endOff) - int(off)
	}
	if n := countRunes(stripped); col+width > n+1 {
		width = max(1, n+1-col)
	}
	b.WriteString("    " + strings.Repeat(" ", col) + strings.Repeat("^", width) + "\n")
}

// ExceptionLine returns the last line of a traceback: "Type: message".
func (t *Thread) ExceptionLine(e *Exception) string {
	name := e.class.QualName()
	if m := e.class.module; m != "" && m != "builtins" && m != "__main__" {
		name = m + "." + name
	}
	msg := e.message(t)
	if e.class.IsSubtype(NameErrorType) || e.class.IsSubtype(AttributeErrorType) {
		if s := t.suggestion(e); s != "" {
			msg += ". Did you mean: '" + s + "'?"
		}
	}
	if e.class.IsSubtype(SyntaxErrorType) && e.dict != nil {
		if m, ok := e.dict.GetString("msg"); ok {
			if s, ok := m.(*Str); ok {
				msg = s.s
			}
		}
	}
	if msg == "" {
		return name
	}
	return name + ": " + msg
}

// ExceptionMessage returns str(e).
func (t *Thread) ExceptionMessage(e *Exception) string { return e.message(t) }
