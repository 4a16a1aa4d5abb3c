package tui

import (
	"context"
	"encoding/base64"
	"errors"
	"strings"
	"sync"
	"time"

	tea "charm.land/bubbletea/v2"
	"github.com/backyard-dev/backyard/cells"
	"github.com/backyard-dev/backyard/kernel"
)

// An operation is the one call to the Session in progress: a cell's run,
// a conversion, a restart or a change of write access. It runs in its own
// goroutine; its output, progress and end come back to Update as
// messages through an opChannel.
type operation struct {
	id          int
	kind        opKind
	cellID      string // the cell of a run
	cancel      context.CancelFunc
	started     time.Time
	ch          *opChannel
	number      int // a run's execution number
	streamed    bool
	interrupted bool
}

type opKind int

const (
	opRun opKind = iota
	opConvert
	opRestart
	opWrite
)

var opNames = [...]string{opRun: "run", opConvert: "convert", opRestart: "restart", opWrite: "write access"}

// opChannel carries an operation's messages to the Bubble Tea loop.
// Output chunks are gathered under a lock and announced with a wake-up,
// so a cell printing in a tight loop costs one message per frame rather
// than one per print; progress events and the final message go through
// events, in order.
type opChannel struct {
	mu     sync.Mutex
	chunks []kernel.Chunk
	wake   chan struct{}
	events chan tea.Msg
}

func newOpChannel() *opChannel {
	return &opChannel{wake: make(chan struct{}, 1), events: make(chan tea.Msg, 64)}
}

func (oc *opChannel) stream(c kernel.Chunk) {
	oc.mu.Lock()
	oc.chunks = append(oc.chunks, c)
	oc.mu.Unlock()
	select {
	case oc.wake <- struct{}{}:
	default:
	}
}

func (oc *opChannel) take() []kernel.Chunk {
	oc.mu.Lock()
	defer oc.mu.Unlock()
	c := oc.chunks
	oc.chunks = nil
	return c
}

// The messages of an operation.
type (
	outputMsg struct {
		op     int
		chunks []kernel.Chunk
	}
	progressMsg struct {
		op int
		p  kernel.Progress
	}
	runDoneMsg struct {
		op     int
		res    *kernel.Result
		err    error
		status SessionStatus
		images []fileImage // PNG files the cell wrote, with inline images on
	}
	opDoneMsg struct {
		op     int
		err    error
		status SessionStatus
	}
)

// listen waits for the operation's next message.
func (oc *opChannel) listen(id int) tea.Cmd {
	return func() tea.Msg {
		select {
		case <-oc.wake:
			return outputMsg{op: id, chunks: oc.take()}
		case msg := <-oc.events:
			return msg
		}
	}
}

// startOp begins an operation: work runs in a goroutine that the returned
// command starts, and its result is the operation's last message.
func (m *Model) startOp(kind opKind, cellID string, work func(ctx context.Context, oc *opChannel, id int) tea.Msg) tea.Cmd {
	return m.startOpNumbered(kind, cellID, 0, work)
}

// startOpNumbered is startOp for a run numbered number.
func (m *Model) startOpNumbered(kind opKind, cellID string, number int, work func(ctx context.Context, oc *opChannel, id int) tea.Msg) tea.Cmd {
	ctx, cancel := context.WithCancel(m.ctx)
	oc := newOpChannel()
	m.opSeq++
	id := m.opSeq
	m.op = &operation{id: id, kind: kind, cellID: cellID, number: number, cancel: cancel, started: m.now(), ch: oc}
	m.state = busy
	start := func() tea.Msg {
		go func() {
			msg := work(ctx, oc, id)
			cancel()
			oc.events <- msg
		}()
		return oc.listen(id)()
	}
	return tea.Batch(start, m.spinner.Tick)
}

