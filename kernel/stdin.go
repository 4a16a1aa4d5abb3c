package kernel

import (
	"io"
	"strings"
	"sync"
)

// StdinRecorder is a cell's stdin that keeps what the cell read, so that a
// replay gives the cell the same lines again (Entry.Stdin): an input()
// answered once is not asked again, nor does it meet end of file, when the
// session moves to another kernel. The Sandbox wraps a Request's Stdin in
// one; a History records it.
type StdinRecorder struct {
	R io.Reader

	mu   sync.Mutex
	read strings.Builder
}

// maxRecordedStdin bounds what a recorder keeps: a replay of a cell that
// read more gets the first part, then end of file.
const maxRecordedStdin = 1 << 20

func (s *StdinRecorder) Read(p []byte) (int, error) {
	n, err := s.R.Read(p)
	if n > 0 {
		s.mu.Lock()
		if s.read.Len()+n <= maxRecordedStdin {
			s.read.Write(p[:n])
		}
		s.mu.Unlock()
	}
	return n, err
}

// Recorded returns what has been read so far.
func (s *StdinRecorder) Recorded() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.read.String()
}

// recordedStdin is what req's stdin gave the cell, when it was recorded.
func recordedStdin(req Request) string {
	if r, ok := req.Stdin.(*StdinRecorder); ok {
		return r.Recorded()
	}
	return ""
}

// ReplayRequest is the request that runs e again: its code, inputs, and
// the stdin it read the first time.
func ReplayRequest(e *Entry) Request {
	req := Request{Code: e.Code, Inputs: e.Inputs}
	if e.Stdin != "" {
		req.Stdin = strings.NewReader(e.Stdin)
	}
	return req
}
