// Package agent is the in-container half of the container kernel and the protocol
// the host speaks to it.
//
// The agent is a small Python program (agent.py, embedded here and copied into the
// kernel image at [Path]) that runs as the container's main process. It keeps one
// persistent namespace and runs cells in its main thread, while a reader thread takes
// frames from stdin: so an interrupt can reach the running code as a
// KeyboardInterrupt, a ping is answered even while a cell runs, and a host function's
// return is routed to the call waiting for it.
//
// Host and agent exchange [Frame]s over the agent's stdin and stdout: a 4-byte
// big-endian length, then that many bytes of JSON. One request is in flight at a
// time; every frame the agent sends about a request carries the request's id, so
// late output of an earlier cell can be told apart.
//
//	host → agent                      agent → host
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
//
// The cell's own stdout and stderr (file descriptors 1 and 2, so subprocesses and C
// extensions too) are pipes inside the agent whose contents come back as output
// frames while the cell runs; the protocol itself uses private copies of the original
// descriptors, which user code cannot reach by printing.
//
// Code in a cell can still reach them (it runs in the agent's process, and can find
// the agent through gc, or write to any descriptor), so the host never trusts the
// stream to stay in step: a frame past [MaxFrame], one that does not decode, a
// header whose body does not follow within [FrameTimeout], or a request unanswered
// within [RequestTimeout] is [ErrProtocol], the Conn stops reading, and the container
// kernel replaces the container and replays the session. A forged frame can so cost
// its own session a replay, never hang the host or another session.
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
