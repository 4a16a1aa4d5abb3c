// Package editor is the notebook's cell editor: a multi-line text buffer
// with a cursor that knows a little Python.
//
// It keeps the indentation of the line above on Enter and adds a level
// after a line ending in ':' or an open bracket, removes one after
// return/pass/break/continue/raise, deletes a whole indentation level with
// Backspace in leading space, indents and dedents with Tab and Shift+Tab,
// and steps over a closing bracket that is already there. Tabs become four
// spaces.
//
// Ctrl+Z undoes and Ctrl+Y (or Ctrl+Shift+Z) redoes, a run of typed
// word characters being one step. In a code editor an opening bracket or
// quote brings its closer (Pairs, on by default). A plain editor (Plain,
// for markdown and raw cells) knows no Python: Enter keeps the line's
// indentation and nothing else.
//
// The editor does not draw itself: the notebook highlights Lines() with
// chroma and places the cursor at Cursor(), so that code looks the same
// being edited as at rest.
package editor

import (
	"strings"

	tea "charm.land/bubbletea/v2"
)

// IndentWidth is the number of spaces of one indentation level.
const IndentWidth = 4

// Model is the text being edited and the cursor in it.
type Model struct {
	lines [][]rune
	row   int
	col   int // in runes
	// goal is the column Up and Down aim for, kept across short lines.
	goal int
	// Plain turns the Python knowledge off, for text that is not code.
	Plain bool
	// Pairs types a bracket's or quote's closer with it (code only).
	Pairs bool

	undo, redo []snapshot
	typing     bool // the last change was typing a word character
	// anchor is where the selection began, nil without one; the cursor
	// is its other end.
	anchor *Pos
}

// snapshot is the text and cursor before a change, for undo.
type snapshot struct {
	lines    [][]rune
	row, col int
}

// maxUndo bounds the undo history.
const maxUndo = 500

func (m *Model) snapshot() snapshot {
	lines := make([][]rune, len(m.lines))
	for i, l := range m.lines {
		lines[i] = append([]rune(nil), l...)
	}
	return snapshot{lines: lines, row: m.row, col: m.col}
}

func (m *Model) restore(s snapshot) {
	m.lines, m.row, m.col, m.goal = s.lines, s.row, s.col, s.col
	m.anchor = nil
}

func sameText(a, b [][]rune) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if string(a[i]) != string(b[i]) {
			return false
		}
	}
	return true
}

// ReplaceBefore replaces the n runes before the cursor, on its line,
// with text: taking a completion. It is one undo step.
func (m *Model) ReplaceBefore(n int, text string) {
	before := m.snapshot()
	n = min(n, m.col)
	line := m.lines[m.row]
	m.lines[m.row] = append(append([]rune(nil), line[:m.col-n]...), line[m.col:]...)
	m.col -= n
	m.Insert(text)
	m.record(before, false)
}

// Undo takes back the last change; it reports whether there was one.
func (m *Model) Undo() bool {
	if len(m.undo) == 0 {
		return false
	}
	m.redo = append(m.redo, m.snapshot())
	m.restore(m.undo[len(m.undo)-1])
	m.undo = m.undo[:len(m.undo)-1]
	m.typing = false
	return true
}

// Redo makes the last undone change again.
func (m *Model) Redo() bool {
	if len(m.redo) == 0 {
		return false
	}
	m.undo = append(m.undo, m.snapshot())
	m.restore(m.redo[len(m.redo)-1])
	m.redo = m.redo[:len(m.redo)-1]
	m.typing = false
	return true
}

// New returns an editor holding text with the cursor at its end.
func New(text string) *Model {
	m := &Model{Pairs: true}
	m.SetValue(text)
	return m
}

// SetValue replaces the text and puts the cursor at its end.
func (m *Model) SetValue(text string) {
	text = normalize(text)
	parts := strings.Split(text, "\n")
	m.lines = make([][]rune, len(parts))
	for i, p := range parts {
		m.lines[i] = []rune(p)
	}
	m.row = len(m.lines) - 1
	m.col = len(m.lines[m.row])
	m.goal = m.col
	m.anchor = nil
}

// Value returns the text.
func (m *Model) Value() string {
	var b strings.Builder
	for i, l := range m.lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(string(l))
	}
	return b.String()
}

// Lines returns the text's lines.
func (m *Model) Lines() []string {
	out := make([]string, len(m.lines))
	for i, l := range m.lines {
		out[i] = string(l)
	}
	return out
}

// Cursor returns the cursor's line and its column in runes.
func (m *Model) Cursor() (row, col int) { return m.row, m.col }

