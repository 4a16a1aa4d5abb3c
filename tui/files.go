package tui

import (
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/backyard-dev/backyard/cells"
)

// Saving writes a snapshot of the notebook in a command, so a slow disk
// never holds up typing; the edit count at the snapshot tells, when the
// save ends, whether edits came in meanwhile.
type (
	savedMsg struct {
		edits int
		err   error
		quit  bool
	}
	autosavedMsg struct {
		edits int
		err   error
	}
	autosaveTickMsg struct{}
)

// save writes the notebook to its file.
func (m *Model) save() tea.Cmd {
	return m.saveThen(false)
}

func (m *Model) saveThen(quit bool) tea.Cmd {
	if m.mode == editMode {
		m.syncEditor()
	}
	if m.path == "" {
		m.warn("no file name: start backyard with one (backyard notes.bynb)")
		return nil
	}
	if m.saving {
		return nil
	}
	m.saving = true
	snap, path, edits := m.nb.Clone(), m.path, m.edits
	return func() tea.Msg {
		err := cells.Save(path, snap)
		if err == nil {
			err = cells.RemoveAutosave(path)
		}
		return savedMsg{edits: edits, err: err, quit: quit}
	}
}

// autosaveTick schedules the next autosave check.
func (m *Model) autosaveTick() tea.Cmd {
	if m.autosaveEvery < 0 || m.path == "" {
		return nil
	}
	return tea.Tick(m.autosaveEvery, func(time.Time) tea.Msg { return autosaveTickMsg{} })
}

// fileMsg handles saving's messages; it returns nil for others.
func (m *Model) fileMsg(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case savedMsg:
		m.saving = false
		if msg.err != nil {
			m.warn("not saved: " + msg.err.Error())
			return nil
		}
		m.saved = msg.edits
		m.autosaved = msg.edits
		m.fresh = false
		if msg.quit {
			return m.exit()
		}
		m.note("saved " + m.fileName())
	case autosavedMsg:
		if msg.err != nil {
			m.warn(msg.err.Error())
		} else {
			m.autosaved = msg.edits
		}
	case autosaveTickMsg:
		if m.edits == m.saved || m.edits == m.autosaved {
			return m.autosaveTick()
		}
		if m.mode == editMode {
			m.syncEditor()
		}
		snap, path, edits := m.nb.Clone(), m.path, m.edits
		return tea.Batch(m.autosaveTick(), func() tea.Msg {
			return autosavedMsg{edits: edits, err: cells.WriteAutosave(path, snap)}
		})
	}
	return nil
}

// quit leaves, asking first when there are unsaved changes.
func (m *Model) quit() tea.Cmd {
	if m.Dirty() {
		m.confirm = true
		return nil
	}
	return m.exit()
}

func (m *Model) exit() tea.Cmd {
	if m.op != nil {
		m.op.cancel()
	}
	m.quitting = true
	return tea.Quit
}

// confirmKey answers the quit dialog: save and quit, quit without saving
// (the autosave goes too), or go back.
func (m *Model) confirmKey(k tea.KeyPressMsg) tea.Cmd {
	switch k.String() {
	case "y", "Y", "s", "S":
		m.confirm = false
		return m.saveThen(true)
	case "n", "N", "d", "D":
		m.confirm = false
		if m.path != "" {
			_ = cells.RemoveAutosave(m.path) // leaving unsaved was the user's choice
		}
		return m.exit()
	case "esc", "c", "C", "ctrl+q":
		m.confirm = false
	}
	return nil
}
