package tui

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
)

// completion is the open completion popup.
type completion struct {
	cellID  string
	row     int // the editor's line
	prefix  int // runes before the cursor that a match replaces
	matches []string
	sel     int
}

// completeMsg brings a completion from the kernel.
type completeMsg struct {
	cellID   string
	row, col int
	start    int // byte offset in the code
	cursor   int
	matches  []string
	err      error
}

// completeTimeout bounds a completion request.
const completeTimeout = 2 * time.Second

// completionMax is the popup's rows at most.
const completionMax = 8

// wantsCompletion reports whether Tab should complete: in a code cell,
// after a name character or a dot, or right after a call's "(" or an
// argument's ", " (keyword arguments); at a line's start it indents.
func (m *Model) wantsCompletion() bool {
	c := m.selected()
	if c.Type != "code" || m.session == nil {
		return false
	}
	row, col := m.editor.Cursor()
	line := []rune(m.editor.Lines()[row])
	if col == 0 || col > len(line) {
		return false
	}
	r := line[col-1]
	if before := strings.TrimRight(string(line[:col]), " "); strings.TrimSpace(before) != "" {
		if last := before[len(before)-1]; last == '(' || last == ',' {
			return true
		}
	}
	return r == '_' || r == '.' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r > 127
}

// wantsInspect reports whether Shift+Tab should describe what is at the
// cursor: in a code cell, anywhere but in a line's indentation (where it
// dedents).
func (m *Model) wantsInspect() bool {
	if m.selected().Type != "code" || m.session == nil {
		return false
	}
	row, col := m.editor.Cursor()
	line := []rune(m.editor.Lines()[row])
	return strings.TrimSpace(string(line[:min(col, len(line))])) != ""
}

// requestCompletion asks the kernel for the completions at the cursor.
func (m *Model) requestCompletion() tea.Cmd {
	if m.op != nil {
		m.note("completion waits for the running cell")
		return nil
	}
	lines := m.editor.Lines()
	row, col := m.editor.Cursor()
	cursor := 0
	for _, l := range lines[:row] {
		cursor += len(l) + 1
	}
	cursor += len(string([]rune(lines[row])[:col]))
	code, sess, id := strings.Join(lines, "\n"), m.session, m.selected().ID
	ctx := m.ctx
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(ctx, completeTimeout)
		defer cancel()
		c, err := sess.Complete(ctx, code, cursor)
		return completeMsg{cellID: id, row: row, col: col, start: c.Start, cursor: cursor, matches: c.Matches, err: err}
	}
}

// completed opens the popup, or takes a single match at once.
func (m *Model) completed(msg completeMsg) {
	if m.mode != editMode || m.selected().ID != msg.cellID {
		return
	}
	if row, col := m.editor.Cursor(); row != msg.row || col != msg.col {
		return // the cursor moved meanwhile
	}
	if msg.err != nil {
		m.warn("completion: " + msg.err.Error())
		return
	}
	if len(msg.matches) == 0 {
		m.note("no completion")
		return
	}
	code := strings.Join(m.editor.Lines(), "\n")
	prefix := 0
	if msg.start >= 0 && msg.start <= msg.cursor && msg.cursor <= len(code) {
		prefix = utf8.RuneCountInString(code[msg.start:msg.cursor])
	}
	c := &completion{cellID: msg.cellID, row: msg.row, prefix: prefix, matches: msg.matches}
	if len(c.matches) == 1 {
		m.takeCompletion(c, 0)
		return
	}
	m.complete = c
}

func (m *Model) takeCompletion(c *completion, i int) {
	m.editor.ReplaceBefore(c.prefix, c.matches[i])
	m.complete = nil
	m.syncEditor()
}

// completionKey handles a key while the popup is open: it reports
// whether the key was the popup's.
func (m *Model) completionKey(k tea.KeyPressMsg) bool {
	c := m.complete
	switch k.String() {
	case "tab", "down", "ctrl+n":
		c.sel = (c.sel + 1) % len(c.matches)
	case "shift+tab", "up", "ctrl+p":
		c.sel = (c.sel - 1 + len(c.matches)) % len(c.matches)
	case "enter":
		m.takeCompletion(c, c.sel)
	case "esc":
		m.complete = nil
	default:
		m.complete = nil
		return false
	}
	return true
}

// completionView is the popup's rows.
func (m *Model) completionView() []string {
	c := m.complete
	first := max(0, min(c.sel-completionMax/2, len(c.matches)-completionMax))
	var rows []string
	for i := first; i < len(c.matches) && len(rows) < completionMax; i++ {
		row := " " + padRight(c.matches[i], 24)
		if i == c.sel {
			// The marker shows the choice where the highlight does not
			// (a terminal without colours or reverse video).
			row = m.theme.Cursor.Render("›" + padRight(c.matches[i], 24))
		}
		rows = append(rows, row)
	}
	if n := len(c.matches); n > completionMax {
		rows = append(rows, m.theme.Placeholder.Render(" "+itoa(c.sel+1)+"/"+itoa(n)+" (tab, ↑↓, enter takes, esc)"))
	}
	return rows
}

// inspectMsg brings a description of a name from the kernel.
type inspectMsg struct {
	cellID string
	text   string
	err    error
}

// requestInspect asks the kernel to describe the name at the cursor.
func (m *Model) requestInspect() tea.Cmd {
	if m.op != nil {
		m.note("inspection waits for the running cell")
		return nil
	}
	lines := m.editor.Lines()
	row, col := m.editor.Cursor()
	cursor := 0
	for _, l := range lines[:row] {
		cursor += len(l) + 1
	}
	cursor += len(string([]rune(lines[row])[:col]))
	code, sess, id, ctx := strings.Join(lines, "\n"), m.session, m.selected().ID, m.ctx
	return func() tea.Msg {
		ctx, cancel := context.WithTimeout(ctx, completeTimeout)
		defer cancel()
		text, err := sess.Inspect(ctx, code, cursor)
		return inspectMsg{cellID: id, text: text, err: err}
	}
}

func (m *Model) inspected(msg inspectMsg) {
	if m.mode != editMode || m.selected().ID != msg.cellID {
		return
	}
	switch {
	case msg.err != nil:
		m.warn("inspect: " + msg.err.Error())
	case msg.text == "":
		m.note("nothing known by that name")
	default:
		m.inspection = strings.Split(msg.text, "\n")
	}
}

// inspectionView is the description's rows, at most a third of the
// screen.
func (m *Model) inspectionView() []string {
	rows := m.inspection
	if n := max(3, m.height/3); len(rows) > n {
		rows = append(rows[:n-1:n-1], "…")
	}
	out := make([]string, len(rows))
	for i, r := range rows {
		st := m.theme.Placeholder
		if i == 0 {
			st = m.theme.Message
		}
		out[i] = st.Render(truncate(" "+r, m.width))
	}
	return out
}
