package tui

import (
	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
)

// clipboardKey handles copy, cut and paste in the editor; ok is false for
// other keys. Ctrl+C copies only with a selection: without one it is
// still the interrupt.
func (m *Model) clipboardKey(k tea.KeyPressMsg) (tea.Cmd, bool) {
	switch {
	case key.Matches(k, m.keys.EditCopy):
		text := m.editor.SelectedText()
		if text == "" {
			return nil, false
		}
		m.editor.ClearSelection()
		m.syncEditor()
		return m.copyText(text, "copied"), true
	case key.Matches(k, m.keys.EditCut):
		text := m.editor.Cut()
		if text == "" {
			m.note("nothing selected to cut (shift+arrows select)")
			return nil, true
		}
		m.syncEditor()
		return m.copyText(text, "cut"), true
	case key.Matches(k, m.keys.EditPaste):
		if m.copied != "" {
			m.editor.Update(tea.PasteMsg{Content: m.copied})
			m.syncEditor()
			return nil, true
		}
		// Nothing copied here: ask the terminal for its clipboard (OSC 52);
		// one that does not answer leaves the paste to its own key.
		m.note("asking the terminal for its clipboard…")
		return tea.ReadClipboard, true
	}
	return nil, false
}

// copyText keeps text for Ctrl+V and sends it to the terminal's clipboard.
func (m *Model) copyText(text, verb string) tea.Cmd {
	m.copied = text
	n := len([]rune(text))
	m.note(verb + " " + itoa(n) + " characters")
	return tea.SetClipboard(text)
}

// pasteClipboard inserts the terminal's clipboard, as read by OSC 52.
func (m *Model) pasteClipboard(msg tea.ClipboardMsg) {
	if m.mode != editMode || msg.Content == "" {
		return
	}
	m.editor.Update(tea.PasteMsg{Content: msg.Content})
	m.syncEditor()
	m.note("")
}
