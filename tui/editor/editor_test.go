package editor

import (
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// press turns a key name into the message a terminal would send.
func press(k string) tea.Msg {
	var mod tea.KeyMod
	for {
		switch {
		case strings.HasPrefix(k, "ctrl+"):
			mod |= tea.ModCtrl
			k = k[5:]
			continue
		case strings.HasPrefix(k, "alt+"):
			mod |= tea.ModAlt
			k = k[4:]
			continue
		case strings.HasPrefix(k, "shift+") && k != "shift+tab":
			mod |= tea.ModShift
			k = k[6:]
			continue
		}
		break
	}
	if mod != 0 {
		msg := press(k).(tea.KeyPressMsg)
		msg.Mod |= mod
		msg.Text = ""
		return msg
	}
	switch k {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "backspace":
		return tea.KeyPressMsg{Code: tea.KeyBackspace}
	case "tab":
		return tea.KeyPressMsg{Code: tea.KeyTab}
	case "shift+tab":
		return tea.KeyPressMsg{Code: tea.KeyTab, Mod: tea.ModShift}
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "home":
		return tea.KeyPressMsg{Code: tea.KeyHome}
	case "end":
		return tea.KeyPressMsg{Code: tea.KeyEnd}
	case "delete":
		return tea.KeyPressMsg{Code: tea.KeyDelete}
	}
	r := []rune(k)
	return tea.KeyPressMsg{Code: r[0], Text: k}
}

func TestEditingKeysShapePython(t *testing.T) {
	tests := []struct {
		name    string
		start   string
		keys    []string
		want    string
		wantRow int
		wantCol int
	}{
		{"enter keeps indentation", "    x = 1", []string{"enter", "y"}, "    x = 1\n    y", 1, 5},
		{"colon indents", "for i in range(3):", []string{"enter", "p"}, "for i in range(3):\n    p", 1, 5},
		{"colon before a comment indents", "if x:  # yes", []string{"enter"}, "if x:  # yes\n    ", 1, 4},
		{"open bracket indents", "xs = [", []string{"enter", "1"}, "xs = [\n    1", 1, 5},
		{"return dedents", "def f():\n    return 1", []string{"enter"}, "def f():\n    return 1\n", 2, 0},
		{"enter between brackets puts the closer on its own line", "f(", []string{"(", ")", "left", "enter"}, "f((\n    \n)", 1, 4},
		{"closing bracket steps over", "", []string{"(", ")", "left", ")"}, "()", 0, 2},
		{"backspace in indentation removes a level", "if x:\n        ", []string{"backspace"}, "if x:\n    ", 1, 4},
		{"backspace after text removes one character", "abc", []string{"backspace"}, "ab", 0, 2},
		{"backspace at line start joins lines", "ab\ncd", []string{"home", "backspace"}, "abcd", 0, 2},
		{"tab indents to the next stop", "x", []string{"home", "tab"}, "    x", 0, 4},
		{"shift+tab dedents the line", "        x", []string{"shift+tab"}, "    x", 0, 5},
		{"delete joins the next line", "ab\ncd", []string{"up", "end", "delete"}, "abcd", 0, 2},
		{"up and down keep the goal column", "abcdef\nx\nabcdef", []string{"up", "up"}, "abcdef\nx\nabcdef", 0, 6},
		{"home goes to first non-blank then column 0", "    x", []string{"home", "home"}, "    x", 0, 0},
		{"typing a tab character inserts spaces", "", []string{"\t"}, "    ", 0, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := New(tt.start)
			for _, k := range tt.keys {
				if !m.Update(press(k)) {
					t.Fatalf("key %q not used", k)
				}
			}
			if got := m.Value(); got != tt.want {
				t.Errorf("value = %q, want %q", got, tt.want)
			}
			if r, c := m.Cursor(); r != tt.wantRow || c != tt.wantCol {
				t.Errorf("cursor = %d,%d, want %d,%d", r, c, tt.wantRow, tt.wantCol)
			}
		})
	}
}

func TestPasteInsertsVerbatimAndNormalizes(t *testing.T) {
	m := New("ab")
	m.SetCursor(0, 1)
	m.Update(tea.PasteMsg{Content: "1\r\n\t2\n"})
	if got := m.Value(); got != "a1\n    2\nb" {
		t.Errorf("value = %q", got)
	}
	if r, c := m.Cursor(); r != 2 || c != 0 {
		t.Errorf("cursor = %d,%d, want 2,0", r, c)
	}
}

func TestCtrlAndAltKeysAreLeftToTheNotebook(t *testing.T) {
	m := New("x")
	for _, msg := range []tea.Msg{
		tea.KeyPressMsg{Code: 'e', Mod: tea.ModCtrl},
		tea.KeyPressMsg{Code: tea.KeyEnter, Mod: tea.ModAlt},
		tea.KeyPressMsg{Code: tea.KeyEscape},
	} {
		if m.Update(msg) {
			t.Errorf("editor took %v", msg)
		}
	}
	if m.Value() != "x" {
		t.Errorf("value changed to %q", m.Value())
	}
}

