package image

import (
	"archive/tar"
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/docker/docker/api/types/build"

	"github.com/backyard-dev/backyard/kernel/container/agent"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

var (
	//go:embed online.Dockerfile
	onlineDockerfile string
	//go:embed layer.Dockerfile
	layerDockerfile string
)

// agentFiles are the in-container agent's files, which the layer copies from the build
// context's agent/ directory to agent.Dir.
func agentFiles() []agent.File { return agent.Files() }

// buildContext is the tar stream ImageBuild reads: the Dockerfile and agent/.
func buildContext(dockerfile string, files []agent.File) ([]byte, error) {
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	add := func(h *tar.Header, data []byte) error {
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		_, err := tw.Write(data)
		return err
	}
	err := add(&tar.Header{Name: "Dockerfile", Mode: 0o644, Size: int64(len(dockerfile))}, []byte(dockerfile))
	if err == nil {
		err = add(&tar.Header{Name: "agent/", Mode: 0o755, Typeflag: tar.TypeDir}, nil)
	}
	for _, f := range files {
		if err != nil {
			break
		}
		err = add(&tar.Header{Name: path.Join("agent", f.Name), Mode: f.Mode, Size: int64(len(f.Data))}, f.Data)
	}
	if err == nil {
		err = tw.Close()
	}
	if err != nil {
		return nil, fmt.Errorf("build context: %w", err)
	}
	return buf.Bytes(), nil
}

// buildLayer builds dockerfile (with the agent files as context) and tags it ref.
// With opts.Force it uses no cached build steps.
func buildLayer(ctx context.Context, e *engine.Engine, dockerfile, ref string, labels map[string]string, opts Options) error {
	log := opts.log()
	tarball, err := buildContext(dockerfile, agentFiles())
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "building %s\n", ref)
	resp, err := e.Client.ImageBuild(ctx, bytes.NewReader(tarball), build.ImageBuildOptions{
		Tags:        []string{ref},
		Dockerfile:  "Dockerfile",
		Labels:      labels,
		NoCache:     opts.Force,
		Remove:      true,
		ForceRemove: true,
		// The classic builder is in every engine we meet (Debian's dockerd has no
		// BuildKit) and builds FROM a local image without contacting a registry.
		Version: build.BuilderV1,
	})
	if err != nil {
		return fmt.Errorf("image build: %w", err)
	}
	defer resp.Body.Close()
	return readMessages(resp.Body, log)
}

// buildOnline builds the online recipe in one step on python:3.12-slim.
func buildOnline(ctx context.Context, e *engine.Engine, opts Options) error {
	return buildLayer(ctx, e, onlineDockerfile+layerDockerfile, Online.Ref(),
		map[string]string{labelRecipe: Online.String()}, opts)
}

// message is one JSON object of the engine's build or import progress stream.
type message struct {
	Stream      string `json:"stream"`
	Status      string `json:"status"`
	Error       string `json:"error"`
	ErrorDetail struct {
		Message string `json:"message"`
	} `json:"errorDetail"`
}

// readMessages copies the progress stream's text to log and returns the first error the
// engine reports in it; a build fails inside the stream, not with an HTTP status.
func readMessages(r io.Reader, log io.Writer) error {
	dec := json.NewDecoder(r)
	for {
		var m message
		if err := dec.Decode(&m); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return fmt.Errorf("read engine progress: %w", err)
		}
		if msg := m.ErrorDetail.Message; msg != "" || m.Error != "" {
			if msg == "" {
				msg = m.Error
			}
			return errors.New(strings.TrimSpace(msg))
		}
		switch {
		case m.Stream != "":
			io.WriteString(log, m.Stream)
		case m.Status != "":
			fmt.Fprintln(log, m.Status)
		}
	}
}
