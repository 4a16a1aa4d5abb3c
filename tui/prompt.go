package tui

import (
	"slices"
	"strings"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/backyard-dev/backyard/cells"
	"github.com/charmbracelet/x/ansi"
)

// promptKind is what a one-line prompt asks for.
type promptKind int

const (
	promptFind promptKind = iota
	promptReplaceFrom
	promptReplaceWith
	promptPalette
	promptStdin // a line for the running cell's input()
)

// prompt is a line of input at the bottom of the screen: a search, a
// replacement, or the command palette's filter.
type prompt struct {
	kind  promptKind
	text  []rune
	from  string // for promptReplaceWith, what is replaced
	sel   int    // the palette's chosen row
	label string
}

// paletteMax is the palette's rows at most.
const paletteMax = 12

// openPrompt starts a prompt.
func (m *Model) openPrompt(kind promptKind, label string) {
	m.prompt = &prompt{kind: kind, label: label}
}

// promptKey edits the prompt; Enter acts, Esc closes.
func (m *Model) promptKey(k tea.KeyPressMsg) tea.Cmd {
	p := m.prompt
	if p.kind == promptStdin && (k.String() == "ctrl+c" || k.String() == "esc") {
		// Interrupt cancels the read; the cell gets KeyboardInterrupt.
		m.prompt, m.stdinAnswers = nil, nil
		if m.op != nil {
			m.interrupt()
		}
		return nil
	}
	switch k.String() {
	case "esc":
		m.prompt = nil
		return nil
	case "enter":
		m.prompt = nil
		return m.promptDone(p)
	case "backspace":
		if len(p.text) > 0 {
			p.text = p.text[:len(p.text)-1]
		}
		p.sel = 0
		return nil
	case "up", "shift+tab", "ctrl+p":
		p.sel = max(0, p.sel-1)
		return nil
	case "down", "tab", "ctrl+n":
		p.sel = min(p.sel+1, max(0, len(m.paletteMatches(string(p.text)))-1))
		return nil
	}
	if k.Text != "" && k.Mod&^(tea.ModShift|tea.ModCapsLock) == 0 {
		p.text = append(p.text, []rune(k.Text)...)
		p.sel = 0
	}
	return nil
}

func (m *Model) promptDone(p *prompt) tea.Cmd {
	text := string(p.text)
	switch p.kind {
	case promptFind:
		if text == "" {
			m.find = ""
			return nil
		}
		m.find = text
		m.findNext(1, true)
	case promptReplaceFrom:
		if text == "" {
			return nil
		}
		m.prompt = &prompt{kind: promptReplaceWith, label: "replace " + text + " with: ", from: text}
	case promptReplaceWith:
		m.replaceAll(p.from, text)
	case promptStdin:
		m.answerInput(text)
	case promptPalette:
		ms := m.paletteMatches(text)
		if len(ms) == 0 {
			m.warn("no command matches " + text)
			return nil
		}
		return m.runBinding(ms[min(p.sel, len(ms)-1)])
	}
	return nil
}

// cellText is what find searches in a cell: its source and its text
// outputs.
func cellText(c *cells.Cell) []string {
	out := []string{c.Source}
	for _, o := range c.Outputs {
		switch o.Kind {
		case cells.Stream, cells.Result, cells.Error:
			out = append(out, o.PlainText())
		}
	}
	return out
}

// cellMatches reports whether cell c contains q, ignoring case.
func cellMatches(c *cells.Cell, q string) bool {
	q = strings.ToLower(q)
	for _, t := range cellText(c) {
		if strings.Contains(strings.ToLower(t), q) {
			return true
		}
	}
	return false
}

// findNext selects the next (d = 1) or previous (d = -1) cell that
// contains the search, from the selection (itself included when here).
func (m *Model) findNext(d int, here bool) {
	if m.find == "" {
		m.note("no search: / searches")
		return
	}
	n := len(m.nb.Cells)
	var hits []int
	for i, c := range m.nb.Cells {
		if cellMatches(c, m.find) {
			hits = append(hits, i)
		}
	}
	if len(hits) == 0 {
		m.warn("not found: " + m.find)
		return
	}
	start := m.sel
	if !here {
		start = (m.sel + d + n) % n
	}
	for k := range n {
		i := ((start+d*k)%n + n) % n
		if cellMatches(m.nb.Cells[i], m.find) {
			m.selectCell(i)
			at := 0
			for j, h := range hits {
				if h == i {
					at = j + 1
				}
			}
			m.note("/" + m.find + ": cell " + itoa(at) + " of " + itoa(len(hits)) + " (n next, N previous)")
			return
		}
	}
}

// replaceAll replaces from with to in every code, markdown and raw
// source.
func (m *Model) replaceAll(from, to string) {
	count, in := 0, 0
	for _, c := range m.nb.Cells {
		k := strings.Count(c.Source, from)
		if k == 0 {
			continue
		}
		c.Source = strings.ReplaceAll(c.Source, from, to)
		m.changed(c)
		count += k
		in++
	}
	if count == 0 {
		m.warn("not found: " + from)
		return
	}
	m.note("replaced " + itoa(count) + " × " + from + " in " + itoa(in) + " cells")
}

