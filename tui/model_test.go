package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/cells"
)

func TestNewNotebookOpensInCommandMode(t *testing.T) {
	h := newHarness(t, nil, "new.bynb")
	h.golden("new_notebook")
}

func TestEditModeIndentsAndShowsTheCursor(t *testing.T) {
	h := newHarness(t, nil, "n.bynb")
	h.press("enter")
	h.typeText("for i in range(3):\nprint(i)")
	h.golden("edit_mode")
	if got := h.m.selected().Source; got != "for i in range(3):\n    print(i)" {
		t.Errorf("source = %q", got)
	}
}

func TestRunShowsOutputAndCount(t *testing.T) {
	h := newHarness(t, nil, "n.bynb")
	h.press("enter")
	h.typeText("print(hello)")
	h.press("ctrl+e")
	h.golden("run_output")
	if h.m.mode != commandMode {
		t.Error("running did not leave edit mode")
	}
}

func TestRunKeysMoveAndInsert(t *testing.T) {
	tests := []struct {
		name      string
		key       string
		wantCells int
		wantSel   int
		wantMode  mode
	}{
		{"ctrl+e runs in place", "ctrl+e", 1, 0, commandMode},
		{"ctrl+enter runs in place", "ctrl+enter", 1, 0, commandMode},
		{"ctrl+r runs and adds a cell at the end", "ctrl+r", 2, 1, commandMode},
		{"shift+enter runs and adds a cell at the end", "shift+enter", 2, 1, commandMode},
		{"alt+enter runs and edits a new cell below", "alt+enter", 2, 1, editMode},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, nil, "n.bynb")
			h.press("enter")
			h.typeText("41 + 1")
			h.press(tt.key)
			if n := len(h.m.nb.Cells); n != tt.wantCells || h.m.sel != tt.wantSel || h.m.mode != tt.wantMode {
				t.Errorf("cells %d sel %d mode %v; want %d %d %v", n, h.m.sel, h.m.mode, tt.wantCells, tt.wantSel, tt.wantMode)
			}
			c := h.m.nb.Cells[0]
			if c.ExecutionCount != 1 || len(c.Outputs) != 1 || c.Outputs[0].Text != "41 + 1" {
				t.Errorf("cell after run: %+v", c)
			}
		})
	}
}

func TestErrorShowsTraceback(t *testing.T) {
	h := newHarness(t, nil, "n.bynb")
	h.press("enter")
	h.typeText("1/0")
	h.press("ctrl+e")
	h.golden("error_traceback")
}

func TestATracebackEchoedOnStderrShowsOnce(t *testing.T) {
	h := newHarness(t, notebook("1/0 echoed"), "n.bynb")
	h.press("ctrl+e")
	outs := h.m.nb.Cells[0].Outputs
	if len(outs) != 2 || outs[0].Text != "warning: about to divide\n" || outs[1].ErrorType != "ZeroDivisionError" {
		t.Errorf("outputs = %+v", outs)
	}
	if n := strings.Count(h.screen(), "Traceback"); n != 1 {
		t.Errorf("the traceback shows %d times", n)
	}
}

func TestStdoutStderrFilesAndResultOutputs(t *testing.T) {
	nb := notebook("print(out)", "warn", "files", "6 * 7")
	h := newHarness(t, nb, "n.bynb")
	h.press("R")
	h.golden("outputs")
	for i, c := range h.m.nb.Cells {
		if c.ExecutionCount != i+1 {
			t.Errorf("cell %d ran as [%d]; run all keeps order", i, c.ExecutionCount)
		}
	}
}

func TestMarkdownRendersWhenNotEdited(t *testing.T) {
	h := newHarness(t, nil, "n.bynb")
	h.press("m", "enter")
	h.typeText("# Results\n\nSome *emphasis* and `code`.")
	h.golden("markdown_editing")
	h.press("esc")
	h.golden("markdown_rendered")
}

