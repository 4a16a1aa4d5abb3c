// Package tui is backyard's terminal notebook, a Bubble Tea program.
//
// The Model holds a cells.Notebook and a Session (the Python session,
// usually a Sandbox) and follows the Elm architecture Bubble Tea is built
// on: Update takes a message (a key, a chunk of output, a finished run)
// and returns the next state plus commands to run; View draws the state.
//
// Nothing slow happens in Update. Running a cell, converting, restarting
// and saving happen in goroutines started by tea.Cmds; what they produce
// comes back as messages through a channel the model listens on (see
// run.go), so typing, scrolling and interrupting stay responsive while a
// cell runs or the session converts to a container.
//
// View draws only the cells on screen and keeps each cell's rendering
// until the cell, the width or its selection changes, so a keystroke in
// a notebook of a thousand cells redraws one cell, not a thousand.
//
// Keys are bound in one place (tui/keymap) and colours in another
// (themes); the cell editor is tui/editor.
package tui

import (
	"context"
	"path/filepath"
	"strings"
	"time"

	"charm.land/bubbles/v2/help"
	"charm.land/bubbles/v2/key"
	"charm.land/bubbles/v2/progress"
	"charm.land/bubbles/v2/spinner"
	tea "charm.land/bubbletea/v2"
	"charm.land/glamour/v2"
	"charm.land/lipgloss/v2"
	"github.com/backyard-dev/backyard/cells"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/themes"
	"github.com/backyard-dev/backyard/tui/editor"
	"github.com/backyard-dev/backyard/tui/keymap"
)

// Options configure a notebook.
type Options struct {
	// Notebook is the document; nil means a new one.
	Notebook *cells.Notebook
	// Path is where Ctrl+S saves (.bynb or .ipynb by its extension).
	Path string
	// NoPairs turns off typing a bracket's or quote's closer with it
	// (P toggles it).
	NoPairs bool
	// Opened says where Notebook came from; FromAutosave marks it unsaved
	// and tells the user.
	Opened cells.Opened
	// Session runs the cells.
	Session Session
	// Theme colours the notebook; nil means the dark theme in true colour.
	Theme *themes.Theme
	// Width and Height are the initial size, until the terminal reports.
	Width, Height int
	// Now is the clock (tests fix it); nil means time.Now.
	Now func() time.Time
	// AutosaveEvery is how often unsaved edits are copied to the
	// autosave file; zero means every 2 s, negative never.
	AutosaveEvery time.Duration
	// Graphics says whether images are shown inline (see DetectGraphics);
	// without, an image shows as its path or a label.
	Graphics Graphics
	// Mounts is the workspace as the session mounts it: where the image
	// files a cell writes are found on the host.
	Mounts []kernel.Mount
}

type mode int

const (
	commandMode mode = iota
	editMode
)

type kernelState int

const (
	idle kernelState = iota
	busy
	converting
	failed
)

// Model is the notebook program's state.
type Model struct {
	nb      *cells.Notebook
	path    string
	fresh   bool    // the file was not written yet
	noPairs bool    // typing a bracket or quote does not add its closer
	prompt  *prompt // the line of input open at the bottom, if any
	// stdinAnswers takes the line the running cell's input() waits for.
	stdinAnswers chan<- string
	find         string // the last search, highlighted
	// complete is the completion popup, when open.
	complete *completion
	// inspection is the description Shift+Tab asked for, until a key.
	inspection []string
	// copied is the text last copied or cut in the editor, which Ctrl+V
	// pastes; the terminal's clipboard gets it too (OSC 52).
	copied  string
	session Session
	status  SessionStatus
	theme   *themes.Theme
	keys    keymap.KeyMap
	now     func() time.Time
	ctx     context.Context

	width, height int

	sel    int
	mode   mode
	editor *editor.Model
	// top is the first cell on screen and skip the number of its lines
	// scrolled off the top.
	top, skip int

	// pending is the first key of a two-key command (d d, i i, 0 0).
	pending   string
	clipboard *cells.Cell
	deleted   []deletedCell

	views map[string]*cellView

	// edits counts changes; saved and autosaved are its value at the last
	// save and autosave.
	edits, saved, autosaved int
	saving                  bool
	autosaveEvery           time.Duration

	message    string
	messageBad bool

	op        *operation
	opSeq     int
	queue     []string // cell IDs waiting to run
	execCount int
	state     kernelState
	replay    kernel.Progress
	// convertedFrom is the backend a run's conversion left, from the
	// end of its replay (when the status bar moves to the container) to
	// the end of the run.
	convertedFrom kernel.Backend
	lastRun       time.Duration

	spinner  spinner.Model
	progress progress.Model
	help     help.Model
	showHelp bool
	confirm  bool // the quit dialog is open
	quitting bool

	hl *highlighter
	md *markdown

	images *imageStore
	mounts []kernel.Mount
}

