package tui

import (
	"strconv"
	"strings"

	"charm.land/glamour/v2"
	"charm.land/lipgloss/v2"
	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/backyard-dev/backyard/cells"
	"github.com/backyard-dev/backyard/themes"
	"github.com/charmbracelet/x/ansi"
)

// Layout of a cell block: a one-column selection marker, the execution
// count right-aligned, a space, a bar beside the code, a space, the text.
const (
	countWidth  = 5 // "[123]"
	gutterWidth = 1 + countWidth + 1
	barWidth    = 2
	// foldAt is the number of output lines past which a cell's output is
	// folded; folded, it shows foldHead lines and a count of the rest.
	foldAt   = 12
	foldHead = 8
)

// highlighter colours Python source with the theme's chroma style. It
// renders token by token so that every line carries its own colours
// (chroma's terminal formatters let a colour run across a newline, which
// breaks once lines are cut apart).
type highlighter struct {
	python chroma.Lexer
	style  *chroma.Style
	sgr    map[chroma.TokenType]string
	on     bool
	theme  *themes.Theme
}

func newHighlighter(th *themes.Theme) *highlighter {
	h := &highlighter{
		python: chroma.Coalesce(lexers.Get("python")),
		style:  th.Chroma,
		sgr:    map[chroma.TokenType]string{},
		on:     th.ChromaFormatter != "",
		theme:  th,
	}
	return h
}

// code returns src's lines, coloured.
func (h *highlighter) code(src string) []string { return h.lines(h.python, src) }

// tb returns a CPython traceback's lines, coloured: the frame lines
// dimmed with the place they name picked out, the quoted source lines as
// Python, the final "Type: message" line bold. (chroma has no traceback
// lexer.)
func (h *highlighter) tb(src string) []string {
	th := h.theme
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		trimmed := strings.TrimLeft(l, " ")
		switch {
		case i == len(lines)-1:
			lines[i] = th.ErrorTitle.Render(l)
		case strings.HasPrefix(trimmed, "File \""):
			lines[i] = th.Traceback.Render(l)
		case strings.HasPrefix(l, "    ") && strings.Trim(trimmed, "^~ ") != "":
			lines[i] = l[:len(l)-len(trimmed)] + h.code(trimmed)[0]
		default:
			lines[i] = th.Traceback.Render(l)
		}
	}
	return lines
}