// SetCursor moves the cursor, clamped to the text.
func (m *Model) SetCursor(row, col int) {
	m.row = clamp(row, 0, len(m.lines)-1)
	m.col = clamp(col, 0, len(m.lines[m.row]))
	m.goal = m.col
	m.anchor = nil
}

// Update applies a key press or a paste. It reports whether it used the
// message; the notebook handles the keys it does not.
func (m *Model) Update(msg tea.Msg) bool {
	switch msg := msg.(type) {
	case tea.PasteMsg:
		before := m.snapshot()
		m.deleteSelection()
		m.Insert(msg.Content)
		m.record(before, false)
		return true
	case tea.KeyPressMsg:
		switch msg.String() {
		case "ctrl+z":
			m.Undo()
			return true
		case "ctrl+y", "ctrl+shift+z":
			m.Redo()
			return true
		}
		name := msg.String()
		if plain, ok := selectKeys[name]; ok {
			if m.anchor == nil {
				m.anchor = &Pos{m.row, m.col}
			}
			return m.named(plain, tea.KeyPressMsg{})
		}
		before := m.snapshot()
		if motionKeys[name] {
			m.anchor = nil
		} else if m.anchor != nil {
			if _, _, ok := m.Selection(); !ok {
				m.anchor = nil
			}
		}
		if m.anchor != nil {
			switch {
			case name == "backspace" || name == "delete" || name == "ctrl+h" || name == "ctrl+d":
				m.deleteSelection()
				m.record(before, false)
				return true
			case msg.Text != "" && msg.Mod&^(tea.ModShift|tea.ModCapsLock) == 0, name == "enter", name == "tab":
				m.deleteSelection() // what is typed replaces the selection
			default:
				m.anchor = nil
			}
		}
		used := m.key(msg)
		word := msg.Text != "" && len([]rune(msg.Text)) == 1 && isWord([]rune(msg.Text)[0])
		m.record(before, word)
		return used
	}
	return false
}

// record keeps before as an undo step when the text changed since; a
// run of typed word characters makes one step.
func (m *Model) record(before snapshot, word bool) {
	if sameText(before.lines, m.lines) {
		return
	}
	m.redo = nil
	if word && m.typing {
		return
	}
	m.typing = word
	m.undo = append(m.undo, before)
	if len(m.undo) > maxUndo {
		m.undo = m.undo[1:]
	}
}

func (m *Model) key(k tea.KeyPressMsg) bool { return m.named(k.String(), k) }

// named applies the key called name (k.String(), or the motion a
// Shift+motion selects with).
func (m *Model) named(name string, k tea.KeyPressMsg) bool {
	switch name {
	case "enter":
		m.Newline()
	case "backspace", "ctrl+h":
		m.backspace()
	case "delete", "ctrl+d":
		m.deleteForward()
	case "left", "ctrl+b":
		m.left()
	case "right", "ctrl+f":
		m.right()
	case "up", "ctrl+p":
		m.vertical(-1)
	case "down", "ctrl+n":
		m.vertical(1)
	case "home", "ctrl+a":
		m.home()
	case "end":
		m.col, m.goal = len(m.lines[m.row]), len(m.lines[m.row])
	case "ctrl+home":
		m.SetCursor(0, 0)
	case "ctrl+end":
		m.SetCursor(len(m.lines)-1, len(m.lines[len(m.lines)-1]))
	case "ctrl+left", "alt+left", "alt+b":
		m.wordLeft()
	case "ctrl+right", "alt+right", "alt+f":
		m.wordRight()
	case "ctrl+k":
		m.killLine()
	case "ctrl+w", "alt+backspace":
		m.deleteWordBack()
	case "tab":
		m.Indent()
	case "shift+tab":
		m.Dedent()
	default:
		if k.Text == "" || k.Mod&^(tea.ModShift|tea.ModCapsLock) != 0 {
			return false
		}
		m.typeText(k.Text)
	}
	return true
}

// Insert puts text at the cursor, as a paste does: no auto-indentation.
func (m *Model) Insert(text string) {
	text = normalize(text)
	parts := strings.Split(text, "\n")
	line := m.lines[m.row]
	before := append([]rune(nil), line[:m.col]...)
	after := append([]rune(nil), line[m.col:]...)
	newLines := make([][]rune, 0, len(parts))
	for i, p := range parts {
		var l []rune
		if i == 0 {
			l = append(before, []rune(p)...)
		} else {
			l = []rune(p)
		}
		newLines = append(newLines, l)
	}
	last := len(newLines) - 1
	m.col = len(newLines[last])
	newLines[last] = append(newLines[last], after...)
	m.lines = splice(m.lines, m.row, 1, newLines)
	m.row += last
	m.goal = m.col
}

