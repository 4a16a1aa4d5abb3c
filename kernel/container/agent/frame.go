package agent

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/backyard-dev/backyard/kernel"
)

// Protocol is the version of the frame protocol that agent.py speaks; the host checks
// the ready frame's against it.
const Protocol = 2

// MaxFrame bounds a frame's size, so that a corrupted length cannot make the host
// allocate gigabytes.
const MaxFrame = 64 << 20

// FrameType says what a frame is.
type FrameType string

// The frame types. See the package documentation for who sends which.
const (
	Ready     FrameType = "ready"
	Execute   FrameType = "execute"
	Output    FrameType = "output"
	Call      FrameType = "call"
	Return    FrameType = "return"
	Interrupt FrameType = "interrupt"
	Result    FrameType = "result"
	Reset     FrameType = "reset"
	Done      FrameType = "done"
	Check     FrameType = "check"
	Checked   FrameType = "checked"
	Complete  FrameType = "complete"
	Completed FrameType = "completed"
	Inspect   FrameType = "inspect"
	Inspected FrameType = "inspected"
	Input     FrameType = "input"
	Ping      FrameType = "ping"
	Pong      FrameType = "pong"
	Log       FrameType = "log"
	// Key is the host's first frame, the only one not authenticated: the
	// session's key (see [Sealer]).
	Key FrameType = "key"
	// Violation is the agent's protocol process saying that the executor, where
	// cells run, broke their channel (Text says how); the Conn breaks with
	// ErrProtocol.
	Violation FrameType = "violation"
)

// Frame is one message of the protocol. Which fields are set depends on Type.
type Frame struct {
	Type FrameType `json:"type"`
	// ID is the request the frame belongs to.
	ID uint64 `json:"id,omitempty"`

	// execute: the cell's number (for "<cell N>" in tracebacks) or the file name
	// to compile it under instead, its code, the
	// inputs bound before it runs (encoded values, see Encode), the host functions
	// it may call, and its limits.
	Cell      int                        `json:"cell,omitempty"`
	Filename  string                     `json:"filename,omitempty"`
	Code      string                     `json:"code,omitempty"`
	Inputs    map[string]json.RawMessage `json:"inputs,omitempty"`
	Functions []string                   `json:"functions,omitempty"`
	Limits    *FrameLimits               `json:"limits,omitempty"`

	// output: a piece of the cell's stdout or stderr.
	Stream string `json:"stream,omitempty"`
	Text   string `json:"text,omitempty"`

	// call and return: a host function call, numbered by Call. Value is the
	// encoded return value (return) or the shown value of the final expression,
	// a kernel.Value (result).
	Call   uint64                     `json:"call,omitempty"`
	Name   string                     `json:"name,omitempty"`
	Args   []json.RawMessage          `json:"args,omitempty"`
	Kwargs map[string]json.RawMessage `json:"kwargs,omitempty"`
	Value  json.RawMessage            `json:"value,omitempty"`
	// Error is the exception that ended a cell (result), that a host function
	// raises (return), or why a request failed (done).
	Error *kernel.PyError `json:"error,omitempty"`

	// result: whether the cell succeeded, whether it ran out of memory, which
	// streams were cut at the output limit, and the figures the cell showed.
	Success   bool             `json:"success,omitempty"`
	Memory    bool             `json:"memory,omitempty"`
	Truncated []string         `json:"truncated,omitempty"`
	Displays  []kernel.Display `json:"displays,omitempty"`

	// check and checked: requirements to look for and code whose imports to
	// resolve; the requirements not installed and the imports not found.
	Requirements []string `json:"requirements,omitempty"`
	Missing      []string `json:"missing,omitempty"`
	Imports      []string `json:"imports,omitempty"`

	// complete and inspect: the code and the cursor in it (a str index, in
	// characters); completed: the matches, which replace code[Start:cursor];
	// inspected: Text describes the name at the cursor.
	Cursor  int      `json:"cursor,omitempty"`
	Start   int      `json:"start,omitempty"`
	Matches []string `json:"matches,omitempty"`

	// key: the session's key, hex-encoded.
	Secret string `json:"key,omitempty"`

	// ready: the protocol version, the agent's Python version and process id.
	Protocol int    `json:"protocol,omitempty"`
	Python   string `json:"python,omitempty"`
	Pid      int    `json:"pid,omitempty"`
}

// FrameLimits are the limits the agent enforces itself; time and memory are the
// host's and the container's business.
type FrameLimits struct {
	// Recursion is the Python call depth of the cell's code.
	Recursion int `json:"recursion,omitempty"`
	// Output caps each of stdout and stderr, in characters.
	Output int `json:"output,omitempty"`
}

