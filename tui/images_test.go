package tui

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/backyard-dev/backyard/cells"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/themes"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

// testPNG encodes a w×h image; noisy pixels make it large (they do not
// compress).
func testPNG(t *testing.T, w, h int, noisy bool) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	r := rand.New(rand.NewPCG(1, 2))
	for y := range h {
		for x := range w {
			c := color.RGBA{uint8(x), uint8(y), 200, 255}
			if noisy {
				c = color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 255}
			}
			img.Set(x, y, c)
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestKittyTransmitSendsASmallPNGInOneChunk(t *testing.T) {
	data := testPNG(t, 4, 2, false)
	got := kittyTransmit(17, data, 3, 1)
	want := "\x1b_Ga=T,U=1,f=100,q=2,i=17,c=3,r=1;" + base64.StdEncoding.EncodeToString(data) + "\x1b\\"
	if got != want {
		t.Errorf("kittyTransmit = %q\nwant %q", got, want)
	}
}

func TestKittyTransmitChunksALargePNG(t *testing.T) {
	data := testPNG(t, 64, 64, true) // ~16 KB: base64 past 4096 bytes several times
	got := kittyTransmit(20, data, 10, 5)
	re := regexp.MustCompile(`\x1b_G([^;]*);([A-Za-z0-9+/=]*)\x1b\\`)
	parts := re.FindAllStringSubmatch(got, -1)
	if len(parts) < 3 || re.ReplaceAllString(got, "") != "" {
		t.Fatalf("%d chunks, or text outside the escape sequences", len(parts))
	}
	var enc strings.Builder
	for i, p := range parts {
		keys, chunk := p[1], p[2]
		switch {
		case i == 0 && keys != "a=T,U=1,f=100,q=2,i=20,c=10,r=5,m=1":
			t.Errorf("first chunk's keys = %q", keys)
		case i > 0 && i < len(parts)-1 && keys != "m=1":
			t.Errorf("chunk %d's keys = %q, want m=1", i, keys)
		case i == len(parts)-1 && keys != "m=0":
			t.Errorf("last chunk's keys = %q, want m=0", keys)
		}
		if len(chunk) > 4096 || (i < len(parts)-1 && len(chunk) != 4096) {
			t.Errorf("chunk %d holds %d bytes", i, len(chunk))
		}
		enc.WriteString(chunk)
	}
	if dec, err := base64.StdEncoding.DecodeString(enc.String()); err != nil || !bytes.Equal(dec, data) {
		t.Errorf("the chunks do not join into the PNG (err %v)", err)
	}
}

func TestKittyRowsNumberEveryCell(t *testing.T) {
	rows := kittyRows(42, 3, 2)
	if len(rows) != 2 {
		t.Fatalf("%d rows", len(rows))
	}
	p := string(kittyPlaceholder)
	d := func(i int) string { return string(placeholderDiacritics[i]) }
	want := "\x1b[38;5;42m" + p + d(1) + d(0) + p + d(1) + d(1) + p + d(1) + d(2) + "\x1b[m"
	if rows[1] != want {
		t.Errorf("row 1 = %q, want %q", rows[1], want)
	}
	for _, r := range rows {
		if w := ansi.StringWidth(r); w != 3 {
			t.Errorf("a row of 3 cells measures %d columns", w)
		}
	}
}

func TestDetectGraphics(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		profile colorprofile.Profile
		want    Graphics
	}{
		{"kitty by its window id", map[string]string{"KITTY_WINDOW_ID": "1", "TERM": "xterm-kitty"}, colorprofile.TrueColor, KittyGraphics},
		{"kitty over ssh, by TERM", map[string]string{"TERM": "xterm-kitty"}, colorprofile.TrueColor, KittyGraphics},
		{"ghostty by TERM", map[string]string{"TERM": "xterm-ghostty"}, colorprofile.TrueColor, KittyGraphics},
		{"ghostty by TERM_PROGRAM", map[string]string{"TERM": "xterm-256color", "TERM_PROGRAM": "ghostty"}, colorprofile.TrueColor, KittyGraphics},
		{"kitty inside tmux", map[string]string{"KITTY_WINDOW_ID": "1", "TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"}, colorprofile.TrueColor, NoGraphics},
		{"kitty inside screen", map[string]string{"KITTY_WINDOW_ID": "1", "STY": "1.pts-0", "TERM": "screen-256color"}, colorprofile.TrueColor, NoGraphics},
		{"tmux by TERM alone", map[string]string{"TERM": "tmux-256color", "TERM_PROGRAM": "ghostty"}, colorprofile.TrueColor, NoGraphics},
		{"kitty with NO_COLOR", map[string]string{"KITTY_WINDOW_ID": "1"}, colorprofile.Ascii, NoGraphics},
		{"kitty with 16 colours", map[string]string{"KITTY_WINDOW_ID": "1"}, colorprofile.ANSI, NoGraphics},
		{"xterm", map[string]string{"TERM": "xterm-256color"}, colorprofile.TrueColor, NoGraphics},
		{"wezterm (no Unicode placeholders)", map[string]string{"TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"}, colorprofile.TrueColor, NoGraphics},
		{"nothing known", map[string]string{}, colorprofile.TrueColor, NoGraphics},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := DetectGraphics(func(k string) string { return tt.env[k] }, tt.profile); got != tt.want {
				t.Errorf("DetectGraphics = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestParseGraphics(t *testing.T) {
	kitty := func(k string) string { return map[string]string{"KITTY_WINDOW_ID": "1"}[k] }
	for _, tt := range []struct {
		flag    string
		profile colorprofile.Profile
		want    Graphics
		wantErr bool
	}{
		{"auto", colorprofile.TrueColor, KittyGraphics, false},
		{"", colorprofile.TrueColor, KittyGraphics, false},
		{"kitty", colorprofile.ANSI256, KittyGraphics, false},
		{"kitty", colorprofile.Ascii, NoGraphics, true},
		{"auto", colorprofile.Ascii, NoGraphics, false},
		{"none", colorprofile.TrueColor, NoGraphics, false},
		{"sixel", colorprofile.TrueColor, NoGraphics, true},
	} {
		got, err := ParseGraphics(tt.flag, kitty, tt.profile)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("ParseGraphics(%q, %v) = %v, %v", tt.flag, tt.profile, got, err)
		}
	}
}

func TestImageCellsKeepTheAspectWithinBounds(t *testing.T) {
	for _, tt := range []struct {
		w, h, maxCols    int
		wantCols, wantRw int
	}{
		{100, 40, 71, 10, 2},   // small: its own size
		{640, 480, 71, 53, 20}, // matplotlib's default: 20 rows
		{1600, 200, 71, 71, 4}, // wide: the width bounds it
		{1600, 200, 200, 80, 5},
		{1, 1, 71, 1, 1},
		{0, 10, 71, 0, 0},
	} {
		cols, rows := imageCells(tt.w, tt.h, tt.maxCols)
		if cols != tt.wantCols || rows != tt.wantRw {
			t.Errorf("imageCells(%d, %d, %d) = %d×%d, want %d×%d", tt.w, tt.h, tt.maxCols, cols, rows, tt.wantCols, tt.wantRw)
		}
	}
}

// workspace makes a host folder mounted as /sandbox/work, holding
// plot.png.
func workspace(t *testing.T, w, h int) (string, []kernel.Mount) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "plot.png"), testPNG(t, w, h, false), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, []kernel.Mount{{HostPath: dir, Name: "work", Dir: true}}
}