// typeText inserts typed characters, stepping over a closing bracket that
// is already under the cursor.
func (m *Model) typeText(s string) {
	line := m.lines[m.row]
	r := []rune(s)
	if len(r) != 1 || m.Plain {
		m.Insert(s)
		return
	}
	c := r[0]
	var next, prev rune
	if m.col < len(line) {
		next = line[m.col]
	}
	if m.col > 0 {
		prev = line[m.col-1]
	}
	pairs := m.Pairs
	switch {
	case strings.ContainsRune(")]}", c) && next == c,
		pairs && (c == '\'' || c == '"') && next == c:
		// Step over the closer that is already there.
		m.col++
		m.goal = m.col
		return
	case pairs && strings.ContainsRune("([{", c) && (next == 0 || next == ' ' || strings.ContainsRune(")]},:", next)):
		m.Insert(s + string(closer(c)))
		m.col--
		m.goal = m.col
		return
	case pairs && (c == '\'' || c == '"') && !isWord(prev) && prev != c && !inString(line[:m.col]) && (next == 0 || next == ' ' || strings.ContainsRune(")]},:", next)):
		m.Insert(s + s)
		m.col--
		m.goal = m.col
		return
	}
	m.Insert(s)
}

// inString reports whether the end of before is inside a string literal
// that began on the line: a quote typed there closes it, or is text.
func inString(before []rune) bool {
	var quote rune
	for i := 0; i < len(before); i++ {
		switch r := before[i]; {
		case quote != 0 && r == '\\':
			i++ // an escaped character
		case quote != 0 && r == quote:
			quote = 0
		case quote == 0 && (r == '\'' || r == '"'):
			quote = r
		case quote == 0 && r == '#':
			return false
		}
	}
	return quote != 0
}

func closer(r rune) rune {
	switch r {
	case '(':
		return ')'
	case '[':
		return ']'
	}
	return '}'
}

// deleteWordBack deletes from the cursor back to the start of the word
// before it, as Ctrl+W does in a shell.
func (m *Model) deleteWordBack() {
	if m.col == 0 {
		m.backspace()
		return
	}
	end := m.col
	m.wordLeft()
	line := m.lines[m.row]
	m.lines[m.row] = append(append([]rune(nil), line[:m.col]...), line[end:]...)
}

// Newline breaks the line at the cursor, indenting the new line as Python
// wants.
func (m *Model) Newline() {
	if m.Plain {
		// Text, not code: keep the line's indentation, nothing more.
		pad := strings.Repeat(" ", leading(string(m.lines[m.row][:m.col])))
		m.Insert("\n" + pad)
		return
	}
	line := m.lines[m.row]
	before, after := string(line[:m.col]), string(line[m.col:])
	indent := leading(before)
	if strings.TrimSpace(before) == "" {
		indent = len(before) // cursor inside the indentation: keep it
	}
	trimmed := strings.TrimRight(stripComment(before), " ")
	switch {
	case strings.HasSuffix(trimmed, ":"), openBracket(trimmed):
		indent += IndentWidth
	case endsBlock(trimmed):
		indent = max(0, indent-IndentWidth)
	}
	after = strings.TrimLeft(after, " ")
	pad := strings.Repeat(" ", indent)
	m.lines[m.row] = []rune(strings.TrimRight(before, " "))
	if strings.TrimSpace(before) == "" {
		m.lines[m.row] = []rune(before)
	}
	rest := [][]rune{[]rune(pad + after)}
	// Between a bracket pair, the closer goes on its own line at the
	// opener's indentation.
	if openBracket(trimmed) && after != "" && strings.ContainsRune(")]}", rune(after[0])) {
		rest = [][]rune{[]rune(pad), []rune(strings.Repeat(" ", indent-IndentWidth) + after)}
	}
	m.lines = splice(m.lines, m.row+1, 0, rest)
	m.row++
	m.col = indent
	m.goal = m.col
}

// Indent inserts spaces up to the next indentation stop.
func (m *Model) Indent() {
	n := IndentWidth - m.col%IndentWidth
	m.Insert(strings.Repeat(" ", n))
}

// Dedent removes up to one indentation level from the start of the line.
func (m *Model) Dedent() {
	line := m.lines[m.row]
	n := min(leading(string(line)), IndentWidth)
	if rem := leading(string(line)) % IndentWidth; rem != 0 {
		n = rem
	}
	m.lines[m.row] = line[n:]
	m.col = max(0, m.col-n)
	m.goal = m.col
}

