package tui

import (
	"context"
	"io"
	"sync"

	tea "charm.land/bubbletea/v2"
	"github.com/backyard-dev/backyard/cells"
)

// inputRequestMsg says the running cell reads a line (input()).
type inputRequestMsg struct {
	op      int
	answers chan<- string
}

// cellStdin is the running cell's stdin: a read asks the notebook for a
// line and waits for the user's answer; an interrupt ends the wait with
// end of file.
type cellStdin struct {
	ctx    context.Context
	id     int
	events chan<- tea.Msg
	mu     sync.Mutex
	buf    []byte
}

func (s *cellStdin) Read(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.buf) == 0 {
		answers := make(chan string, 1)
		select {
		case s.events <- inputRequestMsg{op: s.id, answers: answers}:
		case <-s.ctx.Done():
			return 0, io.EOF
		}
		select {
		case a := <-answers:
			s.buf = []byte(a + "\n")
		case <-s.ctx.Done():
			return 0, io.EOF
		}
	}
	n := copy(p, s.buf)
	s.buf = s.buf[n:]
	return n, nil
}

// askInput opens the input line under the running cell.
func (m *Model) askInput(msg inputRequestMsg) {
	m.stdinAnswers = msg.answers
	m.prompt = &prompt{kind: promptStdin, label: "input › "}
}

// answerInput sends the user's line to the cell and echoes it in the
// cell's output, as a terminal does.
func (m *Model) answerInput(text string) {
	if m.stdinAnswers == nil {
		return
	}
	m.stdinAnswers <- text
	m.stdinAnswers = nil
	if m.op != nil {
		if c := m.cellByID(m.op.cellID); c != nil {
			c.AppendStream(cells.Stdout, text+"\n")
			m.changed(c)
		}
	}
}
