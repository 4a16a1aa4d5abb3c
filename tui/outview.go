package tui

import (
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// outPart is a run of a cell's output lines, already wrapped to the
// width: either rows styled once (images, tracebacks, labels) or plain
// text lines styled as they come on screen, so a 100,000-line print
// costs what is visible, not what is stored.
type outPart struct {
	rows  []string // styled rows, when plain is nil
	plain []string // plain wrapped lines, styled with st on access
	st    lipgloss.Style
	image bool // the rows are an inline image, shown or hidden whole
	// srcDone is the bytes of the source text drawn as whole lines into
	// plain[:plainDone]; what follows is the line still being written.
	srcDone, plainDone int
}

// appendText draws text[p.srcDone:] onto plain: its whole lines for
// good, the unfinished last line until more text comes.
func (p *outPart) appendText(text string, width int) {
	rest := text[p.srcDone:]
	for {
		i := strings.IndexByte(rest, '\n')
		if i < 0 {
			break
		}
		p.plain = appendWrapped(p.plain, expandTabs(rest[:i]), width)
		p.srcDone += i + 1
		p.plainDone = len(p.plain)
		rest = rest[i+1:]
	}
	if rest != "" {
		p.plain = appendWrapped(p.plain, expandTabs(rest), width)
	}
	if p.plain == nil {
		p.plain = []string{}
	}
}

func (p *outPart) len() int {
	if p.plain != nil {
		return len(p.plain)
	}
	return len(p.rows)
}

func (p *outPart) line(i int) string {
	if p.plain != nil {
		return p.st.Render(p.plain[i])
	}
	return p.rows[i]
}

// outView is a cell's outputs as parts, with the line each part starts
// at for lookups by line.
type outView struct {
	width   int
	outputs int // the cell's outputs drawn
	// lastText is the length of the last output's text when drawn.
	lastText int
	figures  int
	parts    []outPart
	start    []int // start[i] is the first line of parts[i]
	n        int
}

func (o *outView) add(p outPart) {
	o.parts = append(o.parts, p)
	o.start = append(o.start, o.n)
	o.n += p.len()
}

// addText adds text styled with st, one part, each line wrapped to width.
func (o *outView) addText(st lipgloss.Style, text string, width int) {
	p := outPart{st: st}
	p.appendText(text, width)
	o.add(p)
}

// addRows adds styled rows, wrapped to width.
func (o *outView) addRows(rows []string, width int) { o.add(outPart{rows: wrap(rows, width)}) }

// Len is the number of lines.
func (o *outView) Len() int { return o.n }

// Line returns line i, styled.
func (o *outView) Line(i int) string {
	k := sort.Search(len(o.start), func(k int) bool { return o.start[k] > i }) - 1
	return o.parts[k].line(i - o.start[k])
}

// appendWrapped appends plain line l cut into pieces of width columns.
func appendWrapped(out []string, l string, width int) []string {
	width = max(width, 1)
	// A line's columns never exceed its bytes, so a short line fits.
	if len(l) <= width {
		return append(out, l)
	}
	if isASCII(l) {
		for len(l) > width {
			out = append(out, l[:width])
			l = l[width:]
		}
		return append(out, l)
	}
	if ansi.StringWidth(l) <= width {
		return append(out, l)
	}
	return append(out, strings.Split(ansi.Hardwrap(l, width, true), "\n")...)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf || s[i] < ' ' && s[i] != '\t' {
			return false
		}
	}
	return true
}

// lineSource is a sequence of rendered lines produced on demand.
type lineSource interface {
	Len() int
	Line(i int) string
}

// foldedView is a window of an outView: the lines [from, to) with a note
// line before (prepend) or after.
type foldedView struct {
	base     *outView
	from, to int
	note     string
	prepend  bool
}

func (f *foldedView) Len() int { return f.to - f.from + 1 }

func (f *foldedView) Line(i int) string {
	if f.prepend {
		if i == 0 {
			return f.note
		}
		return f.base.Line(f.from + i - 1)
	}
	if i == f.to-f.from {
		return f.note
	}
	return f.base.Line(f.from + i)
}

// foldView shortens long output: the first lines and a count of the
// rest, or while the cell runs the last lines, which are the news. Only
// text counts, and the cut falls after a text line, so an image's rows
// are shown or hidden whole.
func (m *Model) foldView(o *outView, running bool) lineSource {
	text := 0
	for i := range o.parts {
		if !o.parts[i].image {
			text += o.parts[i].len()
		}
	}
	if text <= foldAt {
		return o
	}
	hidden := text - foldHead
	if running {
		start, seen := o.n, 0
		for k := len(o.parts) - 1; k >= 0 && seen < foldHead; k-- {
			p := &o.parts[k]
			if p.image {
				start = o.start[k]
				continue
			}
			take := min(p.len(), foldHead-seen)
			seen += take
			start = o.start[k] + p.len() - take
		}
		return &foldedView{base: o, from: start, to: o.n, prepend: true, note: m.theme.Fold.Render("… " + strconv.Itoa(hidden) + " earlier lines")}
	}
	end, seen, k := 0, 0, 0
	for ; k < len(o.parts) && seen < foldHead; k++ {
		p := &o.parts[k]
		if p.image {
			end = o.start[k] + p.len()
			continue
		}
		take := min(p.len(), foldHead-seen)
		seen += take
		end = o.start[k] + take
		if take < p.len() {
			k++
			break
		}
	}
	images := 0
	for ; k < len(o.parts); k++ {
		if o.parts[k].image {
			images++
		}
	}
	note := "… " + strconv.Itoa(hidden) + " more lines"
	switch images {
	case 0:
	case 1:
		note += ", 1 image"
	default:
		note += ", " + strconv.Itoa(images) + " images"
	}
	return &foldedView{base: o, from: 0, to: end, note: m.theme.Fold.Render(note + " (o to unfold)")}
}

// fold is foldView over rendered lines, image rows told by their
// placeholder.
func (m *Model) fold(lines []string, running bool) []string {
	o := &outView{}
	for i := 0; i < len(lines); {
		j := i + 1
		img := isImageRow(lines[i])
		for j < len(lines) && isImageRow(lines[j]) == img {
			j++
		}
		o.add(outPart{rows: lines[i:j:j], image: img})
		i = j
	}
	return materialize(m.foldView(o, running))
}

func materialize(s lineSource) []string {
	out := make([]string, s.Len())
	for i := range out {
		out[i] = s.Line(i)
	}
	return out
}