func (m *Model) backspace() {
	if m.col == 0 {
		if m.row == 0 {
			return
		}
		prev := m.lines[m.row-1]
		m.col = len(prev)
		m.lines[m.row-1] = append(append([]rune(nil), prev...), m.lines[m.row]...)
		m.lines = splice(m.lines, m.row, 1, nil)
		m.row--
		m.goal = m.col
		return
	}
	line := m.lines[m.row]
	n := 1
	if m.Pairs && !m.Plain && m.col < len(line) && isPair(line[m.col-1], line[m.col]) {
		// Backspace between an empty pair deletes both.
		m.lines[m.row] = append(append([]rune(nil), line[:m.col-1]...), line[m.col+1:]...)
		m.col--
		m.goal = m.col
		return
	}
	if !m.Plain && strings.TrimSpace(string(line[:m.col])) == "" {
		// In leading space a backspace removes one indentation level.
		n = m.col % IndentWidth
		if n == 0 {
			n = IndentWidth
		}
	}
	m.lines[m.row] = append(append([]rune(nil), line[:m.col-n]...), line[m.col:]...)
	m.col -= n
	m.goal = m.col
}

func (m *Model) deleteForward() {
	line := m.lines[m.row]
	if m.col < len(line) {
		m.lines[m.row] = append(append([]rune(nil), line[:m.col]...), line[m.col+1:]...)
		return
	}
	if m.row+1 < len(m.lines) {
		m.lines[m.row] = append(append([]rune(nil), line...), m.lines[m.row+1]...)
		m.lines = splice(m.lines, m.row+1, 1, nil)
	}
}

func (m *Model) killLine() {
	line := m.lines[m.row]
	if m.col == len(line) {
		m.deleteForward()
		return
	}
	m.lines[m.row] = line[:m.col]
}

func (m *Model) left() {
	switch {
	case m.col > 0:
		m.col--
	case m.row > 0:
		m.row--
		m.col = len(m.lines[m.row])
	}
	m.goal = m.col
}

func (m *Model) right() {
	switch {
	case m.col < len(m.lines[m.row]):
		m.col++
	case m.row+1 < len(m.lines):
		m.row++
		m.col = 0
	}
	m.goal = m.col
}

func (m *Model) vertical(d int) {
	r := m.row + d
	if r < 0 || r >= len(m.lines) {
		return
	}
	m.row = r
	m.col = min(m.goal, len(m.lines[r]))
}

// home goes to the first non-blank character, or to column 0 from there.
func (m *Model) home() {
	ind := leading(string(m.lines[m.row]))
	if m.col == ind {
		ind = 0
	}
	m.col, m.goal = ind, ind
}

func (m *Model) wordLeft() {
	line := m.lines[m.row]
	c := m.col
	for c > 0 && !isWord(line[c-1]) {
		c--
	}
	for c > 0 && isWord(line[c-1]) {
		c--
	}
	m.col, m.goal = c, c
}

func (m *Model) wordRight() {
	line := m.lines[m.row]
	c := m.col
	for c < len(line) && !isWord(line[c]) {
		c++
	}
	for c < len(line) && isWord(line[c]) {
		c++
	}
	m.col, m.goal = c, c
}

func isPair(a, b rune) bool {
	switch a {
	case '(', '[', '{':
		return b == closer(a)
	case '\'', '"':
		return b == a
	}
	return false
}

func isWord(r rune) bool {
	return r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127
}

// normalize turns CRLF into LF and tabs into spaces.
func normalize(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	return strings.ReplaceAll(s, "\t", strings.Repeat(" ", IndentWidth))
}

func leading(s string) int { return len(s) - len(strings.TrimLeft(s, " ")) }

// openBracket reports whether s ends with an opening bracket.
func openBracket(s string) bool {
	return s != "" && strings.ContainsRune("([{", rune(s[len(s)-1]))
}

// endsBlock reports whether the line is a statement after which Python's
// block is over.
func endsBlock(s string) bool {
	s = strings.TrimSpace(s)
	for _, kw := range []string{"return", "pass", "break", "continue", "raise"} {
		if s == kw || strings.HasPrefix(s, kw+" ") || strings.HasPrefix(s, kw+"(") {
			return true
		}
	}
	return false
}

// stripComment drops a trailing # comment, ignoring # inside quotes.
func stripComment(s string) string {
	var quote rune
	for i, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
		case r == '\'' || r == '"':
			quote = r
		case r == '#':
			return s[:i]
		}
	}
	return s
}

func splice(lines [][]rune, at, remove int, insert [][]rune) [][]rune {
	out := make([][]rune, 0, len(lines)-remove+len(insert))
	out = append(out, lines[:at]...)
	out = append(out, insert...)
	return append(out, lines[at+remove:]...)
}

func clamp(v, lo, hi int) int { return max(lo, min(v, hi)) }
