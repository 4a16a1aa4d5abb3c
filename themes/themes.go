// Package themes holds every colour the notebook uses, in one place.
//
// A Theme is a set of Lip Gloss styles for the parts of the screen (cells,
// gutter, outputs, status bar, help) plus the chroma style that highlights
// code and the glamour style that renders markdown, chosen to match.
//
// Colours are picked for the terminal's colour profile, not merely
// downsampled from true colour: each palette entry names a basic ANSI
// colour, a 256-colour index and a true colour, and Lip Gloss's Complete
// chooses one. On a 16-colour terminal the theme is therefore made of the
// terminal's own red, green, blue…, which its user has already tuned to be
// readable. With NO_COLOR (the Ascii profile) no colour is emitted at all;
// what must stay visible — the selected cell, the mode, errors — is also
// marked by text attributes (bold, reverse) and by characters in the
// gutter, so the notebook stays usable in monochrome.
package themes

import (
	"fmt"
	"image/color"
	"sort"

	"charm.land/glamour/v2/ansi"
	"charm.land/glamour/v2/styles"
	"charm.land/lipgloss/v2"
	"github.com/alecthomas/chroma/v2"
	chromastyles "github.com/alecthomas/chroma/v2/styles"
	"github.com/charmbracelet/colorprofile"
)

// Theme is the notebook's look.
type Theme struct {
	// Name is the theme's name as --theme takes it.
	Name string
	// Dark is set for themes meant for a dark background.
	Dark bool
	// Profile is the colour profile the styles were chosen for.
	Profile colorprofile.Profile

	// Chroma highlights code; ChromaFormatter is the chroma terminal
	// formatter for Profile ("terminal16m", "terminal256", "terminal16"),
	// or "" when code is not to be coloured.
	Chroma          *chroma.Style
	ChromaFormatter string
	// Markdown is glamour's style for rendered markdown cells.
	Markdown ansi.StyleConfig

	// Cells.
	Cell         lipgloss.Style // a cell's body, not selected
	CellSelected lipgloss.Style // the selected cell in command mode
	CellEditing  lipgloss.Style // the selected cell in edit mode
	Gutter       lipgloss.Style // "[3]" execution counts
	GutterActive lipgloss.Style // the gutter of the selected cell
	Running      lipgloss.Style // "[*]" and the spinner
	Placeholder  lipgloss.Style // an empty cell's hint
	Cursor       lipgloss.Style // the editor's cursor
	Selection    lipgloss.Style // the editor's selected text

	// Outputs.
	Stdout     lipgloss.Style
	Stderr     lipgloss.Style
	Result     lipgloss.Style
	ErrorTitle lipgloss.Style // "ZeroDivisionError: division by zero"
	Traceback  lipgloss.Style
	Files      lipgloss.Style
	Fold       lipgloss.Style // "… 12 more lines"

	// Status bar.
	StatusBar    lipgloss.Style
	StatusMode   lipgloss.Style // COMMAND / EDIT
	StatusItem   lipgloss.Style
	StatusDim    lipgloss.Style
	StatusOK     lipgloss.Style
	StatusBusy   lipgloss.Style
	StatusError  lipgloss.Style
	StatusDirty  lipgloss.Style
	ProgressFull color.Color
	ProgressRest color.Color
	Message      lipgloss.Style // a one-line notice above the status bar

	// Help and dialogs.
	HelpKey   lipgloss.Style
	HelpDesc  lipgloss.Style
	HelpTitle lipgloss.Style
	Dialog    lipgloss.Style
	Title     lipgloss.Style
}

// tone is one palette entry: a basic ANSI colour, a 256-colour index and a
// true colour, for the three colour profiles.
type tone struct {
	ansi    color.Color
	ansi256 int
	rgb     string
}

// palette is a theme's colours by role.
type palette struct {
	fg, dim, faint, accent, accent2, ok, warn, bad, barFG, barBG, selBG tone
}

var darkPalette = palette{
	fg:      tone{lipgloss.White, 252, "#d8dee9"},
	dim:     tone{lipgloss.BrightBlack, 244, "#7b8496"},
	faint:   tone{lipgloss.BrightBlack, 238, "#434c5e"},
	accent:  tone{lipgloss.BrightBlue, 75, "#5fafff"},
	accent2: tone{lipgloss.BrightMagenta, 176, "#c792ea"},
	ok:      tone{lipgloss.BrightGreen, 114, "#8fd18f"},
	warn:    tone{lipgloss.BrightYellow, 222, "#f2c572"},
	bad:     tone{lipgloss.BrightRed, 204, "#ff6b81"},
	barFG:   tone{lipgloss.White, 253, "#e5e9f0"},
	barBG:   tone{lipgloss.Blue, 237, "#2e3440"},
	selBG:   tone{lipgloss.Black, 236, "#2a2f3a"},
}

var lightPalette = palette{
	fg:      tone{lipgloss.Black, 235, "#24292f"},
	dim:     tone{lipgloss.BrightBlack, 244, "#6e7781"},
	faint:   tone{lipgloss.White, 250, "#c8ccd1"},
	accent:  tone{lipgloss.Blue, 25, "#0550ae"},
	accent2: tone{lipgloss.Magenta, 127, "#8250df"},
	ok:      tone{lipgloss.Green, 28, "#1a7f37"},
	warn:    tone{lipgloss.Yellow, 130, "#9a6700"},
	bad:     tone{lipgloss.Red, 160, "#cf222e"},
	barFG:   tone{lipgloss.Black, 235, "#24292f"},
	barBG:   tone{lipgloss.White, 254, "#eaeef2"},
	selBG:   tone{lipgloss.White, 255, "#f3f4f6"},
}