// operationMsg handles the messages of operations; it returns nil for
// any other message.
func (m *Model) operationMsg(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case outputMsg:
		if m.op == nil || msg.op != m.op.id {
			return nil
		}
		m.applyChunks(msg.chunks)
		return m.op.ch.listen(m.op.id)
	case progressMsg:
		if m.op == nil || msg.op != m.op.id {
			return nil
		}
		m.replay = msg.p
		m.state = converting
		if msg.p.Phase == kernel.ReplayComplete {
			m.state = busy
			// The session is on the container now (a change of write
			// access replays on the kernel it has): say so while the
			// cell runs; the runtime comes with the run's end.
			if m.op.kind != opWrite && m.status.Backend != kernel.Container {
				m.convertedFrom = m.status.Backend
				m.status.Backend, m.status.Runtime = kernel.Container, ""
			}
		}
		return m.op.ch.listen(m.op.id)
	case inputRequestMsg:
		if m.op == nil || msg.op != m.op.id {
			return nil
		}
		m.askInput(msg)
		return m.op.ch.listen(m.op.id)
	case runDoneMsg:
		if m.op == nil || msg.op != m.op.id {
			return nil
		}
		if m.prompt != nil && m.prompt.kind == promptStdin {
			m.prompt, m.stdinAnswers = nil, nil // the cell no longer reads
		}
		m.applyChunks(m.op.ch.take())
		return tea.Batch(m.finishRun(msg), m.next())
	case opDoneMsg:
		if m.op == nil || msg.op != m.op.id {
			return nil
		}
		m.finishOp(msg)
		return m.next()
	}
	return nil
}

func (m *Model) applyChunks(chunks []kernel.Chunk) {
	if len(chunks) == 0 || m.op == nil {
		return
	}
	c := m.cellByID(m.op.cellID)
	if c == nil {
		return
	}
	// A run of chunks of one stream is appended at once: appending each
	// would copy the output so far once per print.
	var sb strings.Builder
	for i := 0; i < len(chunks); {
		j := i + 1
		for j < len(chunks) && chunks[j].Stream == chunks[i].Stream {
			j++
		}
		name := cells.Stdout
		if chunks[i].Stream == kernel.Stderr {
			name = cells.Stderr
		}
		text := chunks[i].Text
		if j > i+1 {
			sb.Reset()
			for _, ch := range chunks[i:j] {
				sb.WriteString(ch.Text)
			}
			text = sb.String()
		}
		c.AppendStream(name, text)
		i = j
	}
	m.op.streamed = true
	m.changed(c)
}

// runSelected runs the selected cell; next selects the cell after it
// (adding one at the end), insert adds a cell below and edits it.
func (m *Model) runSelected(next, insert bool) tea.Cmd {
	m.leaveEdit()
	m.message = ""
	c := m.selected()
	var cmd tea.Cmd
	if c.Type == cells.Code {
		cmd = m.enqueue(c)
	}
	switch {
	case insert:
		m.insert(m.sel+1, cells.NewCell(cells.Code, ""))
		m.enterEdit()
	case next && m.sel == len(m.nb.Cells)-1:
		m.insert(m.sel+1, cells.NewCell(cells.Code, ""))
	case next:
		m.selectCell(m.sel + 1)
	}
	return cmd
}

// runAll queues every code cell in order.
func (m *Model) runAll() tea.Cmd {
	var cmds []tea.Cmd
	for _, c := range m.nb.Cells {
		if c.Type == cells.Code && c.Source != "" {
			cmds = append(cmds, m.enqueue(c))
		}
	}
	return tea.Batch(cmds...)
}

// enqueue runs c now, or after the cells before it when one is running.
func (m *Model) enqueue(c *cells.Cell) tea.Cmd {
	if m.session == nil {
		m.warn("no Python session: backyard was started without a kernel")
		return nil
	}
	if m.isRunningOrQueued(c) {
		return nil
	}
	if m.op != nil {
		m.queue = append(m.queue, c.ID)
		v := m.view(c)
		v.queued = true
		v.version++
		return nil
	}
	return m.startRun(c)
}

func (m *Model) startRun(c *cells.Cell) tea.Cmd {
	c.Outputs = nil
	m.view(c).queued = false
	m.changed(c)
	// The number is taken when the run starts, as Jupyter does, so that
	// the kernel's traceback names the cell as its [n] does.
	m.execCount++
	number := m.execCount
	code, sess := c.Source, m.session
	inline, mounts := m.images.graphics != NoGraphics, m.mounts
	return m.startOpNumbered(opRun, c.ID, number, func(ctx context.Context, oc *opChannel, id int) tea.Msg {
		progress := func(p kernel.Progress) { oc.events <- progressMsg{op: id, p: p} }
		stdin := &cellStdin{ctx: ctx, id: id, events: oc.events}
		res, err := sess.Run(ctx, code, number, stdin, oc.stream, progress)
		msg := runDoneMsg{op: id, res: res, err: err, status: sess.Status()}
		if inline && res != nil && res.FileChanges.HasChanges() {
			msg.images = readImageFiles(mounts, res.FileChanges.All())
		}
		return msg
	})
}

// next starts the next queued cell, if any.
func (m *Model) next() tea.Cmd {
	for len(m.queue) > 0 {
		id := m.queue[0]
		m.queue = m.queue[1:]
		if c := m.cellByID(id); c != nil {
			return m.startRun(c)
		}
	}
	return nil
}

