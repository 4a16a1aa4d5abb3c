package themes

import (
	"regexp"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2/formatters"
	"github.com/charmbracelet/colorprofile"
)

var (
	anyColour   = regexp.MustCompile(`\x1b\[[0-9;]*(3[0-9]|4[0-9]|9[0-7]|10[0-7])[;m]`)
	trueColour  = regexp.MustCompile(`[34]8;2;`)
	colour256   = regexp.MustCompile(`[34]8;5;`)
	basicColour = regexp.MustCompile(`\x1b\[([0-9;]*;)?(3[0-7]|4[0-7]|9[0-7]|10[0-7])m`)
)

func TestThemesPickColoursForTheProfile(t *testing.T) {
	for _, name := range Names() {
		for _, tt := range []struct {
			profile   colorprofile.Profile
			formatter string
			check     func(string) bool
			what      string
		}{
			{colorprofile.TrueColor, "terminal16m", trueColour.MatchString, "24-bit colour"},
			{colorprofile.ANSI256, "terminal256", func(s string) bool { return colour256.MatchString(s) && !trueColour.MatchString(s) }, "256 colours only"},
			{colorprofile.ANSI, "terminal16", func(s string) bool {
				return basicColour.MatchString(s) && !colour256.MatchString(s) && !trueColour.MatchString(s)
			}, "the 16 basic colours only"},
			{colorprofile.ASCII, "", func(s string) bool { return !anyColour.MatchString(s) }, "no colour (NO_COLOR)"},
		} {
			th, err := ByName(name, tt.profile)
			if err != nil {
				t.Fatal(err)
			}
			out := th.Stderr.Render("err") + th.StatusBar.Render("bar") + th.Result.Render("ok")
			if !tt.check(out) {
				t.Errorf("%s on %v: styles render %q, want %s", name, tt.profile, out, tt.what)
			}
			if th.ChromaFormatter != tt.formatter {
				t.Errorf("%s on %v: chroma formatter %q, want %q", name, tt.profile, th.ChromaFormatter, tt.formatter)
			}
			if tt.formatter != "" && formatters.Registry[tt.formatter] == nil {
				t.Errorf("chroma has no formatter %q", tt.formatter)
			}
			if th.Chroma == nil || th.Chroma.Name == "swapoff" {
				t.Errorf("%s: chroma style missing", name)
			}
		}
	}
}

func TestMonochromeKeepsTextAttributes(t *testing.T) {
	th := Dark(colorprofile.ASCII)
	// The mode and errors must still stand out without colour.
	for _, out := range []string{th.StatusMode.Render("EDIT"), th.ErrorTitle.Render("ValueError")} {
		if !strings.Contains(out, "\x1b[") {
			t.Errorf("%q has no attribute at all in monochrome", out)
		}
	}
}

func TestDarkAndLightDiffer(t *testing.T) {
	d, l := Dark(colorprofile.TrueColor), Light(colorprofile.TrueColor)
	if !d.Dark || l.Dark || d.Chroma.Name == l.Chroma.Name || d.Stdout.Render("x") == l.Stdout.Render("x") {
		t.Error("dark and light themes are not distinct")
	}
	if *d.Markdown.Document.Margin != 0 {
		t.Error("markdown keeps glamour's document margin")
	}
}

func TestUnknownThemeIsAnError(t *testing.T) {
	if _, err := ByName("solarized", colorprofile.TrueColor); err == nil || !strings.Contains(err.Error(), "dark") {
		t.Errorf("ByName(solarized) = %v, want an error listing the themes", err)
	}
}
