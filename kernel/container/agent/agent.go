// Package agent is the in-container half of the container kernel and the protocol
// the host speaks to it.
//
// The agent is a small Python program (agent.py, embedded here and copied into the
// kernel image at [Path]) that runs as the container's main process, in two
// processes. The protocol process alone holds the container's stdin and stdout and
// never runs user code; it forks the executor, which keeps the one persistent
// namespace and runs cells in its main thread, while a reader thread takes its
// messages: so an interrupt reaches the running code as a KeyboardInterrupt, and a
// host function's return is routed to the call waiting for it. The protocol process
// answers ping itself, even while a cell runs.
//
// Host and agent exchange [Frame]s over the container's stdin and stdout: a 4-byte
// big-endian length, then that many bytes of JSON and, after the first frame (the
// session's key, see [Sealer]), an authentication code. One request is in flight at
// a time; every frame the agent sends about a request carries the request's id, so
// late output of an earlier cell can be told apart.
//
//	host → agent                      agent → host
//	key {key}                                                            (once, first)
//	                                  ready {protocol, python, pid}      (once, at start)
//	execute {id, cell, code, ...}     output {id, stream, text}          (any number)
//	                                  call {id, call, name, args, kwargs}
//	return {call, value | error}
//	interrupt {id}
//	                                  result {id, success, value | error, displays}
//	reset {id}                        done {id}
//	check {id, requirements, code}    checked {id, missing, imports}
//	                                  input {id, call}                   (the cell reads stdin)
//	return {call, value}                                                 (a line; "" is end of input)
//	complete {id, code, cursor}       completed {id, start, matches}
//	inspect {id, code, cursor}        inspected {id, text}
//	ping {id}                         pong {id}                          (even mid-cell)
//	                                  violation {text}                   (the executor broke its channel)
//
// The cell's own stdout and stderr (file descriptors 1 and 2, so subprocesses and C
// extensions too) are pipes that the protocol process reads and forwards as output
// frames, capped at the cell's output limit, while the cell runs.
//
// Code in a cell is hostile to the protocol. It can find everything of its own
// process (gc, /proc/self/fd), but the host's descriptors are not there: the
// executor holds only /dev/null, the output pipes and its channel to the protocol
// process, whose messages are untrusted content. The protocol process gives each
// request a random token, forwards only the messages that carry the running
// request's token, answers each request exactly once with a frame it builds from
// the fields it expects (each checked for type and size), and ends the executor and
// sends violation when the channel breaks (a message that does not decode, one past
// MaxFrame, one left half-written). So a frame the executor forges cannot answer
// another request: at most the cell chooses its own answer, as it chooses its value.
// The container's stdio is also reachable through /proc (the init process's
// descriptors, and under gVisor the protocol process's), so the frames are
// authenticated with a key that only the host and the protocol process hold (the
// executor cannot read that process's memory): a frame written or copied there
// fails authentication. In every case the host never trusts the stream to stay in
// step: a frame past [MaxFrame], one that does not decode or authenticate, a header
// whose body does not follow within [FrameTimeout], a violation, or a request
// unanswered within [RequestTimeout] is [ErrProtocol], the Conn stops reading, and
// the container kernel replaces the container and replays the session. A forged
// frame can so cost its own session a replay, never hang the host or another
// session, and never answer a request as the agent.
//
// A result frame's displays are the figures the cell showed: matplotlib figures that
// plt.show() flushed or that were still open when the cell ended (then closed, as
// Jupyter's inline backend does), each {mime_type: "image/png", data: base64}. The
// container runs matplotlib with MPLBACKEND=Agg, so no display is needed. An agent
// that sends none is understood as before: the field is optional.
//
// [Conn] is the host side. It does not know about containers: tests run agent.py
// under the local python3 and drive it through a Conn exactly as the container kernel
// does through a container's attached stdin and stdout.
package agent

import (
	_ "embed"
	"path"
)

// Source is agent.py, the program the container runs.
//
//go:embed agent.py
var Source string

// CompleteSource is backyard_complete.py, the module beside agent.py that
// completes and inspects names (Tab and Shift+Tab in the notebook).
//
//go:embed backyard_complete.py
var CompleteSource string

// Where the agent lives in the kernel image.
const (
	Dir  = "/opt/backyard"
	Path = Dir + "/agent.py"
)

// Command is the container's main process: the agent, unbuffered, adding each of
// siteDirs (such as the package cache) to sys.path with its .pth files.
func Command(siteDirs ...string) []string {
	return append([]string{"python3", "-u", Path}, siteDirs...)
}

// File is one file the kernel image holds in [Dir].
type File struct {
	// Name is relative to Dir.
	Name string
	Mode int64
	Data []byte
}

// Files returns the files the image build copies into Dir.
func Files() []File {
	return []File{
		{Name: path.Base(Path), Mode: 0o644, Data: []byte(Source)},
		{Name: "backyard_complete.py", Mode: 0o644, Data: []byte(CompleteSource)},
	}
}