func TestCellCommands(t *testing.T) {
	tests := []struct {
		name string
		keys []string
		want []string // cell sources after, the selected one marked with >
	}{
		{"b inserts below", []string{"b"}, []string{"a", ">", "b", "c"}},
		{"a inserts above", []string{"a"}, []string{">", "a", "b", "c"}},
		{"j and k move", []string{"j", "j", "k"}, []string{"a", ">b", "c"}},
		{"arrows and G and g move", []string{"G", "up", "g", "down"}, []string{"a", ">b", "c"}},
		{"d d deletes", []string{"j", "d", "d"}, []string{"a", ">c"}},
		{"one d does nothing", []string{"d", "j"}, []string{"a", ">b", "c"}},
		{"z undoes a deletion", []string{"d", "d", "z"}, []string{">a", "b", "c"}},
		{"x cuts and v pastes below", []string{"x", "j", "v"}, []string{"b", "c", ">a"}},
		{"c copies and V pastes above", []string{"c", "G", "V"}, []string{"a", "b", ">a", "c"}},
		{"alt+down moves a cell", []string{"alt+down"}, []string{"b", ">a", "c"}},
		{"K moves a cell up", []string{"G", "K"}, []string{"a", ">c", "b"}},
		{"deleting the last cell leaves an empty one", []string{"d", "d", "d", "d", "d", "d"}, []string{">"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, notebook("a", "b", "c"), "n.bynb")
			h.press(tt.keys...)
			var got []string
			for i, c := range h.m.nb.Cells {
				s := c.Source
				if i == h.m.sel {
					s = ">" + s
				}
				got = append(got, s)
			}
			if strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Errorf("cells = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestCellCommandsScreen(t *testing.T) {
	h := newHarness(t, notebook("a = 1", "b = 2", "c = 3"), "n.bynb")
	h.press("j", "m", "c", "G", "v", "d")
	h.golden("cell_commands")
}

func TestChangingTypeToMarkdownDropsOutputs(t *testing.T) {
	h := newHarness(t, notebook("print(x)"), "n.bynb")
	h.press("ctrl+e", "m")
	c := h.m.nb.Cells[0]
	if c.Type != cells.Markdown || len(c.Outputs) != 0 || c.ExecutionCount != 0 {
		t.Errorf("cell = %+v", c)
	}
	h.press("y")
	if c.Type != cells.Code {
		t.Errorf("y left the cell %v", c.Type)
	}
}

func TestLongOutputFoldsAndUnfolds(t *testing.T) {
	h := newHarness(t, notebook("lines 30"), "n.bynb")
	h.m.height = 50
	h.press("ctrl+e")
	h.golden("output_folded")
	h.press("o")
	h.golden("output_unfolded")
}

func TestInterruptStopsARunningCell(t *testing.T) {
	h := newHarness(t, notebook("loop", "print(after)"), "n.bynb")
	h.press("R")
	h.golden("running")
	if h.m.state != busy {
		t.Fatalf("state = %v while running", h.m.state)
	}
	h.press("i", "i")
	h.settle()
	h.golden("interrupted")
	if h.m.state != idle || h.m.op != nil {
		t.Errorf("after the interrupt: state %v, op %v", h.m.state, h.m.op)
	}
	if got := h.fake.ran; len(got) != 1 {
		t.Errorf("ran %q: the interrupt should drop the queued cell", got)
	}
}

func TestCtrlCInterruptsToo(t *testing.T) {
	h := newHarness(t, notebook("loop"), "n.bynb")
	h.press("ctrl+e", "ctrl+c")
	h.settle()
	if c := h.m.nb.Cells[0]; h.m.op != nil || len(c.Outputs) != 2 || c.Outputs[1].ErrorType != "KeyboardInterrupt" {
		t.Errorf("outputs after ctrl+c: %+v", c.Outputs)
	}
}

func TestTypingStaysResponsiveWhileACellRuns(t *testing.T) {
	h := newHarness(t, notebook("loop", ""), "n.bynb")
	h.press("ctrl+e", "j", "enter")
	h.typeText("x = 1")
	if got := h.m.nb.Cells[1].Source; got != "x = 1" {
		t.Errorf("typed %q while a cell ran", got)
	}
	h.press("esc", "i", "i")
	h.settle()
}

func TestAutoConversionShowsReplayProgress(t *testing.T) {
	h := newHarness(t, notebook("x = 1", "import numpy"), "n.bynb")
	h.fake.hold = true
	h.press("ctrl+e", "j", "ctrl+e")
	h.golden("replaying")
	if h.m.state != converting || h.m.replay.Step != 3 {
		t.Errorf("state %v, replay %+v", h.m.state, h.m.replay)
	}
	close(h.fake.release)
	h.settle()
	h.golden("converted")
	if !strings.Contains(h.m.message, "needed more than monty: now on container, gVisor, 5 cells replayed") {
		t.Errorf("message after the auto conversion: %q", h.m.message)
	}
}

func TestAfterTheReplayTheStatusBarShowsTheContainer(t *testing.T) {
	h := newHarness(t, notebook("x = 1", "import numpy; loop"), "n.bynb")
	h.press("ctrl+e", "j", "ctrl+e")
	bar := h.statusLine()
	if !strings.Contains(bar, "│ container · auto │") || !strings.Contains(bar, "busy") {
		t.Errorf("status bar while the converted cell runs: %q", bar)
	}
	h.press("i", "i")
	h.settle()
	if bar := h.statusLine(); !strings.Contains(bar, "│ container, gVisor · auto │ ● idle") {
		t.Errorf("status bar after the run: %q", bar)
	}
	if !strings.Contains(h.m.message, "needed more than monty: now on container, gVisor") {
		t.Errorf("message: %q", h.m.message)
	}
}

func TestConvertKey(t *testing.T) {
	h := newHarness(t, nil, "n.bynb")
	h.press("C")
	if h.m.status.Backend != "container" || !strings.Contains(h.m.message, "converted to container, gVisor") {
		t.Errorf("after C: backend %q, message %q", h.m.status.Backend, h.m.message)
	}
	h.press("C")
	if h.m.message != "already on a container" {
		t.Errorf("second C: %q", h.m.message)
	}
}

func TestWriteAccessToggles(t *testing.T) {
	h := newHarness(t, nil, "n.bynb")
	h.press("W")
	h.golden("read_only")
	if h.m.status.Writable {
		t.Error("W did not revoke write access")
	}
	h.press("W")
	if !h.m.status.Writable || h.m.message != "write access granted" {
		t.Errorf("second W: writable %v, %q", h.m.status.Writable, h.m.message)
	}
}

func TestRestartNeedsTwoZeros(t *testing.T) {
	h := newHarness(t, notebook("1"), "n.bynb")
	h.press("ctrl+e", "0")
	if h.m.execCount != 1 {
		t.Fatal("one 0 restarted")
	}
	h.press("0")
	if h.m.execCount != 0 || !strings.Contains(h.m.message, "restarted") {
		t.Errorf("after 0 0: count %d, message %q", h.m.execCount, h.m.message)
	}
}

func TestHelpView(t *testing.T) {
	h := newHarness(t, nil, "n.bynb")
	h.m.height, h.m.width = 20, 140
	h.press("?")
	h.golden("help")
	h.press("?")
	if h.m.showHelp {
		t.Error("? did not close the help")
	}
	// A narrow terminal stacks the columns.
	h.m.height, h.m.width = 36, 80
	h.press("?")
	h.golden("help_narrow")
	h.press("esc")
	if h.m.showHelp {
		t.Error("esc did not close the help")
	}
}

func TestSaveWritesTheFileAndClearsDirty(t *testing.T) {
	path := filepath.Join(t.TempDir(), "s.bynb")
	h := newHarness(t, nil, path)
	h.press("enter")
	h.typeText("print(saved)")
	h.press("ctrl+e")
	if !h.m.Dirty() {
		t.Fatal("not dirty after an edit")
	}
	h.press("ctrl+s")
	h.until("the save", func() bool { return !h.m.saving })
	if h.m.Dirty() || h.m.message != "saved s.bynb" {
		t.Errorf("after ctrl+s: dirty %v, message %q", h.m.Dirty(), h.m.message)
	}
	nb, err := cells.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	c := nb.Cells[0]
	if c.Source != "print(saved)" || c.ExecutionCount != 1 || c.Outputs[0].Text != "saved\n" {
		t.Errorf("saved cell = %+v", c)
	}
}

func TestQuitAsksWhenUnsaved(t *testing.T) {
	path := filepath.Join(t.TempDir(), "q.bynb")
	h := newHarness(t, nil, path)
	h.press("ctrl+q")
	if !h.quit {
		t.Fatal("a clean notebook did not quit at once")
	}

	h = newHarness(t, nil, path)
	h.press("b", "ctrl+q")
	if h.quit || !h.m.confirm {
		t.Fatal("an unsaved notebook quit without asking")
	}
	h.golden("quit_dialog")
	h.press("esc")
	if h.m.confirm || h.quit {
		t.Fatal("esc did not cancel")
	}
	h.press("ctrl+q", "y")
	h.until("y to save and quit", func() bool { return h.quit })
	if !h.quit {
		t.Fatal("y did not save and quit")
	}
	if nb, err := cells.Load(path); err != nil || len(nb.Cells) != 2 {
		t.Errorf("saved %v, %v", nb, err)
	}

	h = newHarness(t, nil, path)
	h.press("b", "ctrl+q", "n")
	if !h.quit {
		t.Fatal("n did not quit")
	}
	if nb, _ := cells.Load(path); len(nb.Cells) != 2 {
		t.Error("n saved anyway")
	}
}

func TestAutosaveCopiesUnsavedEdits(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.bynb")
	h := newHarness(t, nil, path)
	h.press("enter")
	h.typeText("x = 1")
	h.handle(autosaveTickMsg{})
	h.until("the autosave", func() bool { return h.m.autosaved == h.m.edits })
	nb, from, err := cells.Open(path)
	if err != nil || from != cells.FromAutosave || nb.Cells[0].Source != "x = 1" {
		t.Fatalf("Open after autosave = %v, %v, %v", from, err, nb)
	}
	h.press("ctrl+s")
	h.until("the save", func() bool { return !h.m.saving })
	if _, err := os.Stat(cells.AutosavePath(path)); !os.IsNotExist(err) {
		t.Errorf("the autosave outlived a save: %v", err)
	}
	m := New(Options{Notebook: nb, Path: path, Opened: cells.FromAutosave, Width: 80, Height: 10})
	if !m.Dirty() || !strings.Contains(m.message, "recovered") {
		t.Error("a notebook recovered from the autosave is not marked unsaved")
	}
}

func TestScrollingKeepsTheSelectionOnScreen(t *testing.T) {
	var srcs []string
	for i := range 40 {
		srcs = append(srcs, "x = "+itoa(i))
	}
	h := newHarness(t, notebook(srcs...), "n.bynb")
	h.press("G")
	if !strings.Contains(h.screen(), "x = 39") {
		t.Error("G did not scroll to the last cell")
	}
	h.golden("scrolled_to_end")
	h.press("g")
	if !strings.Contains(h.screen(), "x = 0") {
		t.Error("g did not scroll back")
	}
	h.press("pgdown")
	if h.m.sel == 0 || !strings.Contains(h.screen(), "x = "+itoa(h.m.sel)) {
		t.Errorf("pgdown selected %d, not on screen", h.m.sel)
	}
}

func TestArrowsCrossCellsInEditMode(t *testing.T) {
	h := newHarness(t, notebook("a = 1\nb = 2", "c = 3"), "n.bynb")
	h.press("enter", "down")
	if h.m.sel != 1 || h.m.mode != editMode {
		t.Fatalf("down on the last line: sel %d mode %v", h.m.sel, h.m.mode)
	}
	if r, c := h.m.editor.Cursor(); r != 0 || c != 0 {
		t.Errorf("cursor at %d,%d, want the start of the next cell", r, c)
	}
	h.press("up")
	if r, _ := h.m.editor.Cursor(); h.m.sel != 0 || r != 1 {
		t.Errorf("up on the first line: sel %d row %d", h.m.sel, r)
	}
	h.press("up", "up")
	if r, _ := h.m.editor.Cursor(); h.m.sel != 0 || r != 0 {
		t.Errorf("up in the first cell: sel %d row %d", h.m.sel, r)
	}
}

func TestEditingATallCellFollowsTheCursor(t *testing.T) {
	h := newHarness(t, nil, "n.bynb")
	h.press("enter")
	for i := range 40 {
		h.typeText("y" + itoa(i) + " = 0\n")
	}
	if !strings.Contains(h.screen(), "y39 = 0") {
		t.Error("the cursor's line scrolled off screen")
	}
	h.press("ctrl+home")
	if !strings.Contains(h.screen(), "y0 = 0") {
		t.Error("ctrl+home did not scroll to the first line")
	}
}

// notebook makes a notebook of code cells.
func notebook(srcs ...string) *cells.Notebook {
	nb := &cells.Notebook{}
	for _, s := range srcs {
		nb.Cells = append(nb.Cells, cells.NewCell(cells.Code, s))
	}
	return nb
}

// TestExecutionNumbersReachTheKernel: a run takes the next number after
// the notebook's highest, shows it as [n] and hands it to the kernel,
// which names the cell "<cell n>" in tracebacks.
func TestExecutionNumbersReachTheKernel(t *testing.T) {
	nb := cells.New()
	nb.Cells[0].Source = "x = 1"
	nb.Cells[0].ExecutionCount = 7
	c := cells.NewCell(cells.Code, "print(two)")
	nb.Cells = append(nb.Cells, c)
	h := newHarness(t, nb, "n.bynb")
	h.press("j", "ctrl+e", "k", "ctrl+e")
	h.golden("execution_numbers")
	if got := h.fake.numbers; len(got) != 2 || got[0] != 8 || got[1] != 9 {
		t.Errorf("numbers sent to the kernel = %v, want [8 9]", got)
	}
	if nb.Cells[0].ExecutionCount != 9 || nb.Cells[1].ExecutionCount != 8 {
		t.Errorf("counts %d %d, want 9 8", nb.Cells[0].ExecutionCount, nb.Cells[1].ExecutionCount)
	}
}

// TestMarkdownEditingHasNoPythonIndentAndUndoWorks: a colon in a
// markdown cell does not indent the next line (the file saved the
// indentation), and Ctrl+Z in the editor takes back typing.
func TestMarkdownEditingHasNoPythonIndentAndUndoWorks(t *testing.T) {
	h := newHarness(t, nil, "n.bynb")
	h.press("m", "enter")
	h.typeText("Steps:\nfirst")
	h.golden("markdown_no_indent")
	h.press("esc")
	if got := h.m.selected().Source; got != "Steps:\nfirst" {
		t.Errorf("markdown source = %q", got)
	}
	h.press("b", "enter")
	h.typeText("f(x")
	h.press("ctrl+z")
	h.press("esc")
	if got := h.m.selected().Source; got != "f()" {
		t.Errorf("after undo: %q, want \"f()\" (the x taken back, the pair kept)", got)
	}
}

// reportingFake is the fake session with a conversion that skipped and diverged.
type reportingFake struct {
	*fakeSession
	problems []string
}

func (r reportingFake) ConversionProblems() []string { return r.problems }

// TestConvertKeyShowsWhatTheReplayLeftOut: a conversion whose replay skipped a cell
// or diverged says so in the message line, as a warning, not only "converted".
func TestConvertKeyShowsWhatTheReplayLeftOut(t *testing.T) {
	problems := []string{"cell [2] not replayed: it wrote files (open('a.txt', 'w') ...)", "cell [3] diverged on replay: failed with NameError: name 'y' is not defined (print(y))"}
	var fake *fakeSession
	h := newHarnessWith(t, nil, "n.bynb", func(o *Options) {
		fake = o.Session.(*fakeSession)
		o.Session = reportingFake{fakeSession: fake, problems: problems}
	})
	h.press("C")
	if !h.m.messageBad || !strings.Contains(h.m.message, "converted to container") || !strings.Contains(h.m.message, problems[0]) || !strings.Contains(h.m.message, problems[1]) {
		t.Errorf("after C: bad %v, message %q", h.m.messageBad, h.m.message)
	}
}