func (h *highlighter) lines(lexer chroma.Lexer, src string) []string {
	if !h.on || lexer == nil {
		return strings.Split(src, "\n")
	}
	it, err := lexer.Tokenise(nil, src)
	if err != nil {
		return strings.Split(src, "\n")
	}
	var out []string
	var line strings.Builder
	for tok := it(); tok != chroma.EOF; tok = it() {
		sgr := h.sgrFor(tok.Type)
		parts := strings.Split(tok.Value, "\n")
		for i, p := range parts {
			if i > 0 {
				out = append(out, line.String())
				line.Reset()
			}
			if p == "" {
				continue
			}
			if sgr == "" {
				line.WriteString(p)
			} else {
				line.WriteString(sgr + p + "\x1b[m")
			}
		}
	}
	out = append(out, line.String())
	// chroma ends its token stream with a newline the source may lack.
	if !strings.HasSuffix(src, "\n") && len(out) > 1 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

// sgrFor returns the escape sequence that starts a token type's colour,
// computed once per type.
func (h *highlighter) sgrFor(t chroma.TokenType) string {
	if s, ok := h.sgr[t]; ok {
		return s
	}
	e := h.style.Get(t)
	st := ansi.NewStyle()
	var any bool
	if e.Colour.IsSet() {
		st = st.ForegroundColor(lipgloss.Color(e.Colour.String()))
		any = true
	}
	if e.Bold == chroma.Yes {
		st = st.Bold()
		any = true
	}
	if e.Italic == chroma.Yes {
		st = st.Italic(true)
		any = true
	}
	s := ""
	if any {
		s = st.String()
	}
	h.sgr[t] = s
	return s
}

// markdown renders markdown cells with glamour, keeping one renderer per
// width (building one costs far more than rendering).
type markdown struct {
	theme     *themes.Theme
	renderers map[int]*glamour.TermRenderer
}

func (md *markdown) render(src string, width int) []string {
	r, ok := md.renderers[width]
	if !ok {
		opts := []glamour.TermRendererOption{glamour.WithStyles(md.theme.Markdown), glamour.WithWordWrap(width)}
		if md.theme.ChromaFormatter != "" {
			opts = append(opts, glamour.WithChromaFormatter(md.theme.ChromaFormatter))
		}
		var err error
		if r, err = glamour.NewTermRenderer(opts...); err != nil {
			r = nil
		}
		md.renderers[width] = r
	}
	if r == nil {
		return strings.Split(src, "\n")
	}
	out, err := r.Render(src)
	if err != nil {
		return strings.Split(src, "\n")
	}
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		lines[i] = trimRightSpace(l)
	}
	for len(lines) > 0 && ansi.Strip(lines[0]) == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && ansi.Strip(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// trimRightSpace drops the padding glamour adds to fill the width, which
// would otherwise make every line as wide as the screen.
func trimRightSpace(s string) string {
	plain := ansi.Strip(s)
	w := ansi.StringWidth(strings.TrimRight(plain, " "))
	if w == ansi.StringWidth(plain) {
		return s
	}
	return ansi.Truncate(s, w, "") + "\x1b[m"
}

// outputView renders a cell's outputs wrapped to width; images take
// width columns at most.
func (m *Model) outputView(c *cells.Cell, width int) *outView {
	o := &outView{width: width}
	m.addOutputs(o, c.Outputs)
	return o
}

// extendOutputView brings o, drawn from an earlier state of c's outputs
// while it ran, up to date by drawing only what was added since: the
// text streamed onto its last output and the outputs after it. It
// reports false when the outputs changed otherwise.
func (m *Model) extendOutputView(o *outView, c *cells.Cell, width int) bool {
	n := o.outputs
	if o.width != width || n == 0 || len(c.Outputs) < n || len(o.parts) == 0 {
		return false
	}
	last := c.Outputs[n-1]
	p := &o.parts[len(o.parts)-1]
	if last.Kind != cells.Stream || p.plain == nil || len(last.Text) < p.srcDone || o.lastText > len(last.Text) {
		return false
	}
	o.n -= len(p.plain)
	p.plain = p.plain[:p.plainDone]
	p.appendText(last.Text, width)
	o.n += len(p.plain)
	o.lastText = len(last.Text)
	m.addOutputs(o, c.Outputs[n:])
	return true
}

// addOutputs draws outputs onto o.
func (m *Model) addOutputs(o *outView, outs []cells.Output) {
	th := m.theme
	width := o.width
	for _, out := range outs {
		o.outputs++
		o.lastText = len(out.Text)
		switch out.Kind {
		case cells.Stream:
			if out.Name == cells.Stderr {
				o.addText(th.Stderr, out.Text, width)
			} else {
				o.addText(th.Stdout, out.Text, width)
			}
		case cells.Result:
			o.addText(th.Result, out.Text, width)
		case cells.Error:
			if out.Traceback != "" {
				o.addRows(m.hl.tb(strings.TrimSuffix(out.Traceback, "\n")), width)
			} else {
				o.addText(th.ErrorTitle, out.PlainText(), width)
			}
		case cells.Display:
			if strings.HasPrefix(out.MIME, "image/") {
				o.figures++
				if rows, ok := m.images.lines("data:"+out.Data, width); ok && isPNGOutput(out) {
					o.add(outPart{rows: rows, image: true})
				} else {
					o.addText(th.Files, figureLabel(o.figures, out), width)
				}
				continue
			}
			label := "[" + out.MIME + "]"
			if out.Text != "" {
				label += " " + out.Text
			}
			o.addText(th.Files, label, width)
		case cells.Files:
			var parts []string
			for _, f := range out.FileChanges {
				sign := "~"
				switch f.Type {
				case "added":
					sign = "+"
				case "deleted":
					sign = "-"
				}
				parts = append(parts, sign+f.Path)
			}
			o.addText(th.Files, "files: "+strings.Join(parts, "  "), width)
			for _, f := range out.FileChanges {
				if f.Type == "deleted" || !isPNGPath(f.Path) {
					continue
				}
				if rows, ok := m.images.lines("file:"+f.Path, width); ok {
					o.add(outPart{rows: rows, image: true})
				}
			}
		}
	}
}

// figureLabel is an image output as one line: "[figure 1: 640x480 PNG]".
func figureLabel(n int, o cells.Output) string {
	kind := strings.ToUpper(strings.TrimPrefix(o.MIME, "image/"))
	if o.MIME == "image/svg+xml" {
		kind = "SVG"
	}
	label := "[figure " + itoa(n) + ": "
	if w, h, err := pngSizeBase64(o.Data); err == nil && o.MIME == "image/png" {
		label += itoa(w) + "x" + itoa(h) + " "
	}
	return label + kind + "]"
}

func expandTabs(s string) string {
	if !strings.Contains(s, "\t") {
		return s
	}
	return strings.ReplaceAll(s, "\t", "    ")
}

// wrap cuts styled lines to width columns.
func wrap(lines []string, width int) []string {
	if width < 1 {
		width = 1
	}
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		if ansi.StringWidth(l) <= width {
			out = append(out, l)
			continue
		}
		out = append(out, strings.Split(ansi.Hardwrap(l, width, true), "\n")...)
	}
	return out
}

// cursorAt draws the editor's cursor on a highlighted line at rune column
// col, as a cell in the theme's cursor style.
func cursorAt(line, plain string, col int, st lipgloss.Style) string {
	r := []rune(plain)
	x := ansi.StringWidth(string(r[:min(col, len(r))]))
	under := " "
	if col < len(r) {
		under = string(r[col])
	}
	left := ansi.Truncate(line, x, "")
	right := ansi.TruncateLeft(line, x+ansi.StringWidth(under), "")
	return left + "\x1b[m" + st.Render(under) + right
}

// styleRange draws the runes from..to of plain (to may pass its end by
// one, a selected line end, drawn as a space) in st over line, plain's
// highlighted form.
func styleRange(line, plain string, from, to int, st lipgloss.Style) string {
	r := []rune(plain)
	from = min(from, len(r))
	text := string(r[from:min(to, len(r))])
	if to > len(r) {
		text += " "
	}
	if text == "" {
		return line
	}
	x0 := ansi.StringWidth(string(r[:from]))
	x1 := x0 + ansi.StringWidth(string(r[from:min(to, len(r))]))
	return ansi.Truncate(line, x0, "") + "\x1b[m" + st.Render(text) + ansi.TruncateLeft(line, x1, "")
}

func itoa(i int) string { return strconv.Itoa(i) }