// highlight marks the search's first match on a drawn line.
func (m *Model) highlight(line string) string {
	if m.find == "" || line == "" {
		return line
	}
	plain := ansi.Strip(line)
	lower, q := strings.ToLower(plain), strings.ToLower(m.find)
	if len(lower) != len(plain) {
		lower, q = plain, m.find
	}
	i := strings.Index(lower, q)
	if i < 0 {
		return line
	}
	x := ansi.StringWidth(plain[:i])
	match := plain[i : i+len(q)]
	left := ansi.Truncate(line, x, "")
	right := ansi.TruncateLeft(line, x+ansi.StringWidth(match), "")
	return left + "\x1b[m" + m.theme.Cursor.Render(match) + right
}

// paletteEntry is one action of the keymap.
type paletteEntry struct {
	b    key.Binding
	mode string
}

// paletteMatches is the keymap's command-mode and both-mode actions whose
// name or keys contain every word of q.
func (m *Model) paletteMatches(q string) []paletteEntry {
	words := strings.Fields(strings.ToLower(q))
	var out []paletteEntry
	for _, r := range m.keys.Bindings() {
		if r.Mode == "edit" {
			continue
		}
		h := strings.ToLower(r.B.Help().Desc + " " + r.B.Help().Key)
		ok := true
		for _, w := range words {
			if !strings.Contains(h, w) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, paletteEntry{b: r.B, mode: r.Mode})
		}
	}
	// Names holding the words as typed, together, come first.
	phrase := strings.Join(words, " ")
	slices.SortStableFunc(out, func(a, b paletteEntry) int {
		ia := strings.Contains(strings.ToLower(a.b.Help().Desc), phrase)
		ib := strings.Contains(strings.ToLower(b.b.Help().Desc), phrase)
		switch {
		case ia && !ib:
			return -1
		case ib && !ia:
			return 1
		}
		return 0
	})
	return out
}

// runBinding does what a binding's keys do, as if they were typed in
// command mode ("d d" twice).
func (m *Model) runBinding(e paletteEntry) tea.Cmd {
	keys := e.b.Keys()
	if len(keys) == 0 {
		return nil
	}
	if m.mode == editMode {
		m.leaveEdit()
	}
	k := keyMsg(keys[0])
	if f := strings.Fields(e.b.Help().Key); len(f) == 2 && f[0] == f[1] {
		m.key(k)
	}
	return m.key(k)
}

// promptView is the prompt's line, or the palette's list and line.
func (m *Model) promptView() string {
	p := m.prompt
	line := m.theme.Message.Render(p.label) + string(p.text) + m.theme.Cursor.Render(" ")
	if p.kind != promptPalette {
		return line
	}
	ms := m.paletteMatches(string(p.text))
	var rows []string
	for i, e := range ms[:min(len(ms), paletteMax)] {
		row := padRight(e.b.Help().Key, 20) + e.b.Help().Desc
		if i == p.sel {
			row = m.theme.Cursor.Render(row)
		}
		rows = append(rows, row)
	}
	if len(ms) == 0 {
		rows = append(rows, m.theme.Placeholder.Render("no command matches"))
	}
	return strings.Join(rows, "\n") + "\n" + line
}

func padRight(s string, w int) string {
	if n := ansi.StringWidth(s); n < w {
		return s + strings.Repeat(" ", w-n)
	}
	return s + " "
}

// keyMsg turns "ctrl+e", "alt+up", "enter", "G", "x" into a key press.
func keyMsg(s string) tea.KeyPressMsg {
	var mod tea.KeyMod
	for {
		switch {
		case strings.HasPrefix(s, "ctrl+"):
			mod |= tea.ModCtrl
			s = s[5:]
			continue
		case strings.HasPrefix(s, "alt+"):
			mod |= tea.ModAlt
			s = s[4:]
			continue
		case strings.HasPrefix(s, "shift+") && len(s) > 6:
			mod |= tea.ModShift
			s = s[6:]
			continue
		}
		break
	}
	named := map[string]rune{
		"enter": tea.KeyEnter, "esc": tea.KeyEscape, "tab": tea.KeyTab, "backspace": tea.KeyBackspace,
		"up": tea.KeyUp, "down": tea.KeyDown, "left": tea.KeyLeft, "right": tea.KeyRight,
		"home": tea.KeyHome, "end": tea.KeyEnd, "pgup": tea.KeyPgUp, "pgdown": tea.KeyPgDown,
		"delete": tea.KeyDelete, "space": tea.KeySpace,
	}
	if code, ok := named[s]; ok {
		return tea.KeyPressMsg{Code: code, Mod: mod}
	}
	r := []rune(s)[0]
	if mod != 0 {
		return tea.KeyPressMsg{Code: r, Mod: mod}
	}
	return tea.KeyPressMsg{Code: r, Text: s}
}