func TestUndoWordsAndPairs(t *testing.T) {
	tests := []struct {
		name    string
		start   string
		plain   bool
		noPairs bool
		keys    []string
		want    string
		wantCol int
	}{
		{"undo takes back a typed word at once", "x", false, false, []string{" ", "a", "b", "c", "ctrl+z"}, "x ", 2},
		{"undo twice takes back the space too", "x", false, false, []string{" ", "a", "b", "ctrl+z", "ctrl+z"}, "x", 1},
		{"redo makes it again", "x", false, false, []string{" ", "a", "b", "ctrl+z", "ctrl+y"}, "x ab", 4},
		{"ctrl+shift+z redoes", "x", false, false, []string{"backspace", "ctrl+z", "ctrl+shift+z"}, "", 0},
		{"undo past the start does nothing", "x", false, false, []string{"ctrl+z", "ctrl+z"}, "x", 1},
		{"a change after undo drops the redo", "x", false, false, []string{"a", "ctrl+z", "b", "ctrl+y"}, "xb", 2},
		{"ctrl+w deletes the word before", "print(value", false, false, []string{"ctrl+w"}, "print(", 6},
		{"alt+left moves a word", "foo bar", false, false, []string{"alt+left", "X"}, "foo Xbar", 5},
		{"alt+right moves a word", "foo bar", false, false, []string{"home", "alt+right", "X"}, "fooX bar", 4},
		{"bracket brings its closer", "", false, false, []string{"f", "(", "x"}, "f(x)", 3},
		{"quote brings its closer and steps over it", "", false, false, []string{"'", "a", "'", "!"}, "'a'!", 4},
		{"no quote pair after a word character", "don", false, false, []string{"'", "t"}, "don't", 5},
		{"a quote that closes a string is not paired", "print(f\"{x}", false, false, []string{"\""}, "print(f\"{x}\"", 12},
		{"a quote inside another string is text", "s = '", false, false, []string{"\"", "x"}, "s = '\"x", 7},
		{"backspace in an empty pair deletes both", "", false, false, []string{"[", "backspace"}, "", 0},
		{"pairing off types one character", "", false, true, []string{"(", "'"}, "('", 2},
		{"markdown gets no indent after a colon", "Notes:", true, false, []string{"enter", "x"}, "Notes:\nx", 1},
		{"markdown keeps a line's indentation", "  - item", true, false, []string{"enter", "y"}, "  - item\n  y", 3},
		{"markdown does not pair", "", true, false, []string{"(", "'"}, "('", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := New(tt.start)
			m.Plain, m.Pairs = tt.plain, !tt.noPairs
			for _, k := range tt.keys {
				m.Update(press(k))
			}
			if got := m.Value(); got != tt.want {
				t.Errorf("value = %q, want %q", got, tt.want)
			}
			if _, c := m.Cursor(); c != tt.wantCol {
				t.Errorf("cursor column = %d, want %d", c, tt.wantCol)
			}
		})
	}
}

// TestShiftArrowsSelect: Shift with a motion selects, across lines too; a
// plain motion ends the selection; typing replaces it, Backspace deletes
// it, a paste replaces it, Cut takes it as one undo step.
func TestShiftArrowsSelect(t *testing.T) {
	keys := func(m *Model, ks ...string) {
		for _, k := range ks {
			m.Update(press(k))
		}
	}
	m := New("total = 1\nprint(total)")
	keys(m, "shift+left", "shift+left")
	if got := m.SelectedText(); got != "l)" {
		t.Errorf("shift+left twice selects %q", got)
	}
	keys(m, "shift+up")
	if got := m.SelectedText(); got != "\nprint(total)" {
		t.Errorf("then shift+up selects %q", got)
	}
	keys(m, "right")
	if _, _, ok := m.Selection(); ok {
		t.Error("a motion without shift kept the selection")
	}
	m.SetValue("x = alpha + beta")
	keys(m, "ctrl+shift+left")
	if got := m.SelectedText(); got != "beta" {
		t.Errorf("ctrl+shift+left selects %q", got)
	}
	keys(m, "g")
	if got := m.Value(); got != "x = alpha + g" {
		t.Errorf("typing over the selection: %q", got)
	}
	keys(m, "ctrl+shift+left", "backspace")
	if got := m.Value(); got != "x = alpha + " {
		t.Errorf("backspace on the selection: %q", got)
	}
	keys(m, "shift+home")
	m.Update(tea.PasteMsg{Content: "y = 2"})
	if got := m.Value(); got != "y = 2" {
		t.Errorf("a paste over the selection: %q", got)
	}
	m.SetValue("a\nbc")
	keys(m, "shift+left", "shift+left", "shift+left")
	if got := m.Cut(); got != "\nbc" || m.Value() != "a" {
		t.Errorf("cut %q leaves %q", got, m.Value())
	}
	m.Undo()
	if m.Value() != "a\nbc" {
		t.Errorf("undo of the cut: %q", m.Value())
	}
}
