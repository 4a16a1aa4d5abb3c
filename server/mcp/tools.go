package mcp

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"path"
	"strings"
	"time"
	"unicode/utf8"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/kernel/workspace"
	"github.com/backyard-dev/backyard/server"
)

// SessionState is what the session tools answer.
type SessionState struct {
	OK       bool           `json:"ok" jsonschema:"the sandbox answered"`
	Backend  kernel.Backend `json:"backend" jsonschema:"the kernel the session is on: monty (fast built-in interpreter) or container (full CPython)"`
	Writable bool           `json:"writable" jsonschema:"run_python may write workspace files"`
	// Conversion is set when changing write access restarted the kernel.
	Conversion *server.ConversionInfo `json:"conversion,omitempty" jsonschema:"set when the change restarted the kernel and replayed the session's code"`
}

func (s *Server) state(err error) (*sdk.CallToolResult, SessionState, error) {
	if err != nil {
		return nil, SessionState{}, err
	}
	st := SessionState{OK: true, Backend: s.sb.Backend(), Writable: s.sb.Writable()}
	return nil, st, nil
}

func (s *Server) reset(ctx context.Context, _ *sdk.CallToolRequest, _ struct{}) (*sdk.CallToolResult, SessionState, error) {
	return s.state(s.sb.ResetSession(ctx))
}

func (s *Server) ping(ctx context.Context, _ *sdk.CallToolRequest, _ struct{}) (*sdk.CallToolResult, SessionState, error) {
	return s.state(s.sb.Ping(ctx))
}

func (s *Server) writeAccess(grant bool) sdk.ToolHandlerFor[struct{}, SessionState] {
	return func(ctx context.Context, _ *sdk.CallToolRequest, _ struct{}) (*sdk.CallToolResult, SessionState, error) {
		var err error
		var st SessionState
		if grant {
			conv, e := s.sb.GrantWriteAccess(ctx)
			st.Conversion, err = server.NewConversionInfo(conv), e
		} else {
			conv, e := s.sb.RevokeWriteAccess(ctx)
			st.Conversion, err = server.NewConversionInfo(conv), e
		}
		res, st2, err := s.state(err)
		st2.Conversion = st.Conversion
		return res, st2, err
	}
}

// InspectInput is inspect_python's arguments.
type InspectInput struct {
	Name string `json:"name" jsonschema:"a name or dotted name defined in the session, e.g. df or json.dumps"`
}

// Description is inspect_python's answer.
type Description struct {
	Found bool   `json:"found" jsonschema:"the session knows the name"`
	Text  string `json:"text" jsonschema:"the name's type, then the signature of a callable, then its docstring"`
}

func (s *Server) inspect(ctx context.Context, _ *sdk.CallToolRequest, in InspectInput) (*sdk.CallToolResult, Description, error) {
	name := strings.TrimSpace(in.Name)
	if name == "" {
		return nil, Description{}, errors.New("inspect_python needs a name")
	}
	text, err := s.sb.Inspect(ctx, name, len(name))
	if err != nil {
		return nil, Description{}, err
	}
	d := Description{Found: text != "", Text: text}
	if text == "" {
		d.Text = "the session defines no " + name
	}
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: d.Text}}}, d, nil
}

// ListInput is list_files' arguments.
type ListInput struct {
	Path string `json:"path,omitempty" jsonschema:"a folder to list, e.g. /sandbox/data (default: the whole workspace)"`
}

// FileInfo is one file in list_files' answer.
type FileInfo struct {
	Path     string    `json:"path" jsonschema:"the path as the Python code sees it"`
	Size     int64     `json:"size" jsonschema:"size in bytes"`
	Modified time.Time `json:"modified"`
}

// FileList is list_files' answer.
type FileList struct {
	Files []FileInfo `json:"files"`
	// Truncated is set when there were more than maxListed files.
	Truncated bool `json:"truncated,omitempty" jsonschema:"more files exist than were listed; list a folder to see them"`
}

const maxListed = 1000

func (s *Server) listFiles(ctx context.Context, _ *sdk.CallToolRequest, in ListInput) (*sdk.CallToolResult, FileList, error) {
	mounts := s.sb.Mounts()
	if len(mounts) == 0 {
		return nil, FileList{Files: []FileInfo{}}, errors.New("no workspace is mounted: the sandbox has no files to list")
	}
	prefix := ""
	if in.Path != "" {
		if _, _, err := workspace.Resolve(mounts, in.Path); err != nil {
			return nil, FileList{}, err
		}
		p := in.Path
		if !path.IsAbs(p) {
			p = path.Join(kernel.SandboxRoot, p)
		}
		prefix = strings.TrimSuffix(path.Clean(p), "/") + "/"
	}
	snap, err := workspace.Scan(ctx, mounts)
	if err != nil {
		return nil, FileList{}, err
	}
	list := FileList{Files: []FileInfo{}}
	var b strings.Builder
	for _, f := range snap.Files() {
		if prefix != "" && !strings.HasPrefix(f.Path, prefix) && f.Path+"/" != prefix {
			continue
		}
		if len(list.Files) == maxListed {
			list.Truncated = true
			break
		}
		list.Files = append(list.Files, FileInfo{Path: f.Path, Size: f.Size, Modified: f.ModTime})
		fmt.Fprintf(&b, "%s\t%d bytes\t%s\n", f.Path, f.Size, f.ModTime.UTC().Format(time.RFC3339))
	}
	if len(list.Files) == 0 {
		b.WriteString("no files\n")
	}
	if list.Truncated {
		fmt.Fprintf(&b, "… more than %d files; list a folder to see the rest\n", maxListed)
	}
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: strings.TrimRight(b.String(), "\n")}}}, list, nil
}