func TestAnImageFileShowsAsItsPathWithoutGraphics(t *testing.T) {
	_, mounts := workspace(t, 40, 20)
	h := newHarnessWith(t, nil, "n.bynb", func(o *Options) { o.Mounts = mounts })
	h.press("enter")
	h.typeText("plot")
	h.press("ctrl+e")
	h.golden("image_path")
	if len(h.raw) != 0 || strings.ContainsRune(h.m.Content(), kittyPlaceholder) {
		t.Error("an image was sent though inline images are off")
	}
}

func TestAnImageFileShowsInlineWithKittyGraphics(t *testing.T) {
	_, mounts := workspace(t, 200, 100)
	h := newHarnessWith(t, nil, "n.bynb", func(o *Options) { o.Mounts, o.Graphics = mounts, KittyGraphics })
	h.press("enter")
	h.typeText("plot")
	h.press("ctrl+e")
	if len(h.raw) != 1 || !strings.HasPrefix(h.raw[0], "\x1b_Ga=T,U=1,f=100,q=2,i=16,c=20,r=5;") {
		t.Fatalf("sent %q", h.raw)
	}
	content := h.m.Content()
	lines := strings.Split(content, "\n")
	if len(lines) != 24 {
		t.Errorf("the screen has %d lines, want 24", len(lines))
	}
	rows := 0
	for i, l := range lines {
		if w := ansi.StringWidth(l); w > 80 {
			t.Errorf("line %d is %d columns wide", i, w)
		}
		if isImageRow(l) {
			rows++
			plain := ansi.Strip(l)
			if x := ansi.StringWidth(plain[:strings.IndexRune(plain, kittyPlaceholder)]); x != gutterWidth+barWidth {
				t.Errorf("image row %d starts at column %d, not under the cell's outputs", i, x)
			}
		}
	}
	if rows != 5 {
		t.Errorf("%d image rows on screen, want 5:\n%s", rows, h.screen())
	}
	if !strings.Contains(h.screen(), "files: +/sandbox/work/plot.png") {
		t.Errorf("the path is not shown above the image:\n%s", h.screen())
	}
}

