package editor

import "strings"

// Pos is a place in the text: a line and a column in runes.
type Pos struct{ Row, Col int }

func (p Pos) before(q Pos) bool { return p.Row < q.Row || p.Row == q.Row && p.Col < q.Col }

// Selection returns the selected text's start and end (end exclusive, in
// text order), and whether there is a selection. Shift with a motion key
// (arrows, Home, End, Ctrl or Alt with ←/→) selects from where the cursor
// was; a motion without Shift ends the selection; typing, Backspace and
// Delete replace or delete it.
func (m *Model) Selection() (start, end Pos, ok bool) {
	if m.anchor == nil {
		return Pos{}, Pos{}, false
	}
	a, c := *m.anchor, Pos{m.row, m.col}
	if a == c {
		return Pos{}, Pos{}, false
	}
	if c.before(a) {
		a, c = c, a
	}
	return a, c, true
}

// SelectedText returns the selected text, "" without a selection.
func (m *Model) SelectedText() string {
	s, e, ok := m.Selection()
	if !ok {
		return ""
	}
	if s.Row == e.Row {
		return string(m.lines[s.Row][s.Col:e.Col])
	}
	var b strings.Builder
	b.WriteString(string(m.lines[s.Row][s.Col:]))
	for r := s.Row + 1; r < e.Row; r++ {
		b.WriteByte('\n')
		b.WriteString(string(m.lines[r]))
	}
	b.WriteByte('\n')
	b.WriteString(string(m.lines[e.Row][:e.Col]))
	return b.String()
}

// ClearSelection ends the selection, keeping the text.
func (m *Model) ClearSelection() { m.anchor = nil }

// Cut deletes the selected text and returns it, as one undo step.
func (m *Model) Cut() string {
	text := m.SelectedText()
	if text == "" {
		return ""
	}
	before := m.snapshot()
	m.deleteSelection()
	m.record(before, false)
	return text
}

// deleteSelection removes the selected text, leaving the cursor where it
// began; it reports whether there was a selection.
func (m *Model) deleteSelection() bool {
	s, e, ok := m.Selection()
	m.anchor = nil
	if !ok {
		return false
	}
	joined := append(append([]rune(nil), m.lines[s.Row][:s.Col]...), m.lines[e.Row][e.Col:]...)
	m.lines = splice(m.lines, s.Row, e.Row-s.Row+1, [][]rune{joined})
	m.row, m.col, m.goal = s.Row, s.Col, s.Col
	return true
}

// selectKeys are the motions that, with Shift, extend the selection: the
// key pressed and the motion without Shift.
var selectKeys = map[string]string{
	"shift+left":       "left",
	"shift+right":      "right",
	"shift+up":         "up",
	"shift+down":       "down",
	"shift+home":       "home",
	"shift+end":        "end",
	"ctrl+shift+left":  "ctrl+left",
	"ctrl+shift+right": "ctrl+right",
	"alt+shift+left":   "alt+left",
	"alt+shift+right":  "alt+right",
	"ctrl+shift+home":  "ctrl+home",
	"ctrl+shift+end":   "ctrl+end",
}

// motionKeys are the keys that move the cursor without changing the text:
// without Shift they end a selection.
var motionKeys = map[string]bool{
	"left": true, "right": true, "up": true, "down": true, "home": true, "end": true,
	"ctrl+left": true, "ctrl+right": true, "alt+left": true, "alt+right": true, "alt+b": true, "alt+f": true,
	"ctrl+home": true, "ctrl+end": true, "ctrl+a": true, "ctrl+b": true, "ctrl+f": true, "ctrl+p": true, "ctrl+n": true,
}
