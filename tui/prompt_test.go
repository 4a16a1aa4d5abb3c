package tui

import (
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/cells"
)

func findNotebook() *cells.Notebook {
	a := cells.NewCell(cells.Code, "total = 1")
	b := cells.NewCell(cells.Code, "print(x)")
	b.ExecutionCount = 1
	b.Outputs = []cells.Output{{Kind: cells.Stream, Name: cells.Stdout, Text: "the Total is 3\n"}}
	c := cells.NewCell(cells.Markdown, "no match here")
	d := cells.NewCell(cells.Code, "total += 1\ntotal")
	return &cells.Notebook{Cells: []*cells.Cell{a, b, c, d}}
}

// TestFindSearchesSourcesAndOutputs: / finds a word in sources and
// outputs, ignoring case, n and N go to the next and previous match
// (wrapping), and the match is highlighted.
func TestFindSearchesSourcesAndOutputs(t *testing.T) {
	h := newHarness(t, findNotebook(), "f.bynb")
	h.press("j", "j") // start on the markdown cell
	h.press("/")
	h.typeText("total")
	h.golden("find_prompt")
	h.press("enter")
	if h.m.sel != 3 {
		t.Fatalf("first match: cell %d, want 3", h.m.sel)
	}
	h.golden("find_match")
	if !strings.Contains(h.m.message, "cell 3 of 3") {
		t.Errorf("message %q", h.m.message)
	}
	var sels []int
	for _, k := range []string{"n", "n", "n", "N", "N"} {
		h.press(k)
		sels = append(sels, h.m.sel)
	}
	// 3 → 0 → 1 (in the output) → 3 → 1 → 0
	if want := []int{0, 1, 3, 1, 0}; !equalInts(sels, want) {
		t.Errorf("n/N went to %v, want %v", sels, want)
	}
	h.press("/")
	h.typeText("nowhere")
	h.press("enter")
	if !h.m.messageBad || !strings.Contains(h.m.message, "not found") {
		t.Errorf("missing search: %q", h.m.message)
	}
}

// TestReplaceInSources: F replaces every occurrence in sources, not in
// outputs, and says how many.
func TestReplaceInSources(t *testing.T) {
	nb := findNotebook()
	h := newHarness(t, nb, "f.bynb")
	h.press("F")
	h.typeText("total")
	h.press("enter")
	h.typeText("sum_")
	h.press("enter")
	if nb.Cells[0].Source != "sum_ = 1" || nb.Cells[3].Source != "sum_ += 1\nsum_" {
		t.Errorf("sources %q %q", nb.Cells[0].Source, nb.Cells[3].Source)
	}
	if nb.Cells[1].Outputs[0].Text != "the Total is 3\n" {
		t.Error("an output was changed")
	}
	if want := "replaced 3 × total in 2 cells"; h.m.message != want {
		t.Errorf("message %q, want %q", h.m.message, want)
	}
	if !h.m.Dirty() {
		t.Error("the replacement is not an edit")
	}
}

// TestCommandPaletteRunsActionsByName: : lists the keymap's actions,
// typing filters them, arrows choose, Enter runs, Esc closes.
func TestCommandPaletteRunsActionsByName(t *testing.T) {
	h := newHarness(t, findNotebook(), "p.bynb")
	h.press(":")
	h.typeText("cell below")
	h.golden("palette")
	got := h.m.paletteMatches("cell below")
	if len(got) < 2 || got[0].b.Help().Desc != "insert cell below" {
		t.Fatalf("matches %v", got)
	}
	h.press("enter")
	if len(h.m.nb.Cells) != 5 || h.m.sel != 1 {
		t.Errorf("insert below from the palette: %d cells, sel %d", len(h.m.nb.Cells), h.m.sel)
	}
	h.press("esc") // leave the new cell's editor
	h.press("ctrl+p")
	h.typeText("delete")
	h.press("enter")
	if len(h.m.nb.Cells) != 4 {
		t.Errorf("delete (d d) from the palette: %d cells", len(h.m.nb.Cells))
	}
	h.press(":")
	h.typeText("markdown")
	h.press("esc")
	if h.m.prompt != nil || h.m.selected().Type != cells.Code {
		t.Error("esc did not close the palette without acting")
	}
	// Every command-mode action is in the palette.
	if n, want := len(h.m.paletteMatches("")), 0; n <= want {
		t.Errorf("palette lists %d actions", n)
	}
	for _, b := range h.m.keys.Bindings() {
		if b.Mode == "edit" {
			continue
		}
		found := false
		for _, e := range h.m.paletteMatches(b.B.Help().Desc) {
			found = found || e.b.Help().Desc == b.B.Help().Desc
		}
		if !found {
			t.Errorf("%q is not in the palette", b.B.Help().Desc)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
