package tui

import (
	"strings"
	"time"

	"charm.land/lipgloss/v2"
	"github.com/backyard-dev/backyard/cells"
)

// renderKey is everything a cell's rendering depends on besides the
// cell itself (whose changes bump version).
type renderKey struct {
	version  int
	width    int
	selected bool
	editing  bool
	running  bool
	frame    string // the spinner's frame, while running
}

// cellRender is a cell as drawn: the head (gutter and source) in full,
// the outputs as a source of lines drawn on demand behind a prefix.
type cellRender struct {
	head   []string
	outs   lineSource
	prefix string
}

// Len is the number of lines.
func (r *cellRender) Len() int {
	n := len(r.head)
	if r.outs != nil {
		n += r.outs.Len()
	}
	return n
}

// Line returns line i.
func (r *cellRender) Line(i int) string {
	if i < len(r.head) {
		return r.head[i]
	}
	return r.prefix + r.outs.Line(i-len(r.head))
}

// outKey is what a cell's outputs' rendering depends on besides the cell.
type outKey struct {
	version  int
	width    int
	expanded bool
	running  bool
}

// cellLines returns cell i's rendering, from the cache when nothing it
// depends on changed; the outputs are cached apart, so moving the
// selection over a huge output does not render it again.
func (m *Model) cellLines(i int) *cellRender {
	c := m.nb.Cells[i]
	v := m.view(c)
	running := m.op != nil && m.op.kind == opRun && m.op.cellID == c.ID
	k := renderKey{version: v.version, width: m.width, selected: i == m.sel, editing: i == m.sel && m.mode == editMode, running: running}
	if running {
		k.frame = m.spinner.View()
	}
	if v.cache != nil && v.cacheKey == k {
		return v.cache
	}
	v.cache = m.renderCell(c, v, k)
	v.cacheKey = k
	return v.cache
}

// renderCell draws one cell: gutter, source (highlighted, or the editor
// with its cursor, or rendered markdown) and outputs.
func (m *Model) renderCell(c *cells.Cell, v *cellView, k renderKey) *cellRender {
	th := m.theme
	textW := max(m.width-gutterWidth-barWidth, 1)

	var src []string
	switch {
	case k.editing:
		plain := m.editor.Lines()
		hl := plain
		if c.Type == cells.Code {
			hl = m.hl.code(strings.Join(plain, "\n"))
		}
		row, col := m.editor.Cursor()
		for len(hl) < len(plain) {
			hl = append(hl, "")
		}
		if from, to, ok := m.editor.Selection(); ok {
			for r := from.Row; r <= to.Row; r++ {
				c0, c1 := 0, len([]rune(plain[r]))+1 // a selected line end shows as a cell
				if r == from.Row {
					c0 = from.Col
				}
				if r == to.Row {
					c1 = to.Col
				}
				hl[r] = styleRange(hl[r], plain[r], c0, c1, th.Selection)
			}
		}
		hl[row] = cursorAt(hl[row], plain[row], col, th.Cursor)
		// Lines above the cursor may wrap: count them to know where the
		// cursor's line lands.
		v.cursorLine = len(wrap(hl[:row], textW))
		src = wrap(hl[:len(plain)], textW)
	case c.Type == cells.Markdown && c.Source == "":
		src = []string{th.Placeholder.Render("empty markdown cell: enter to write")}
	case c.Type == cells.Markdown:
		src = m.md.render(c.Source, textW)
	case c.Type == cells.Raw:
		// Raw text is shown as written, neither highlighted nor rendered.
		src = wrap(strings.Split(expandTabs(c.Source), "\n"), textW)
	default:
		src = wrap(m.hl.code(c.Source), textW)
	}

	var outs lineSource
	if c.Type == cells.Code && len(c.Outputs) > 0 {
		ok := outKey{version: v.outVersion, width: m.width, expanded: v.expanded, running: k.running}
		if v.outs == nil || v.outKey != ok {
			// While the cell runs its outputs only grow: draw what came.
			o := v.outBase
			if !k.running || !v.outKey.running || o == nil || !m.extendOutputView(o, c, textW) {
				o = m.outputView(c, textW)
			}
			v.outBase = o
			v.outs = o
			if !v.expanded {
				v.outs = m.foldView(o, k.running)
			}
			v.outKey = ok
		}
		outs = v.outs
	}

	marker := " "
	if k.selected {
		marker = th.GutterActive.Render("▌")
	}
	label := ""
	if c.Type == cells.Raw {
		label = "raw"
	}
	if c.Type == cells.Code {
		switch {
		case k.running:
			label = k.frame + th.Running.Render("[*]")
		case v.queued:
			label = th.Running.Render("[*]")
		case c.ExecutionCount > 0:
			label = "[" + itoa(c.ExecutionCount) + "]"
		default:
			label = "[ ]"
		}
	}
	gutterStyle := th.Gutter
	if k.selected {
		gutterStyle = th.GutterActive
	}
	bar := " "
	if c.Type == cells.Code || k.editing {
		switch {
		case k.editing:
			bar = th.Running.Render("┃")
		case k.selected:
			bar = th.GutterActive.Render("│")
		default:
			bar = th.Gutter.Render("│")
		}
	}
	pad := strings.Repeat(" ", countWidth+1)
	lines := make([]string, 0, len(src))
	for i, l := range src {
		g := pad
		if i == 0 {
			g = gutterStyle.Render(padLeft(label, countWidth)) + " "
		}
		lines = append(lines, marker+g+bar+" "+l)
	}
	return &cellRender{head: lines, outs: outs, prefix: marker + pad + "  "}
}