func TestAnImageOutputShowsAsAFigureLabelOrInline(t *testing.T) {
	data := base64.StdEncoding.EncodeToString(testPNG(t, 64, 48, false))
	nb := &cells.Notebook{Cells: []*cells.Cell{{ID: "fig", Type: cells.Code, Source: "plt.show()", ExecutionCount: 1,
		Outputs: []cells.Output{
			{Kind: cells.Display, MIME: "image/png", Data: data, Text: "<Figure size 64x48>"},
			{Kind: cells.Display, MIME: "image/jpeg", Data: "/9j/", Text: "<Figure>"},
		}}}}

	h := newHarness(t, nb, "n.bynb")
	if s := h.screen(); !strings.Contains(s, "[figure 1: 64x48 PNG]") || !strings.Contains(s, "[figure 2: JPEG]") {
		t.Errorf("without graphics the figures are not labelled:\n%s", s)
	}

	h = newHarnessWith(t, nb, "n.bynb", func(o *Options) { o.Graphics = KittyGraphics })
	if len(h.raw) != 1 || !strings.HasPrefix(h.raw[0], "\x1b_Ga=T,U=1,f=100,q=2,i=16,c=6,r=2;") {
		t.Fatalf("opening the notebook sent %q", h.raw)
	}
	s := h.m.Content()
	if n := strings.Count(s, string(kittyPlaceholder)); n != 12 {
		t.Errorf("%d placeholder cells, want 6×2", n)
	}
	if !strings.Contains(ansi.Strip(s), "[figure 2: JPEG]") {
		t.Errorf("the JPEG figure lost its label:\n%s", ansi.Strip(s))
	}
}

func TestAFigureFromTheKernelIsAnOutput(t *testing.T) {
	pngData := testPNG(t, 64, 48, false)
	path := filepath.Join(t.TempDir(), "fig.bynb")
	h := newHarness(t, nil, path)
	h.fake.figure = pngData
	h.press("enter")
	h.typeText("figure")
	h.press("ctrl+e")
	h.golden("figure_label")
	if len(h.raw) != 0 {
		t.Errorf("sent %d images with inline images off", len(h.raw))
	}
	h.press("ctrl+s")
	h.until("the save", func() bool { return !h.m.saving })
	nb, err := cells.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if outs := nb.Cells[0].Outputs; len(outs) != 2 || outs[1].Kind != cells.Display || outs[1].MIME != "image/png" ||
		outs[1].Data != base64.StdEncoding.EncodeToString(pngData) {
		t.Errorf("saved outputs: %+v", outs)
	}

	h = newHarnessWith(t, nil, path, func(o *Options) { o.Graphics = KittyGraphics })
	h.fake.figure = pngData
	h.press("enter")
	h.typeText("figure")
	h.press("ctrl+e")
	if len(h.raw) != 1 || !strings.HasPrefix(h.raw[0], "\x1b_Ga=T,U=1,f=100,q=2,i=16,c=6,r=2;") {
		t.Fatalf("sent %q", h.raw)
	}
	if n := strings.Count(h.m.Content(), string(kittyPlaceholder)); n != 12 {
		t.Errorf("%d placeholder cells, want 6×2", n)
	}
}

func TestFoldingKeepsImagesWhole(t *testing.T) {
	h := newHarness(t, nil, "n.bynb")
	img := kittyRows(16, 4, 3)
	var lines []string
	for i := range 7 {
		lines = append(lines, "text "+itoa(i))
	}
	lines = append(lines, img...)
	for i := 7; i < 20; i++ {
		lines = append(lines, "text "+itoa(i))
	}
	lines = append(lines, img...)
	got := h.m.fold(lines, false)
	// Eight text lines, the first image whole between them, then the count.
	if len(got) != 8+3+1 || !isImageRow(got[7]) || !isImageRow(got[9]) || got[10] != "text 7" {
		t.Fatalf("folded: %q", got)
	}
	if note := ansi.Strip(got[11]); note != "… 12 more lines, 1 image (o to unfold)" {
		t.Errorf("fold note = %q", note)
	}
	if got := h.m.fold(append(lines[:7:7], img...), false); len(got) != 10 {
		t.Errorf("image rows counted toward folding: %d lines", len(got))
	}
}

