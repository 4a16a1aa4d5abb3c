package mcp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// StdioTransport is the transport for serving MCP on a process's stdin (r)
// and stdout (w): the SDK's newline-delimited IOTransport behind a filter
// that answers a line which is not a JSON-RPC message with JSON-RPC's error
// for it (-32700 parse error, -32600 invalid request) and drops the line.
//
// The SDK's reader ends the connection at such a line, and with it the
// Python session the client has built up. One bad line from a client
// should cost that line, not the session's variables. A batch (a JSON
// array) is passed on for the SDK to judge.
func StdioTransport(r io.Reader, w io.Writer) sdk.Transport {
	out := &lineWriter{w: w}
	pr, pw := io.Pipe()
	go filterMessages(r, pw, out)
	return &sdk.IOTransport{Reader: pr, Writer: out}
}

// filterMessages copies the JSON-RPC messages of r to pw, one per line, and
// answers the others on out. It ends when r does (closing pw with r's
// error, nil at EOF) or when the transport closes pw's reader.
func filterMessages(r io.Reader, pw *io.PipeWriter, out *lineWriter) {
	br := bufio.NewReader(r)
	for {
		line, readErr := br.ReadBytes('\n')
		if msg := bytes.TrimSpace(line); len(msg) > 0 {
			var err error
			if reply := rejectLine(msg); reply != nil {
				_, err = out.Write(reply)
			} else {
				_, err = pw.Write(append(msg, '\n'))
			}
			if err != nil {
				pw.CloseWithError(err)
				return
			}
		}
		if readErr != nil {
			if errors.Is(readErr, io.EOF) {
				readErr = nil
			}
			pw.CloseWithError(readErr)
			return
		}
	}
}

// rejectLine returns the JSON-RPC error response for a line that is not a
// message, with the line's id when one can be read, or nil for a message.
func rejectLine(line []byte) []byte {
	code, what := jsonrpc.CodeParseError, "Parse error: the line is not JSON (stdio carries one JSON-RPC message per line)"
	switch {
	case len(line) > sdk.DefaultMaxLineLength:
		// The SDK's reader would end the connection at it.
		code, what = jsonrpc.CodeInvalidRequest, fmt.Sprintf("Invalid Request: a message of %d bytes is over the limit of %d", len(line), sdk.DefaultMaxLineLength)
	case line[0] == '[' && json.Valid(line):
		return nil
	case json.Valid(line):
		_, err := jsonrpc.DecodeMessage(line)
		if err == nil {
			return nil
		}
		code, what = jsonrpc.CodeInvalidRequest, fmt.Sprintf("Invalid Request: %v", err)
	}
	var probe struct {
		ID json.RawMessage `json:"id"`
	}
	_ = json.Unmarshal(line, &probe) // no readable id: answer with null
	if len(probe.ID) == 0 {
		probe.ID = json.RawMessage("null")
	}
	reply, err := json.Marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   jsonrpc.Error   `json:"error"`
	}{"2.0", probe.ID, jsonrpc.Error{Code: int64(code), Message: what}})
	if err != nil {
		panic(err) // the struct always marshals
	}
	return append(reply, '\n')
}

// lineWriter serialises whole lines from the SDK and from filterMessages
// onto one stream. The SDK writes each message with one Write call.
type lineWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lineWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

// Close leaves the stream open: it is the process's stdout, not the
// transport's to close.
func (l *lineWriter) Close() error { return nil }