func padLeft(s string, w int) string {
	if n := lipgloss.Width(s); n < w {
		return strings.Repeat(" ", w-n) + s
	}
	return s
}

// blockHeight is the lines cell i takes on screen, with the blank line
// after it.
func (m *Model) blockHeight(i int) int { return m.cellLines(i).Len() + 1 }

// visibleLines returns the list's lines from the scroll position, at most
// h of them.
func (m *Model) visibleLines(h int) []string {
	out := make([]string, 0, h)
	skip := m.skip
	for i := m.top; i < len(m.nb.Cells) && len(out) < h; i++ {
		cl := m.cellLines(i)
		n := cl.Len() + 1 // with the blank line after the cell
		j := min(skip, n)
		skip = 0
		for ; j < n && len(out) < h; j++ {
			switch {
			case j == n-1:
				out = append(out, "")
			case m.find != "":
				out = append(out, m.highlight(cl.Line(j)))
			default:
				out = append(out, cl.Line(j))
			}
		}
	}
	return out
}

// scroll keeps the selected cell (in edit mode, the cursor's line) on
// screen, moving the view as little as it can, and fills the screen when
// cells below were removed.
// overlayHeight is how many of the list's bottom rows the editor's
// popups cover.
func (m *Model) overlayHeight() int {
	if m.mode != editMode {
		return 0
	}
	n := 0
	if m.complete != nil {
		n = len(m.completionView())
	}
	if m.inspection != nil {
		n = max(n, len(m.inspectionView()))
	}
	return n
}

func (m *Model) scroll() {
	n := len(m.nb.Cells)
	m.sel = max(0, min(m.sel, n-1))
	m.top = max(0, min(m.top, n-1))
	// The completion popup and an inspection cover the bottom rows: the
	// cursor's line stays above them.
	avail := max(1, m.listHeight()-m.overlayHeight())
	if m.sel < m.top {
		m.top, m.skip = m.sel, 0
	}
	h := m.cellLines(m.sel).Len()
	fs, fe := 0, min(h, avail)
	if m.mode == editMode {
		fs = m.view(m.selected()).cursorLine
		fe = fs + 1
	}
	y := -m.skip
	for i := m.top; i < m.sel && y <= avail; i++ {
		y += m.blockHeight(i)
	}
	switch {
	case y > avail:
		// Far below the screen: put the selection at the top; the filling
		// below pulls it down to the bottom when it is near the end.
		m.top, m.skip = m.sel, max(0, fe-avail)
	case y+fs < 0:
		m.top, m.skip = m.sel, fs
	case y+fe > avail:
		m.skip += y + fe - avail
		for m.top < m.sel && m.skip >= m.blockHeight(m.top) {
			m.skip -= m.blockHeight(m.top)
			m.top++
		}
		if m.top == m.sel {
			m.skip = min(m.skip, fs)
		}
	}
	// Fill the screen from above when the cells below end early.
	below := -m.skip
	for i := m.top; i < n && below < avail; i++ {
		below += m.blockHeight(i)
	}
	need := avail - below
	if need <= 0 {
		return
	}
	take := min(need, m.skip)
	m.skip -= take
	need -= take
	for need > 0 && m.top > 0 {
		m.top--
		hh := m.blockHeight(m.top)
		if hh <= need {
			need -= hh
			continue
		}
		m.skip = hh - need
		need = 0
	}
}