func TestImageFilesOutsideTheWorkspaceAreNotRead(t *testing.T) {
	dir, mounts := workspace(t, 4, 4)
	outside := filepath.Join(t.TempDir(), "secret.png")
	os.WriteFile(outside, testPNG(t, 4, 4, false), 0o644)
	os.Symlink(outside, filepath.Join(dir, "link.png"))
	os.WriteFile(filepath.Join(dir, "fake.png"), []byte("not an image"), 0o644)
	changes := []kernel.FileChange{
		{Type: kernel.Added, Path: "/sandbox/work/plot.png"},
		{Type: kernel.Added, Path: "/sandbox/work/link.png"},
		{Type: kernel.Added, Path: "/sandbox/work/fake.png"},
		{Type: kernel.Added, Path: "/sandbox/work/../../etc/passwd.png"},
		{Type: kernel.Deleted, Path: "/sandbox/work/gone.png"},
		{Type: kernel.Added, Path: "/sandbox/work/notes.txt"},
	}
	got := readImageFiles(mounts, changes)
	if len(got) != 1 || got[0].path != "/sandbox/work/plot.png" {
		var paths []string
		for _, f := range got {
			paths = append(paths, f.path)
		}
		t.Errorf("read %q, want only plot.png", paths)
	}
}

// TestInlineImagesSurviveTheRenderer runs the model in a Bubble Tea
// program writing to a buffer, as a terminal would receive it: the image
// goes out as kitty's escape sequence, and every placeholder cell reaches
// the terminal with its colour and both marks.
func TestInlineImagesSurviveTheRenderer(t *testing.T) {
	data := base64.StdEncoding.EncodeToString(testPNG(t, 64, 48, false))
	nb := &cells.Notebook{Cells: []*cells.Cell{{ID: "fig", Type: cells.Code, Source: "plt.show()", ExecutionCount: 1,
		Outputs: []cells.Output{{Kind: cells.Display, MIME: "image/png", Data: data}}}}}
	m := New(Options{Notebook: nb, Path: "n.bynb", Theme: themes.Dark(colorprofile.TrueColor), Graphics: KittyGraphics, AutosaveEvery: -1, Width: 80, Height: 24})
	var out bytes.Buffer
	ctx, cancel := context.WithTimeout(context.Background(), 500*time.Millisecond)
	defer cancel()
	p := tea.NewProgram(m, tea.WithOutput(&out), tea.WithInput(nil), tea.WithContext(ctx),
		tea.WithWindowSize(80, 24), tea.WithColorProfile(colorprofile.TrueColor))
	if _, err := p.Run(); err != nil && !errors.Is(err, tea.ErrProgramKilled) {
		t.Fatal(err)
	}
	s := out.String()
	if !strings.Contains(s, "\x1b_Ga=T,U=1,f=100,q=2,i=16,c=6,r=2;"+data+"\x1b\\") {
		t.Errorf("the image was not sent: %q", s)
	}
	cell := regexp.MustCompile("\U0010EEEE([\u0300-\u036f])([\u0300-\u036f])")
	cells := cell.FindAllStringSubmatch(s, -1)
	if len(cells) != 12 {
		t.Fatalf("%d placeholder cells reached the terminal, want 12: %q", len(cells), s)
	}
	for i, c := range cells {
		row, col := []rune(c[1])[0], []rune(c[2])[0]
		if row != placeholderDiacritics[i/6] || col != placeholderDiacritics[i%6] {
			t.Errorf("cell %d is marked row %U column %U", i, row, col)
		}
	}
	if !strings.Contains(s, "38;5;16m\U0010EEEE") {
		t.Errorf("the placeholders lost the image's colour: %q", s)
	}
}

func TestAnIpynbFiguresSizeReadsThroughLineBreaks(t *testing.T) {
	enc := base64.StdEncoding.EncodeToString(testPNG(t, 64, 48, false))
	var wrapped strings.Builder // base64 broken into lines, as some writers keep it
	for i := 0; i < len(enc); i += 20 {
		wrapped.WriteString(enc[i:min(i+20, len(enc))] + "\n")
	}
	data, _ := json.Marshal(wrapped.String())
	ipynb := `{"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [{"cell_type": "code", "id": "a1", "metadata": {},
		"execution_count": 1, "source": "plt.plot([1, 2])",
		"outputs": [{"output_type": "display_data", "metadata": {}, "data": {"image/png": ` + string(data) + `, "text/plain": "<Figure size 64x48>"}}]}]}`
	path := filepath.Join(t.TempDir(), "fig.ipynb")
	if err := os.WriteFile(path, []byte(ipynb), 0o644); err != nil {
		t.Fatal(err)
	}
	nb, _, err := cells.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, nb, path)
	if s := h.screen(); !strings.Contains(s, "[figure 1: 64x48 PNG]") {
		t.Errorf("the imported figure is not labelled with its size:\n%s", s)
	}
	h = newHarnessWith(t, nb, path, func(o *Options) { o.Graphics = KittyGraphics })
	if len(h.raw) != 1 || !strings.Contains(h.m.Content(), string(kittyPlaceholder)) {
		t.Errorf("the imported figure is not inline (%d sent)", len(h.raw))
	}
}
