// Package keymap is the one place where the notebook's keys are bound.
//
// The keys are Jupyter's, as euporie and nbterm also use them: a command
// mode, where single letters act on whole cells, and an edit mode, where
// keys type into the selected cell; Enter and Esc switch between them.
// Some of Jupyter's keys are two presses of one key (d d deletes a cell,
// i i interrupts, 0 0 restarts): their Binding holds the one key and its
// help says it twice; the model waits for the second press.
//
// Terminals (and tmux) send Ctrl+Enter and Shift+Enter as a plain Enter
// unless they speak the kitty keyboard protocol, so every "run" binding
// has a control-letter twin that any terminal can send: Ctrl+E runs,
// Ctrl+R runs and moves on.
//
// The same table feeds the help view (bubbles/help) and the README's key
// table (Rows), and a test keeps the README in step.
package keymap

import (
	"strings"

	"charm.land/bubbles/v2/key"
)

// KeyMap holds every binding of the notebook.
type KeyMap struct {
	// Both modes.
	Run        key.Binding
	RunNext    key.Binding
	RunInsert  key.Binding
	Save       key.Binding
	Quit       key.Binding
	Interrupt2 key.Binding // Ctrl+C: interrupt a running cell

	// Command mode.
	Edit       key.Binding
	Down       key.Binding
	Up         key.Binding
	Top        key.Binding
	Bottom     key.Binding
	PageDown   key.Binding
	PageUp     key.Binding
	InsertA    key.Binding
	InsertB    key.Binding
	Delete     key.Binding
	Undo       key.Binding
	Cut        key.Binding
	Copy       key.Binding
	Paste      key.Binding
	PasteAbove key.Binding
	ToMarkdown key.Binding
	ToCode     key.Binding
	ToRaw      key.Binding
	Pairs      key.Binding
	Find       key.Binding
	FindNext   key.Binding
	FindPrev   key.Binding
	Replace    key.Binding
	Palette    key.Binding
	EditUndo   key.Binding
	EditRedo   key.Binding
	WordMove   key.Binding
	WordDelete key.Binding
	Select     key.Binding
	EditCopy   key.Binding
	EditCut    key.Binding
	EditPaste  key.Binding
	SaveFigure key.Binding
	MoveUp     key.Binding
	MoveDown   key.Binding
	Fold       key.Binding
	FoldAll    key.Binding
	RunAll     key.Binding
	Interrupt  key.Binding
	Restart    key.Binding
	Convert    key.Binding
	Write      key.Binding
	Help       key.Binding

	// Edit mode.
	Command key.Binding
	Indent  key.Binding
	Dedent  key.Binding
}

// Default returns the notebook's bindings.
func Default() KeyMap {
	b := func(keys []string, help, desc string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(help, desc))
	}
	k := func(keys ...string) []string { return keys }
	return KeyMap{
		Run:        b(k("ctrl+enter", "ctrl+e"), "ctrl+enter/ctrl+e", "run cell"),
		RunNext:    b(k("shift+enter", "ctrl+r"), "shift+enter/ctrl+r", "run cell, select next"),
		RunInsert:  b(k("alt+enter"), "alt+enter", "run cell, insert below"),
		Save:       b(k("ctrl+s"), "ctrl+s", "save"),
		Quit:       b(k("ctrl+q"), "ctrl+q", "quit (asks when unsaved)"),
		Interrupt2: b(k("ctrl+c"), "ctrl+c", "interrupt the running cell"),

		Edit:       b(k("enter"), "enter", "edit cell"),
		Down:       b(k("j", "down"), "j/↓", "select next cell"),
		Up:         b(k("k", "up"), "k/↑", "select previous cell"),
		Top:        b(k("g", "home"), "g/home", "first cell"),
		Bottom:     b(k("G", "end"), "G/end", "last cell"),
		PageDown:   b(k("pgdown", "ctrl+d"), "pgdn/ctrl+d", "page down"),
		PageUp:     b(k("pgup", "ctrl+u"), "pgup/ctrl+u", "page up"),
		InsertA:    b(k("a"), "a", "insert cell above"),
		InsertB:    b(k("b"), "b", "insert cell below"),
		Delete:     b(k("d"), "d d", "delete cell"),
		Undo:       b(k("z"), "z", "undo cell deletion"),
		Cut:        b(k("x"), "x", "cut cell"),
		Copy:       b(k("c"), "c", "copy cell"),
		Paste:      b(k("v"), "v", "paste cell below"),
		PasteAbove: b(k("V"), "V", "paste cell above"),
		ToMarkdown: b(k("m"), "m", "make markdown cell"),
		ToCode:     b(k("y"), "y", "make code cell"),
		ToRaw:      b(k("r"), "r", "make raw cell"),
		SaveFigure: b(k("s"), "s", "save figures as PNG"),
		MoveUp:     b(k("alt+up", "K"), "alt+↑/K", "move cell up"),
		MoveDown:   b(k("alt+down", "J"), "alt+↓/J", "move cell down"),
		Fold:       b(k("o"), "o", "fold/unfold output"),
		FoldAll:    b(k("O"), "O", "fold/unfold all outputs"),
		RunAll:     b(k("R"), "R", "run all cells"),
		Interrupt:  b(k("i"), "i i", "interrupt kernel"),
		Restart:    b(k("0"), "0 0", "restart kernel (clears state)"),
		Convert:    b(k("C"), "C", "convert to container"),
		Write:      b(k("W"), "W", "toggle write access"),
		Help:       b(k("?"), "?", "toggle help"),

		Command:  b(k("esc"), "esc", "command mode"),
		Indent:   b(k("tab"), "tab", "complete after a name, else indent"),
		Dedent:   b(k("shift+tab"), "shift+tab", "describe the name before, else dedent"),
		Pairs:    b(k("P"), "P", "bracket/quote pairing on/off"),
		Find:     b(k("/"), "/", "find in sources and outputs"),
		FindNext: b(k("n"), "n", "next match"),
		FindPrev: b(k("N"), "N", "previous match"),
		Replace:  b(k("F"), "F", "find and replace in sources"),
		Palette:  b(k(":", "ctrl+p"), ":/ctrl+p", "command palette"),

		EditUndo:   b(k("ctrl+z"), "ctrl+z", "undo"),
		EditRedo:   b(k("ctrl+y", "ctrl+shift+z"), "ctrl+y", "redo"),
		WordMove:   b(k("alt+left", "alt+right"), "alt+←/→", "word left/right"),
		WordDelete: b(k("ctrl+w", "alt+backspace"), "ctrl+w", "delete word before"),
		Select:     b(k("shift+left", "shift+right", "shift+up", "shift+down", "shift+home", "shift+end", "ctrl+shift+left", "ctrl+shift+right"), "shift+arrows", "select text"),
		EditCopy:   b(k("ctrl+c"), "ctrl+c (sel.)", "copy selection (OSC 52)"),
		EditCut:    b(k("ctrl+x"), "ctrl+x", "cut selection"),
		EditPaste:  b(k("ctrl+v"), "ctrl+v", "paste"),
	}
}