// statusBar is the last line: mode, backend, kernel state, last run,
// write access, limits; the file and whether it is saved at the right.
// When the terminal is narrow the least important items go first.
func (m *Model) statusBar() string {
	th := m.theme
	type item struct {
		text     string
		priority int // higher stays longer
	}
	modeLabel := " COMMAND "
	if m.mode == editMode {
		modeLabel = " EDIT "
	}
	backend := m.status.backendLabel()
	items := []item{{th.StatusMode.Render(modeLabel), 9}}
	switch m.state {
	case idle:
		items = append(items, item{th.StatusItem.Render(backend), 8}, item{th.StatusOK.Render("● idle"), 7})
	case busy:
		label := "busy"
		if m.op != nil {
			if m.op.kind != opRun {
				label = opNames[m.op.kind] + "…"
			}
			label += " " + seconds(m.now().Sub(m.op.started))
		}
		items = append(items, item{th.StatusItem.Render(backend), 8}, item{m.spinner.View() + th.StatusBusy.Render(" "+label), 7})
	case converting:
		p := m.replay
		// The bar shows the step the label names: full at "3/3".
		pct := 0.0
		if p.Total > 0 {
			pct = float64(p.Step) / float64(p.Total)
		}
		items = append(items,
			item{th.StatusItem.Render(string(m.status.Backend) + " → container"), 8},
			item{th.StatusBusy.Render("replaying "+itoa(p.Step)+"/"+itoa(p.Total)+" ") + m.progress.ViewAs(pct), 7})
	case failed:
		items = append(items, item{th.StatusItem.Render(backend), 8}, item{th.StatusError.Render("✖ error"), 7})
	}
	if m.lastRun > 0 {
		items = append(items, item{th.StatusItem.Render("last " + shortDuration(m.lastRun)), 3})
	}
	if m.status.Writable {
		items = append(items, item{th.StatusItem.Render("rw"), 5})
	} else {
		items = append(items, item{th.StatusDim.Render("read-only"), 5})
	}
	if l := m.status.limitsLabel(); l != "" {
		items = append(items, item{th.StatusDim.Render(l), 2})
	}
	saved := th.StatusOK.Render("saved")
	switch {
	case m.Dirty():
		saved = th.StatusDirty.Render("● unsaved")
	case m.fresh:
		saved = th.StatusDim.Render("new")
	}
	right := th.StatusItem.Render(m.fileName()+" ") + saved + th.StatusItem.Render(" ")
	sep := th.StatusDim.Render(" │ ")
	for {
		parts := make([]string, len(items))
		for i, it := range items {
			parts[i] = it.text
		}
		l := strings.Join(parts, sep)
		gap := m.width - lipgloss.Width(l) - lipgloss.Width(right)
		if gap >= 1 {
			return l + th.StatusBar.Render(strings.Repeat(" ", gap)) + right
		}
		if len(items) <= 2 {
			return truncate(l+th.StatusBar.Render(" ")+right, m.width)
		}
		lowest := 1
		for i, it := range items {
			if it.priority < items[lowest].priority {
				lowest = i
			}
		}
		items = append(items[:lowest], items[lowest+1:]...)
	}
}

// seconds prints an elapsed time to a tenth of a second: "0.3s".
func seconds(d time.Duration) string {
	t := int(d / (100 * time.Millisecond))
	return itoa(t/10) + "." + itoa(t%10) + "s"
}

// helpView is the full list of keys.
func (m *Model) helpView() string {
	th := m.theme
	h := m.help
	h.FullSeparator = "   "
	h.SetWidth(0) // measure untruncated; narrow screens stack the columns
	groups := m.keys.FullHelp()
	body := h.FullHelpView(groups)
	if lipgloss.Width(body) > m.width-1 {
		// Too narrow for every column side by side: two, then the rest.
		body = h.FullHelpView(groups[:2]) + "\n\n" + h.FullHelpView(groups[2:])
	}
	title := th.HelpTitle.Render("backyard — keys") + "   " + th.Placeholder.Render("command mode acts on cells (esc); edit mode types into one (enter)")
	lines := append([]string{"", " " + title, ""}, indent(strings.Split(body, "\n"), " ")...)
	lines = append(lines, "", " "+th.Placeholder.Render("? or esc closes this help"))
	for len(lines) < m.height {
		lines = append(lines, "")
	}
	return strings.Join(lines[:m.height], "\n")
}

func indent(lines []string, p string) []string {
	for i := range lines {
		lines[i] = p + lines[i]
	}
	return lines
}

// overlayDialog draws the quit question over the middle of the screen.
func (m *Model) overlayDialog(content string) string {
	th := m.theme
	text := th.Title.Render("Save changes to "+m.fileName()+"?") + "\n\n" +
		th.HelpKey.Render("y") + th.HelpDesc.Render(" save and quit   ") +
		th.HelpKey.Render("n") + th.HelpDesc.Render(" quit without saving   ") +
		th.HelpKey.Render("esc") + th.HelpDesc.Render(" cancel")
	box := strings.Split(th.Dialog.Render(text), "\n")
	lines := strings.Split(content, "\n")
	top := max(0, (len(lines)-len(box))/2)
	for i, b := range box {
		if top+i < len(lines) {
			lines[top+i] = lipgloss.PlaceHorizontal(m.width, lipgloss.Center, b)
		}
	}
	return strings.Join(lines, "\n")
}