// ReadInput is read_file's arguments.
type ReadInput struct {
	Path string `json:"path" jsonschema:"the file, e.g. /sandbox/data/report.csv or data/report.csv"`
}

// maxReadBytes bounds what read_file returns.
const maxReadBytes = 1 << 20

func (s *Server) readFile(_ context.Context, _ *sdk.CallToolRequest, in ReadInput) (*sdk.CallToolResult, any, error) {
	// Opened beneath the workspace's root, never by a host path checked
	// first: a cell could swap a folder for a link between the two.
	fh, fi, err := workspace.Open(s.sb.Mounts(), in.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, fmt.Errorf("%s: no such file in the workspace (list_files shows what exists)", in.Path)
	}
	if err != nil {
		return nil, nil, err
	}
	defer fh.Close()
	if fi.IsDir() {
		return nil, nil, fmt.Errorf("%s is a folder: use list_files", in.Path)
	}
	if mt := imageType(in.Path); mt != "" {
		if fi.Size() > s.opts.MaxImageBytes {
			return nil, nil, fmt.Errorf("%s: image of %d bytes is larger than the %d bytes sent", in.Path, fi.Size(), s.opts.MaxImageBytes)
		}
		data, err := io.ReadAll(io.LimitReader(fh, s.opts.MaxImageBytes))
		if err != nil {
			return nil, nil, err
		}
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.ImageContent{Data: data, MIMEType: mt}}}, nil, nil
	}
	data, err := io.ReadAll(io.LimitReader(fh, maxReadBytes))
	if err != nil {
		return nil, nil, err
	}
	note := ""
	if fi.Size() > maxReadBytes {
		note = fmt.Sprintf("\n… (first %d of %d bytes)", maxReadBytes, fi.Size())
	}
	text := data
	if fi.Size() > maxReadBytes {
		text = trimPartialRune(data)
	}
	if utf8.Valid(text) {
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: string(text) + note}}}, nil, nil
	}
	uri := "file://" + sandboxPath(in.Path)
	return &sdk.CallToolResult{Content: []sdk.Content{&sdk.EmbeddedResource{Resource: &sdk.ResourceContents{
		URI: uri, MIMEType: http.DetectContentType(data), Blob: data,
	}}}}, nil, nil
}

// trimPartialRune drops a UTF-8 sequence cut at the end of a truncated
// read.
func trimPartialRune(b []byte) []byte {
	for i := 0; i < utf8.UTFMax && len(b) > 0; i++ {
		if r, _ := utf8.DecodeLastRune(b); r != utf8.RuneError {
			return b
		}
		b = b[:len(b)-1]
	}
	return b
}

func sandboxPath(p string) string {
	if !path.IsAbs(p) {
		p = path.Join(kernel.SandboxRoot, p)
	}
	return path.Clean(p)
}

// imageType returns the MIME type of an image file MCP clients show, by
// extension; "" for anything else.
func imageType(name string) string {
	return imageTypes[strings.ToLower(path.Ext(name))]
}

var imageTypes = map[string]string{
	".png":  "image/png",
	".jpg":  "image/jpeg",
	".jpeg": "image/jpeg",
	".gif":  "image/gif",
	".webp": "image/webp",
}

// maxImages bounds the images one run returns.
const maxImages = 4

// figures returns the figures a run showed, as image content, at most
// maxImages of at most MaxImageBytes each.
func (s *Server) figures(res *sandbox.Result) []sdk.Content {
	if res == nil {
		return nil
	}
	var out []sdk.Content
	for _, d := range res.Displays {
		if len(out) == maxImages {
			break
		}
		if !strings.HasPrefix(d.MIMEType, "image/") || int64(len(d.Data)) > s.opts.MaxImageBytes {
			continue
		}
		out = append(out, &sdk.ImageContent{Data: d.Data, MIMEType: d.MIMEType})
	}
	return out
}

// images returns the image files a run added or modified, as content.
func (s *Server) images(fc *server.FileChangesInfo) []sdk.Content {
	if fc == nil {
		return nil
	}
	var out []sdk.Content
	for _, c := range append(append([]server.FileChangeInfo{}, fc.Added...), fc.Modified...) {
		mt := imageType(c.Path)
		if mt == "" || len(out) == maxImages {
			continue
		}
		fh, fi, err := workspace.Open(s.sb.Mounts(), c.Path)
		if err != nil {
			continue
		}
		var data []byte
		if fi.Mode().IsRegular() && fi.Size() <= s.opts.MaxImageBytes {
			data, err = io.ReadAll(io.LimitReader(fh, s.opts.MaxImageBytes))
		}
		fh.Close()
		if err != nil || data == nil {
			continue
		}
		out = append(out, &sdk.ImageContent{Data: data, MIMEType: mt})
	}
	return out
}