// Names returns the names of the themes, sorted.
func Names() []string {
	names := []string{"dark", "light"}
	sort.Strings(names)
	return names
}

// ByName returns the named theme for a colour profile.
func ByName(name string, p colorprofile.Profile) (*Theme, error) {
	switch name {
	case "dark", "":
		return Dark(p), nil
	case "light":
		return Light(p), nil
	}
	return nil, fmt.Errorf("unknown theme %q (want one of %v)", name, Names())
}

// Dark returns the dark theme for a colour profile.
func Dark(p colorprofile.Profile) *Theme {
	return build("dark", true, p, darkPalette, "catppuccin-mocha", styles.DarkStyleConfig)
}

// Light returns the light theme for a colour profile.
func Light(p colorprofile.Profile) *Theme {
	return build("light", false, p, lightPalette, "catppuccin-latte", styles.LightStyleConfig)
}

func build(name string, dark bool, p colorprofile.Profile, pal palette, chromaName string, md ansi.StyleConfig) *Theme {
	complete := lipgloss.Complete(p)
	c := func(t tone) color.Color {
		return complete(t.ansi, lipgloss.ANSIColor(t.ansi256), lipgloss.Color(t.rgb))
	}
	fg := func(t tone) lipgloss.Style { return lipgloss.NewStyle().Foreground(c(t)) }
	s := lipgloss.NewStyle

	t := &Theme{
		Name:    name,
		Dark:    dark,
		Profile: p,
		Chroma:  chromastyles.Get(chromaName),

		Cell:         s(),
		CellSelected: s().Background(c(pal.selBG)),
		CellEditing:  s(),
		Gutter:       fg(pal.dim),
		GutterActive: fg(pal.accent).Bold(true),
		Running:      fg(pal.warn).Bold(true),
		Placeholder:  fg(pal.dim).Italic(true),
		Cursor:       s().Foreground(c(pal.barBG)).Background(c(pal.fg)),
		Selection:    s().Foreground(c(pal.barBG)).Background(c(pal.accent)),

		Stdout:     fg(pal.fg),
		Stderr:     fg(pal.bad),
		Result:     fg(pal.ok),
		ErrorTitle: fg(pal.bad).Bold(true),
		Traceback:  fg(pal.dim),
		Files:      fg(pal.accent2),
		Fold:       fg(pal.dim).Italic(true),

		StatusBar:    s().Foreground(c(pal.barFG)).Background(c(pal.barBG)),
		StatusMode:   s().Bold(true).Foreground(c(pal.barBG)).Background(c(pal.accent)),
		StatusItem:   s().Foreground(c(pal.barFG)).Background(c(pal.barBG)),
		StatusDim:    s().Foreground(c(pal.dim)).Background(c(pal.barBG)),
		StatusOK:     s().Foreground(c(pal.ok)).Background(c(pal.barBG)),
		StatusBusy:   s().Foreground(c(pal.warn)).Background(c(pal.barBG)).Bold(true),
		StatusError:  s().Foreground(c(pal.bad)).Background(c(pal.barBG)).Bold(true),
		StatusDirty:  s().Foreground(c(pal.warn)).Background(c(pal.barBG)),
		ProgressFull: c(pal.accent),
		ProgressRest: c(pal.faint),
		Message:      fg(pal.warn),

		HelpKey:   fg(pal.accent).Bold(true),
		HelpDesc:  fg(pal.fg),
		HelpTitle: fg(pal.accent2).Bold(true).Underline(true),
		Dialog:    s().Border(lipgloss.RoundedBorder()).BorderForeground(c(pal.accent)).Padding(0, 1),
		Title:     fg(pal.accent).Bold(true),
	}
	if p < colorprofile.ANSI {
		// Without colour, reverse video marks what colour would.
		t.StatusMode = s().Bold(true).Reverse(true)
		t.Cursor = s().Reverse(true)
		t.Selection = s().Reverse(true)
	}
	if t.Chroma == nil {
		t.Chroma = chromastyles.Fallback
	}
	switch p {
	case colorprofile.TrueColor:
		t.ChromaFormatter = "terminal16m"
	case colorprofile.ANSI256:
		t.ChromaFormatter = "terminal256"
	case colorprofile.ANSI:
		t.ChromaFormatter = "terminal16"
	}
	if p < colorprofile.ANSI {
		// No colour: glamour's plain style keeps the structure (headings
		// marked with #, lists with -) without emitting colours.
		md = styles.ASCIIStyleConfig
	}
	t.Markdown = compactMarkdown(md)
	return t
}

// compactMarkdown drops the blank lines and margin glamour puts around a
// document, which in a notebook would double the space between cells.
func compactMarkdown(md ansi.StyleConfig) ansi.StyleConfig {
	zero := uint(0)
	md.Document.Margin = &zero
	md.Document.BlockPrefix = ""
	md.Document.BlockSuffix = ""
	return md
}