type deletedCell struct {
	cell  *cells.Cell
	index int
}

// cellView is what the model keeps per cell besides the document: fold
// state and the last rendering.
type cellView struct {
	version int // bumped on every change to the cell or its drawing
	// outVersion is bumped when the cell's source or outputs change, so
	// the outputs' rendering survives selection and mode changes.
	outVersion int
	// cursorLine is the line of the cell's rendering that holds the
	// editor's cursor.
	cursorLine int
	expanded   bool
	queued     bool
	cache      *cellRender
	cacheKey   renderKey
	outs       lineSource // the outputs, rendered and folded
	outBase    *outView   // the outputs, rendered
	outKey     outKey
}

// New returns the notebook model.
func New(opts Options) *Model {
	nb := opts.Notebook
	if nb == nil {
		nb = cells.New()
	}
	if len(nb.Cells) == 0 {
		nb.Cells = []*cells.Cell{cells.NewCell(cells.Code, "")}
	}
	th := opts.Theme
	if th == nil {
		th = themes.Dark(0)
	}
	now := opts.Now
	if now == nil {
		now = time.Now
	}
	m := &Model{
		nb:            nb,
		path:          opts.Path,
		fresh:         opts.Opened == cells.Fresh,
		noPairs:       opts.NoPairs,
		session:       opts.Session,
		theme:         th,
		keys:          keymap.Default(),
		now:           now,
		ctx:           context.Background(),
		width:         max(opts.Width, 20),
		height:        max(opts.Height, 5),
		views:         map[string]*cellView{},
		autosaveEvery: opts.AutosaveEvery,
		hl:            newHighlighter(th),
		md:            &markdown{theme: th, renderers: map[int]*glamour.TermRenderer{}},
		images:        newImageStore(opts.Graphics),
		mounts:        opts.Mounts,
	}
	if m.autosaveEvery == 0 {
		m.autosaveEvery = 2 * time.Second
	}
	if m.session != nil {
		m.status = m.session.Status()
	}
	for _, c := range nb.Cells {
		m.execCount = max(m.execCount, c.ExecutionCount)
	}
	m.spinner = spinner.New(spinner.WithSpinner(spinner.MiniDot), spinner.WithStyle(th.Running))
	m.progress = progress.New(progress.WithWidth(12), progress.WithoutPercentage(), progress.WithColors(th.ProgressFull), progress.WithFillCharacters('█', '░'))
	m.progress.EmptyColor = th.ProgressRest
	m.help = help.New()
	m.help.Styles.ShortKey = th.HelpKey
	m.help.Styles.ShortDesc = th.HelpDesc.Faint(true)
	m.help.Styles.FullKey = th.HelpKey
	m.help.Styles.FullDesc = th.HelpDesc
	m.help.Styles.ShortSeparator = th.Placeholder
	m.help.Styles.FullSeparator = th.Placeholder
	m.help.Styles.Ellipsis = th.Placeholder
	if opts.Opened == cells.FromAutosave {
		m.edits = 1
		m.note("recovered unsaved edits from the autosave: ctrl+s keeps them")
	}
	return m
}

// Notebook returns the document being edited.
func (m *Model) Notebook() *cells.Notebook { return m.nb }

