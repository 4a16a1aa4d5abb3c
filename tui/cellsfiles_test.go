package tui

import (
	"bytes"
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/cells"
)

// TestRawCellIsShownAsWrittenAndKept: r makes a raw cell, drawn as its
// text (no highlighting, no markdown, no run) and saved as raw.
func TestRawCellIsShownAsWrittenAndKept(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "r.ipynb")
	nb := cells.New()
	nb.Cells[0].Source = "# not a heading\n**not bold**"
	h := newHarness(t, nb, path)
	h.press("r")
	h.golden("raw_cell")
	if got := h.screen(); !strings.Contains(got, "# not a heading") || !strings.Contains(got, "raw") {
		t.Errorf("raw cell not shown as written:\n%s", got)
	}
	h.press("ctrl+e")
	if len(h.fake.ran) != 0 {
		t.Errorf("a raw cell ran: %q", h.fake.ran)
	}
	h.press("ctrl+s")
	h.until("the save", func() bool { return !h.m.Dirty() })
	back, err := cells.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if back.Cells[0].Type != cells.Raw || back.Cells[0].Source != nb.Cells[0].Source {
		t.Errorf("saved back as %s %q", back.Cells[0].Type, back.Cells[0].Source)
	}
}

// TestSaveFiguresWritesPNGsNextToTheNotebook: s writes the selected
// cell's PNG figures beside the notebook and says where.
func TestSaveFiguresWritesPNGsNextToTheNotebook(t *testing.T) {
	dir := t.TempDir()
	png := testPNG(t, 8, 6, false)
	data := base64.StdEncoding.EncodeToString(png)
	nb := &cells.Notebook{Cells: []*cells.Cell{
		{ID: "a", Type: cells.Code, Source: "plot()", ExecutionCount: 4, Outputs: []cells.Output{
			{Kind: cells.Display, MIME: "image/png", Data: data},
			{Kind: cells.Display, MIME: "image/png", Data: data}}},
		{ID: "b", Type: cells.Code, Source: "x = 1"},
	}}
	h := newHarness(t, nb, filepath.Join(dir, "plots.bynb"))
	h.press("s")
	for _, name := range []string{"plots-4-1.png", "plots-4-2.png"} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !bytes.Equal(got, png) {
			t.Errorf("%s: %v, %d bytes", name, err, len(got))
		}
	}
	if want := "saved 2 figures: plots-4-1.png … plots-4-2.png in " + dir; h.m.message != want {
		t.Errorf("message %q, want %q", h.m.message, want)
	}
	h.press("j", "s")
	if !h.m.messageBad || !strings.Contains(h.m.message, "no PNG figure") {
		t.Errorf("on a cell without figures: %q", h.m.message)
	}
}

// TestStatusSaysNewUntilTheFileIsWritten: a notebook whose file does
// not exist yet is "new", not "saved", until Ctrl+S writes it.
func TestStatusSaysNewUntilTheFileIsWritten(t *testing.T) {
	path := filepath.Join(t.TempDir(), "fresh.bynb")
	h := newHarnessWith(t, nil, path, func(o *Options) { o.Opened = cells.Fresh })
	if s := h.statusLine(); !strings.HasSuffix(strings.TrimSpace(s), "fresh.bynb new") {
		t.Errorf("status %q, want it to end in \"fresh.bynb new\"", s)
	}
	h.press("ctrl+s")
	h.until("the save", func() bool { return !h.m.fresh })
	if s := h.statusLine(); !strings.HasSuffix(strings.TrimSpace(s), "fresh.bynb saved") {
		t.Errorf("after saving: status %q", s)
	}
}