// WriteFrame writes f to w in one Write call, so that writers sharing w under a mutex
// never interleave.
func WriteFrame(w io.Writer, f *Frame) error {
	body, err := json.Marshal(f)
	if err != nil {
		return fmt.Errorf("encode %s frame: %w", f.Type, err)
	}
	if len(body) > MaxFrame {
		return fmt.Errorf("%s frame of %d bytes exceeds the %d byte limit", f.Type, len(body), MaxFrame)
	}
	buf := make([]byte, 4+len(body))
	binary.BigEndian.PutUint32(buf, uint32(len(body)))
	copy(buf[4:], body)
	if _, err := w.Write(buf); err != nil {
		return fmt.Errorf("write %s frame: %w", f.Type, err)
	}
	return nil
}

// ReadFrame reads one frame from r, which should be buffered. At a clean end of the
// stream before a frame starts it returns io.EOF; a frame cut short is
// io.ErrUnexpectedEOF.
func ReadFrame(r io.Reader) (*Frame, error) {
	return readFrame(r, nil)
}

// readFrame is ReadFrame that calls stalled (when not nil) if the body has not
// arrived FrameTimeout after the header.
func readFrame(r io.Reader, stalled func()) (*Frame, error) {
	body, err := readBody(r, stalled)
	if err != nil {
		return nil, err
	}
	f := new(Frame)
	if err := json.Unmarshal(body, f); err != nil {
		return nil, fmt.Errorf("decode frame: %w", err)
	}
	return f, nil
}

// readBody reads one frame's length header and its body, calling stalled
// (when not nil) if the body has not arrived FrameTimeout after the header.
func readBody(r io.Reader, stalled func()) ([]byte, error) {
	var head [4]byte
	if _, err := io.ReadFull(r, head[:]); err != nil {
		return nil, err
	}
	n := binary.BigEndian.Uint32(head[:])
	if n > MaxFrame {
		return nil, fmt.Errorf("frame of %d bytes exceeds the %d byte limit (is something else writing to the agent's stdout?)", n, MaxFrame)
	}
	if stalled != nil {
		t := time.AfterFunc(FrameTimeout, stalled)
		defer t.Stop()
	}
	body := make([]byte, n)
	if _, err := io.ReadFull(r, body); err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, err
	}
	return body, nil
}

// MACSize is the length of a frame's authentication code.
const MACSize = sha256.Size

// ErrForged reports a frame whose authentication code is wrong: something other
// than the agent's protocol process wrote it, or the stream lost its step.
var ErrForged = errors.New("a frame failed authentication")

// A Sealer authenticates the frames of one direction of a session. After the key
// frame, every frame's length covers its JSON body and, behind it, an HMAC-SHA256
// under the session's key of the direction's letter ('h' from the host, 'a' from
// the agent), the frame's sequence number in that direction (8 bytes, big-endian,
// from 0) and the body. The key exists only in the host and in the agent's
// protocol process, whose memory the cells' process cannot read; so a frame that
// code in a cell writes to the stream (it can reach the container's stdio through
// /proc) fails authentication, and a frame it copies fails the sequence.
type Sealer struct {
	key []byte
	dir byte
	seq uint64
}

// NewSealer returns the sealer of direction dir ('h' or 'a') under key.
func NewSealer(key []byte, dir byte) *Sealer {
	return &Sealer{key: key, dir: dir}
}

func (s *Sealer) mac(body []byte) []byte {
	m := hmac.New(sha256.New, s.key)
	var head [9]byte
	head[0] = s.dir
	binary.BigEndian.PutUint64(head[1:], s.seq)
	m.Write(head[:])
	m.Write(body)
	s.seq++
	return m.Sum(nil)
}

// writeSealed is WriteFrame with the body's authentication code behind it.
func writeSealed(w io.Writer, f *Frame, s *Sealer) error {
	body, err := json.Marshal(f)
	if err != nil {
		return fmt.Errorf("encode %s frame: %w", f.Type, err)
	}
	if len(body)+MACSize > MaxFrame {
		return fmt.Errorf("%s frame of %d bytes exceeds the %d byte limit", f.Type, len(body), MaxFrame)
	}
	buf := make([]byte, 4, 4+len(body)+MACSize)
	binary.BigEndian.PutUint32(buf, uint32(len(body)+MACSize))
	buf = append(buf, body...)
	buf = append(buf, s.mac(body)...)
	if _, err := w.Write(buf); err != nil {
		return fmt.Errorf("write %s frame: %w", f.Type, err)
	}
	return nil
}

// readSealed is readFrame for a sealed stream: a frame whose code is wrong is
// ErrForged, with the frame's body as plain JSON when it decodes (an agent of an
// older protocol sends its ready frame unsealed).
func readSealed(r io.Reader, s *Sealer, stalled func()) (*Frame, error) {
	buf, err := readBody(r, stalled)
	if err != nil {
		return nil, err
	}
	n := len(buf)
	if n < MACSize || !hmac.Equal(s.mac(buf[:n-MACSize]), buf[n-MACSize:]) {
		f := new(Frame)
		if json.Unmarshal(buf, f) == nil {
			return f, ErrForged
		}
		return nil, ErrForged
	}
	f := new(Frame)
	if err := json.Unmarshal(buf[:n-MACSize], f); err != nil {
		return nil, fmt.Errorf("decode frame: %w", err)
	}
	return f, nil
}