// ShortHelp is the one line of help under the notebook.
func (k KeyMap) ShortHelp() []key.Binding {
	return []key.Binding{k.Help, k.Edit, k.Run, k.RunNext, k.InsertB, k.Save, k.Quit}
}

// EditShortHelp is ShortHelp in edit mode.
func (k KeyMap) EditShortHelp() []key.Binding {
	return []key.Binding{k.Command, k.Run, k.RunNext, k.RunInsert, k.Save, k.Quit}
}

// FullHelp is the help view, in columns.
func (k KeyMap) FullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Edit, k.Down, k.Up, k.Top, k.Bottom, k.PageDown, k.PageUp, k.MoveUp, k.MoveDown, k.Fold, k.FoldAll, k.Help,
			k.EditUndo, k.EditRedo, k.WordMove, k.WordDelete, k.Select, k.EditCopy},
		{k.InsertA, k.InsertB, k.Delete, k.Undo, k.Cut, k.Copy, k.Paste, k.PasteAbove, k.ToMarkdown, k.ToCode, k.ToRaw, k.SaveFigure, k.Pairs,
			k.Command, k.Indent, k.Dedent, k.EditCut, k.EditPaste},
		{k.Run, k.RunNext, k.RunInsert, k.RunAll, k.Interrupt, k.Interrupt2, k.Restart, k.Convert, k.Write, k.Save, k.Quit,
			k.Find, k.FindNext, k.FindPrev, k.Replace, k.Palette},
	}
}

// Row is one line of the key table.
type Row struct {
	Mode string // "both", "command" or "edit"
	Keys string
	Does string
}

// Bound is a binding with the mode it works in.
type Bound struct {
	Mode string // "both", "command" or "edit"
	B    key.Binding
}

// Rows returns every binding as a table row, in help order.
func (k KeyMap) Rows() []Row {
	var rows []Row
	for _, b := range k.Bindings() {
		rows = append(rows, Row{Mode: b.Mode, Keys: b.B.Help().Key, Does: b.B.Help().Desc})
	}
	return rows
}

// Bindings returns every binding with its mode, in help order: the key
// table and the command palette list them.
func (k KeyMap) Bindings() []Bound {
	var rows []Bound
	add := func(mode string, bs ...key.Binding) {
		for _, b := range bs {
			rows = append(rows, Bound{Mode: mode, B: b})
		}
	}
	add("both", k.Run, k.RunNext, k.RunInsert, k.Save, k.Quit, k.Interrupt2)
	add("command", k.Edit, k.Down, k.Up, k.Top, k.Bottom, k.PageDown, k.PageUp, k.InsertA, k.InsertB, k.Delete, k.Undo,
		k.Cut, k.Copy, k.Paste, k.PasteAbove, k.ToMarkdown, k.ToCode, k.ToRaw, k.SaveFigure, k.MoveUp, k.MoveDown, k.Fold, k.FoldAll,
		k.RunAll, k.Interrupt, k.Restart, k.Convert, k.Write, k.Pairs, k.Find, k.FindNext, k.FindPrev, k.Replace, k.Palette, k.Help)
	add("edit", k.Command, k.Indent, k.Dedent, k.EditUndo, k.EditRedo, k.WordMove, k.WordDelete, k.Select, k.EditCopy, k.EditCut, k.EditPaste)
	return rows
}

// Markdown returns the key table as a Markdown table, as the README shows
// it.
func (k KeyMap) Markdown() string {
	var b strings.Builder
	b.WriteString("| mode | keys | does |\n|---|---|---|\n")
	for _, r := range k.Rows() {
		keys := strings.ReplaceAll(r.Keys, "/", "` / `")
		keys = strings.ReplaceAll(keys, "|", "\\|")
		b.WriteString("| " + r.Mode + " | `" + keys + "` | " + r.Does + " |\n")
	}
	return b.String()
}
