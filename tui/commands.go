package tui

import (
	"slices"

	"charm.land/bubbles/v2/key"
	tea "charm.land/bubbletea/v2"
	"github.com/backyard-dev/backyard/cells"
)

// commandKey handles a key in command mode, where keys act on cells.
func (m *Model) commandKey(k tea.KeyPressMsg) tea.Cmd {
	m.message = ""
	first := m.pending
	m.pending = ""
	// Two-key commands: the second press must be the same key.
	for _, b := range []key.Binding{m.keys.Delete, m.keys.Interrupt, m.keys.Restart} {
		if !key.Matches(k, b) {
			continue
		}
		if first != k.String() {
			m.pending = k.String()
			return nil
		}
		switch b.Help().Key {
		case m.keys.Delete.Help().Key:
			m.deleteCell()
		case m.keys.Interrupt.Help().Key:
			m.interrupt()
		default:
			return m.restart()
		}
		return nil
	}
	ks := m.keys
	switch {
	case key.Matches(k, ks.Edit):
		m.enterEdit()
	case key.Matches(k, ks.Down):
		m.selectCell(m.sel + 1)
	case key.Matches(k, ks.Up):
		m.selectCell(m.sel - 1)
	case key.Matches(k, ks.Top):
		m.selectCell(0)
	case key.Matches(k, ks.Bottom):
		m.selectCell(len(m.nb.Cells) - 1)
	case key.Matches(k, ks.PageDown):
		m.selectCell(m.sel + m.cellsOnScreen())
	case key.Matches(k, ks.PageUp):
		m.selectCell(m.sel - m.cellsOnScreen())
	case key.Matches(k, ks.InsertA):
		m.insert(m.sel, cells.NewCell(cells.Code, ""))
	case key.Matches(k, ks.InsertB):
		m.insert(m.sel+1, cells.NewCell(cells.Code, ""))
	case key.Matches(k, ks.Undo):
		m.undoDelete()
	case key.Matches(k, ks.Cut):
		m.clipboard = m.selected().Clone()
		m.deleteCell()
		m.note("cut: v pastes it")
	case key.Matches(k, ks.Copy):
		m.clipboard = m.selected().Clone()
		m.note("copied: v pastes it below, V above")
	case key.Matches(k, ks.Paste):
		m.paste(m.sel + 1)
	case key.Matches(k, ks.PasteAbove):
		m.paste(m.sel)
	case key.Matches(k, ks.ToMarkdown):
		m.setType(cells.Markdown)
	case key.Matches(k, ks.ToCode):
		m.setType(cells.Code)
	case key.Matches(k, ks.Find):
		m.openPrompt(promptFind, "/")
	case key.Matches(k, ks.FindNext):
		m.findNext(1, false)
	case key.Matches(k, ks.FindPrev):
		m.findNext(-1, false)
	case key.Matches(k, ks.Replace):
		m.openPrompt(promptReplaceFrom, "replace: ")
	case key.Matches(k, ks.Palette):
		m.openPrompt(promptPalette, ": ")
	case key.Matches(k, ks.Pairs):
		m.noPairs = !m.noPairs
		if m.noPairs {
			m.note("bracket and quote pairing off")
		} else {
			m.note("bracket and quote pairing on")
		}
	case key.Matches(k, ks.ToRaw):
		m.setType(cells.Raw)
	case key.Matches(k, ks.SaveFigure):
		m.saveFigures()
	case key.Matches(k, ks.MoveUp):
		m.move(-1)
	case key.Matches(k, ks.MoveDown):
		m.move(1)
	case key.Matches(k, ks.Fold):
		v := m.view(m.selected())
		v.expanded = !v.expanded
		v.version++
	case key.Matches(k, ks.FoldAll):
		m.foldAll()
	case key.Matches(k, ks.RunAll):
		return m.runAll()
	case key.Matches(k, ks.Convert):
		return m.convert()
	case key.Matches(k, ks.Write):
		return m.toggleWrite()
	case key.Matches(k, ks.Help):
		m.showHelp = true
	}
	return nil
}

func (m *Model) selectCell(i int) {
	i = max(0, min(i, len(m.nb.Cells)-1))
	if i == m.sel {
		return
	}
	m.view(m.selected()).version++
	m.sel = i
	m.view(m.selected()).version++
}

func (m *Model) insert(at int, c *cells.Cell) {
	m.nb.Cells = slices.Insert(m.nb.Cells, at, c)
	m.view(m.selected()).version++
	m.sel = at
	m.changedDoc()
}

func (m *Model) deleteCell() {
	c := m.selected()
	if m.isRunningOrQueued(c) {
		m.warn("this cell is running: interrupt it first (i i)")
		return
	}
	m.deleted = append(m.deleted, deletedCell{cell: c, index: m.sel})
	m.nb.Cells = slices.Delete(m.nb.Cells, m.sel, m.sel+1)
	delete(m.views, c.ID)
	if len(m.nb.Cells) == 0 {
		m.nb.Cells = []*cells.Cell{cells.NewCell(cells.Code, "")}
	}
	m.sel = min(m.sel, len(m.nb.Cells)-1)
	m.view(m.selected()).version++
	m.changedDoc()
}

func (m *Model) undoDelete() {
	if len(m.deleted) == 0 {
		m.note("nothing to undo")
		return
	}
	d := m.deleted[len(m.deleted)-1]
	m.deleted = m.deleted[:len(m.deleted)-1]
	m.insert(min(d.index, len(m.nb.Cells)), d.cell)
}

func (m *Model) paste(at int) {
	if m.clipboard == nil {
		m.note("nothing to paste: c copies a cell, x cuts one")
		return
	}
	m.insert(at, m.clipboard.Clone())
}

func (m *Model) setType(t cells.CellType) {
	c := m.selected()
	if c.Type == t {
		return
	}
	if m.isRunningOrQueued(c) {
		m.warn("this cell is running")
		return
	}
	c.Type = t
	if t != cells.Code {
		c.ClearOutputs()
	}
	m.changed(c)
}

func (m *Model) move(d int) {
	j := m.sel + d
	if j < 0 || j >= len(m.nb.Cells) {
		return
	}
	m.nb.Cells[m.sel], m.nb.Cells[j] = m.nb.Cells[j], m.nb.Cells[m.sel]
	m.sel = j
	m.view(m.selected()).version++
	m.changedDoc()
}

// foldAll unfolds every output if any is folded, else folds them all.
func (m *Model) foldAll() {
	anyFolded := false
	for _, c := range m.nb.Cells {
		if !m.view(c).expanded {
			anyFolded = true
			break
		}
	}
	for _, c := range m.nb.Cells {
		v := m.view(c)
		v.expanded = anyFolded
		v.version++
	}
}

// cellsOnScreen estimates how many cells a page holds, for PgUp/PgDn.
func (m *Model) cellsOnScreen() int {
	h, n := 0, 0
	for i := m.top; i < len(m.nb.Cells) && h < m.listHeight(); i++ {
		h += m.cellLines(i).Len() + 1
		n++
	}
	return max(1, n-1)
}

func (m *Model) isRunningOrQueued(c *cells.Cell) bool {
	if m.op != nil && m.op.cellID == c.ID {
		return true
	}
	return slices.Contains(m.queue, c.ID)
}