// finishRun puts a run's result into its cell; the command it returns
// sends the images the cell made to the terminal.
func (m *Model) finishRun(msg runDoneMsg) tea.Cmd {
	op := m.op
	m.op = nil
	if m.message == interruptingNote {
		m.message = "" // the kernel answered
	}
	before := m.status.Backend
	if m.convertedFrom != "" {
		before, m.convertedFrom = m.convertedFrom, ""
	}
	if before != "" && msg.status.Backend != before {
		m.note("needed more than " + string(before) + ": now on " + msg.status.backendName() +
			", " + itoa(m.replay.Total) + " cells replayed")
	}
	m.status = msg.status
	m.state = idle
	elapsed := m.now().Sub(op.started)
	c := m.cellByID(op.cellID)
	if c == nil {
		return nil
	}
	c.ExecutionCount = op.number
	var figures []figure // the run's PNG displays, to send to the terminal
	c.Duration = elapsed
	c.Backend = string(msg.status.Backend)
	if err := msg.err; err != nil {
		var nse *kernel.NotSupportedError
		switch {
		case op.interrupted && errors.Is(err, context.Canceled):
			c.Outputs = append(c.Outputs, cells.Output{Kind: cells.Error, ErrorType: "KeyboardInterrupt"})
		case errors.As(err, &nse):
			c.Outputs = append(c.Outputs, cells.Output{Kind: cells.Error, ErrorType: "NotSupported", ErrorMessage: err.Error()})
		case errors.Is(err, kernel.ErrPermission) && msg.res != nil && msg.res.Error != nil:
			// The Python exception below says it; the session is fine.
		default:
			c.Outputs = append(c.Outputs, cells.Output{Kind: cells.Error, ErrorType: "SandboxError", ErrorMessage: err.Error()})
			m.state = failed
			m.warn("the session failed: " + err.Error())
		}
	}
	if res := msg.res; res != nil {
		if !op.streamed {
			if res.Stdout != "" {
				c.AppendStream(cells.Stdout, res.Stdout)
			}
			if res.Stderr != "" {
				c.AppendStream(cells.Stderr, res.Stderr)
			}
		}
		for _, d := range res.Displays {
			data := base64.StdEncoding.EncodeToString(d.Data)
			c.Outputs = append(c.Outputs, cells.Output{Kind: cells.Display, MIME: d.MIMEType, Data: data})
			if d.MIMEType == "image/png" {
				figures = append(figures, figure{data: data, png: d.Data})
			}
		}
		if res.Value != nil {
			c.Outputs = append(c.Outputs, cells.Output{Kind: cells.Result, Text: res.Value.Repr, JSON: res.Value.JSON})
		}
		switch {
		case res.Error != nil:
			dropEchoedTraceback(c, res.Error.Traceback)
			c.Outputs = append(c.Outputs, cells.Output{Kind: cells.Error, ErrorType: res.Error.Type, ErrorMessage: res.Error.Message, Traceback: res.Error.Traceback})
		case res.TimedOut:
			c.Outputs = append(c.Outputs, cells.Output{Kind: cells.Error, ErrorType: "TimeoutError", ErrorMessage: "the cell ran past its time limit (" + shortDuration(m.status.Limits.Timeout) + ")"})
		case res.MemoryLimitHit:
			c.Outputs = append(c.Outputs, cells.Output{Kind: cells.Error, ErrorType: "MemoryError", ErrorMessage: "the cell ran past its memory limit"})
		}
		if res.FileChanges.HasChanges() {
			var fc []cells.FileChange
			for _, f := range res.FileChanges.All() {
				fc = append(fc, cells.FileChange{Type: string(f.Type), Path: f.Path})
			}
			c.Outputs = append(c.Outputs, cells.Output{Kind: cells.Files, FileChanges: fc})
		}
		if res.Duration > 0 {
			c.Duration = res.Duration
		}
		c.Duration = c.Duration.Round(time.Microsecond)
		if res.Backend != "" {
			c.Backend = string(res.Backend)
		}
	}
	// "last" is the whole wait, a conversion the run caused included;
	// the cell keeps the kernel's time for its code.
	m.lastRun = max(elapsed.Round(time.Microsecond), c.Duration)
	m.changed(c)
	return m.addImages(msg.images, figures)
}