// Dirty reports whether there are unsaved changes.
func (m *Model) Dirty() bool { return m.edits != m.saved }

// Init starts the autosave clock and, with inline images, loads the
// images of the notebook's outputs.
func (m *Model) Init() tea.Cmd {
	return tea.Batch(m.autosaveTick(), m.loadImages())
}

// Update handles one message.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = max(msg.Width, 20), max(msg.Height, 5)
		m.help.SetWidth(m.width)
	case tea.KeyPressMsg:
		cmd = m.key(msg)
	case tea.PasteMsg:
		if m.mode == editMode && !m.confirm && !m.showHelp {
			m.editor.Update(msg)
			m.syncEditor()
		}
	case spinner.TickMsg:
		if m.op != nil {
			m.spinner, cmd = m.spinner.Update(msg)
		}
	case imagesMsg:
		cmd = m.addImages(msg.files, msg.figures)
	case tea.ClipboardMsg:
		m.pasteClipboard(msg)
	case completeMsg:
		m.completed(msg)
	case inspectMsg:
		m.inspected(msg)
	default:
		cmd = m.operationMsg(msg)
		if cmd == nil {
			cmd = m.fileMsg(msg)
		}
	}
	m.scroll()
	return m, cmd
}

// key routes a key press by what is on screen.
func (m *Model) key(k tea.KeyPressMsg) tea.Cmd {
	if m.confirm {
		return m.confirmKey(k)
	}
	if m.prompt != nil {
		return m.promptKey(k)
	}
	if m.mode == editMode && m.complete != nil && m.completionKey(k) {
		return nil
	}
	m.inspection = nil // until the next key
	if m.mode == editMode && key.Matches(k, m.keys.Indent) && m.wantsCompletion() {
		return m.requestCompletion()
	}
	if m.mode == editMode && key.Matches(k, m.keys.Dedent) && m.wantsInspect() {
		return m.requestInspect()
	}
	if m.showHelp {
		if key.Matches(k, m.keys.Help, m.keys.Command, m.keys.Quit) || k.String() == "q" {
			m.showHelp = false
		}
		return nil
	}
	if m.mode == editMode {
		if cmd, ok := m.clipboardKey(k); ok {
			return cmd
		}
	}
	// Keys of both modes.
	switch {
	case key.Matches(k, m.keys.Run):
		return m.runSelected(false, false)
	case key.Matches(k, m.keys.RunNext):
		if m.mode == editMode && k.String() == "enter" {
			break // a plain Enter in the editor is a newline
		}
		return m.runSelected(true, false)
	case key.Matches(k, m.keys.RunInsert):
		return m.runSelected(false, true)
	case key.Matches(k, m.keys.Save):
		return m.save()
	case key.Matches(k, m.keys.Quit):
		return m.quit()
	case key.Matches(k, m.keys.Interrupt2):
		if m.op == nil {
			m.note("nothing is running (ctrl+q quits)")
			return nil
		}
		m.interrupt()
		return nil
	}
	if m.mode == editMode {
		if key.Matches(k, m.keys.Command) {
			m.leaveEdit()
			return nil
		}
		// Up on the first line and Down on the last go on editing the
		// cell above or below, as in Jupyter.
		row, _ := m.editor.Cursor()
		switch {
		case k.String() == "up" && row == 0 && m.sel > 0:
			m.leaveEdit()
			m.selectCell(m.sel - 1)
			m.enterEdit()
			return nil
		case k.String() == "down" && row == len(m.editor.Lines())-1 && m.sel < len(m.nb.Cells)-1:
			m.leaveEdit()
			m.selectCell(m.sel + 1)
			m.enterEdit()
			m.editor.SetCursor(0, 0)
			return nil
		}
		if m.editor.Update(k) {
			m.syncEditor()
		}
		return nil
	}
	return m.commandKey(k)
}

// selected returns the selected cell.
func (m *Model) selected() *cells.Cell { return m.nb.Cells[m.sel] }

