package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server/mcp"
)

// version is what backyard reports to MCP clients.
const version = "0.1.0"

var mcpCommand = command{
	name:    "mcp",
	args:    "[--http ADDR] [flags]",
	summary: "serve one Python session as a Model Context Protocol server (stdio, or streamable HTTP)",
	doc: "Tools: run_python, reset, grant_write, revoke_write, ping, list_files, read_file.\n" +
		"By default the server speaks MCP on stdin and stdout, as MCP clients launch it; with\n" +
		"--http it serves streamable HTTP at ADDR (e.g. 127.0.0.1:8765), every client sharing\n" +
		"the one session.",
	define: func(fs *flag.FlagSet) runFunc {
		var sf sessionFlags
		sf.register(fs)
		addr := fs.String("http", "", "serve streamable HTTP on `ADDR` instead of stdio")
		return func(ctx context.Context, std stdio, args []string) error {
			if len(args) > 0 {
				return &usageError{"mcp takes no arguments"}
			}
			opts, err := sf.options(std)
			if err != nil {
				return err
			}
			return serveMCP(ctx, std, opts, *addr)
		}
	},
}

// serveMCP serves MCP with a sandbox made from opts: on std when addr is
// empty, else over HTTP at addr.
func serveMCP(ctx context.Context, std stdio, opts sandbox.Options, addr string) error {
	sb, err := sandbox.New(ctx, opts)
	if err != nil {
		return err
	}
	defer closeSandbox(std, "mcp", sb)
	srv := mcp.New(sb, mcp.Options{Version: version})
	if addr == "" {
		err := srv.Run(ctx, mcp.StdioTransport(std.in, std.out))
		if errors.Is(err, context.Canceled) || errors.Is(err, io.EOF) {
			return nil
		}
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return &usageError{fmt.Sprintf("--http %s: %v", addr, err)}
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second}
	fmt.Fprintf(std.err, "backyard mcp: serving streamable HTTP on http://%s\n", ln.Addr())
	stop := context.AfterFunc(ctx, func() {
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		hs.Shutdown(shutdown)
	})
	defer stop()
	if err := hs.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