// dropEchoedTraceback removes the traceback from the end of the cell's
// stderr, where a kernel that runs CPython also prints it, so that the
// error output shows it once.
func dropEchoedTraceback(c *cells.Cell, tb string) {
	tb = strings.TrimSpace(tb)
	if tb == "" {
		return
	}
	for i := len(c.Outputs) - 1; i >= 0; i-- {
		o := &c.Outputs[i]
		if o.Kind != cells.Stream || o.Name != cells.Stderr {
			continue
		}
		text := strings.TrimRight(o.Text, "\n")
		if !strings.HasSuffix(text, tb) {
			return
		}
		o.Text = strings.TrimSuffix(text, tb)
		if strings.TrimSpace(o.Text) == "" {
			c.Outputs = append(c.Outputs[:i], c.Outputs[i+1:]...)
		}
		return
	}
}

// noteReplay shows msg, or, when the replay behind it skipped or diverged on
// cells, msg with those cells as a warning: a replay is never silently partial.
func (m *Model) noteReplay(msg string) {
	r, ok := m.session.(ConversionReporter)
	if !ok {
		m.note(msg)
		return
	}
	if problems := r.ConversionProblems(); len(problems) > 0 {
		m.warn(msg + ": " + strings.Join(problems, "; "))
		return
	}
	m.note(msg)
}

// finishOp ends a conversion, restart or change of write access.
func (m *Model) finishOp(msg opDoneMsg) {
	op := m.op
	m.op = nil
	m.convertedFrom = ""
	m.status = msg.status
	m.state = idle
	name := opNames[op.kind]
	switch {
	case msg.err != nil && op.interrupted:
		m.warn(name + " interrupted")
	case msg.err != nil:
		m.state = failed
		m.warn(name + " failed: " + msg.err.Error())
	case op.kind == opConvert:
		m.noteReplay("converted to " + m.status.backendName() + " in " + shortDuration(m.now().Sub(op.started)))
	case op.kind == opRestart:
		m.execCount = 0
		m.note("kernel restarted: variables and imports are gone")
	case op.kind == opWrite && m.status.Writable:
		m.noteReplay("write access granted")
	case op.kind == opWrite:
		m.noteReplay("write access revoked: the workspace is read-only")
	}
}

// interrupt stops the running operation and empties the queue.
// interruptingNote is shown from an interrupt until the kernel answers.
const interruptingNote = "interrupting…"

func (m *Model) interrupt() {
	if m.op == nil {
		m.note("nothing is running")
		return
	}
	m.op.interrupted = true
	m.op.cancel()
	for _, id := range m.queue {
		if c := m.cellByID(id); c != nil {
			v := m.view(c)
			v.queued = false
			v.version++
		}
	}
	m.queue = nil
	m.note(interruptingNote)
}

// busyWarning refuses a session command while an operation runs.
func (m *Model) busyWarning() bool {
	if m.op != nil {
		m.warn("busy: wait for it to finish, or interrupt it with i i")
		return true
	}
	if m.session == nil {
		m.warn("no Python session")
		return true
	}
	return false
}

func (m *Model) convert() tea.Cmd {
	if m.busyWarning() {
		return nil
	}
	switch {
	case m.status.Backend == kernel.Container:
		m.note("already on a container")
		return nil
	case m.status.Mode == "monty":
		m.warn("this session stays on monty (--monty); start backyard without it to convert")
		return nil
	}
	sess := m.session
	m.replay = kernel.Progress{}
	return m.startOp(opConvert, "", func(ctx context.Context, oc *opChannel, id int) tea.Msg {
		progress := func(p kernel.Progress) { oc.events <- progressMsg{op: id, p: p} }
		err := sess.Convert(ctx, progress)
		return opDoneMsg{op: id, err: err, status: sess.Status()}
	})
}

func (m *Model) restart() tea.Cmd {
	if m.busyWarning() {
		return nil
	}
	sess := m.session
	return m.startOp(opRestart, "", func(ctx context.Context, _ *opChannel, id int) tea.Msg {
		err := sess.Restart(ctx)
		return opDoneMsg{op: id, err: err, status: sess.Status()}
	})
}

func (m *Model) toggleWrite() tea.Cmd {
	if m.busyWarning() {
		return nil
	}
	sess, want := m.session, !m.status.Writable
	return m.startOp(opWrite, "", func(ctx context.Context, oc *opChannel, id int) tea.Msg {
		progress := func(p kernel.Progress) { oc.events <- progressMsg{op: id, p: p} }
		err := sess.SetWritable(ctx, want, progress)
		return opDoneMsg{op: id, err: err, status: sess.Status()}
	})
}

func (m *Model) cellByID(id string) *cells.Cell {
	for _, c := range m.nb.Cells {
		if c.ID == id {
			return c
		}
	}
	return nil
}