func (m *Model) view(c *cells.Cell) *cellView {
	v, ok := m.views[c.ID]
	if !ok {
		v = &cellView{}
		m.views[c.ID] = v
	}
	return v
}

// changed records an edit of cell c.
func (m *Model) changed(c *cells.Cell) {
	v := m.view(c)
	v.version++
	v.outVersion++
	m.edits++
}

// changedDoc records an edit of the notebook's structure.
func (m *Model) changedDoc() { m.edits++ }

func (m *Model) enterEdit() {
	c := m.selected()
	m.mode = editMode
	m.editor = editor.New(c.Source)
	m.editor.Plain = c.Type != cells.Code
	m.editor.Pairs = !m.noPairs
	m.view(c).version++
}

// syncEditor copies the editor's text into the cell.
func (m *Model) syncEditor() {
	c := m.selected()
	if v := m.editor.Value(); v != c.Source {
		c.Source = v
		m.changed(c)
	} else {
		m.view(c).version++ // the cursor moved
	}
}

func (m *Model) leaveEdit() {
	if m.mode != editMode {
		return
	}
	m.syncEditor()
	m.mode = commandMode
	m.editor = nil
	m.view(m.selected()).version++
}

// note shows a message above the status bar until the next key.
func (m *Model) note(msg string) { m.message, m.messageBad = msg, false }

// warn shows an error message above the status bar.
func (m *Model) warn(msg string) { m.message, m.messageBad = msg, true }

// fileName is the notebook's file name as the status bar shows it.
func (m *Model) fileName() string {
	if m.path == "" {
		return "untitled"
	}
	return filepath.Base(m.path)
}

// View draws the notebook.
func (m *Model) View() tea.View {
	var content string
	switch {
	case m.showHelp:
		content = m.helpView()
	default:
		content = m.notebookView()
	}
	if m.confirm {
		content = m.overlayDialog(content)
	}
	v := tea.NewView(content)
	v.AltScreen = true
	v.WindowTitle = "backyard — " + m.fileName()
	return v
}

// Content returns the screen as a string; tests and benchmarks use it.
func (m *Model) Content() string { return m.View().Content }

// notebookView is the cell list, the message line and the status bar.
func (m *Model) notebookView() string {
	listH := m.listHeight()
	lines := m.visibleLines(listH)
	for len(lines) < listH {
		lines = append(lines, "")
	}
	msg := m.messageLine()
	if m.inspection != nil && m.mode == editMode {
		rows := m.inspectionView()
		if n := min(len(rows), len(lines)); n > 0 {
			copy(lines[len(lines)-n:], rows[len(rows)-n:])
		}
	}
	if m.complete != nil && m.mode == editMode {
		rows := m.completionView()
		if n := min(len(rows), len(lines)); n > 0 {
			copy(lines[len(lines)-n:], rows[len(rows)-n:])
		}
	}
	if m.prompt != nil {
		pv := strings.Split(m.promptView(), "\n")
		msg = pv[len(pv)-1]
		// The palette's list covers the bottom of the cells.
		rows := pv[:len(pv)-1]
		if n := min(len(rows), len(lines)); n > 0 {
			copy(lines[len(lines)-n:], rows[len(rows)-n:])
		}
	}
	lines = append(lines, msg, m.statusBar())
	return strings.Join(lines, "\n")
}

func (m *Model) listHeight() int { return max(m.height-2, 1) }

// messageLine is the pending message, else the short help.
func (m *Model) messageLine() string {
	if m.message != "" {
		st := m.theme.Message
		if m.messageBad {
			st = m.theme.ErrorTitle
		}
		return st.Render(truncate(m.message, m.width))
	}
	if m.pending != "" {
		return m.theme.Message.Render(m.pending + "…")
	}
	keys := m.keys.ShortHelp()
	if m.mode == editMode {
		keys = m.keys.EditShortHelp()
	}
	h := m.help
	h.SetWidth(m.width)
	return h.ShortHelpView(keys)
}

func truncate(s string, w int) string {
	return lipgloss.NewStyle().MaxWidth(w).Render(s)
}
