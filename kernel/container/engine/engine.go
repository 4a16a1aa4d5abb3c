// Package engine finds the container engine on this machine and describes it.
//
// backyard talks to Docker and to Podman through one client: the Docker Engine API
// (github.com/docker/docker/client), which Podman also serves on its compatible socket.
// The client is newer than most engines it meets (Debian's dockerd speaks API 1.41), so
// every connection negotiates the API version down to what the server offers.
//
// Detection tries, in order, and takes the first engine that answers a ping:
//
//  1. DOCKER_HOST (with DOCKER_TLS_VERIFY, DOCKER_CERT_PATH, DOCKER_API_VERSION), if set —
//     then nothing else, since the user chose;
//  2. Docker's default socket, /var/run/docker.sock;
//  3. rootless Docker, $XDG_RUNTIME_DIR/docker.sock;
//  4. rootless Podman, $XDG_RUNTIME_DIR/podman/podman.sock;
//  5. rootful Podman, /run/podman/podman.sock.
//
// An [Engine] records what answered: Docker or Podman, the address, the server and
// negotiated API versions, and the OCI runtimes the engine has registered (runc, and
// gVisor's runsc where installed). Registration is not proof that a runtime works —
// runsc in particular refuses to start on some hosts without extra arguments — so
// [Engine.CheckRuntime] starts a real container to find out.
package engine

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/docker/docker/client"
)

// Kind names the engine that serves the API.
type Kind string

// The engines backyard knows.
const (
	Docker Kind = "docker"
	Podman Kind = "podman"
)

// Well-known OCI runtime names.
const (
	Runc  = "runc"
	Runsc = "runsc" // gVisor
)

// LabelKey is set on every container backyard creates, so that containers left by a
// crashed process can be found and removed. Its value says what the container is for.
const LabelKey = "dev.backyard"

// pingTimeout bounds each detection attempt; an engine that answers at all answers fast.
const pingTimeout = 3 * time.Second

// Engine is a connected container engine.
type Engine struct {
	// Client is the Docker API client, already negotiated to the server's API version.
	Client *client.Client
	// Kind is Docker or Podman.
	Kind Kind
	// Host is the address the client talks to, e.g. "unix:///var/run/docker.sock".
	Host string
	// Version is the server's version, e.g. "20.10.24+dfsg1" or "4.3.1".
	Version string
	// APIVersion is the API version in use after negotiation, e.g. "1.41".
	APIVersion string
	// Runtimes are the OCI runtimes the engine has registered, sorted.
	Runtimes []string
	// DefaultRuntime is the runtime containers get when none is asked for.
	DefaultRuntime string
	// OS describes the engine's host, e.g. "Debian GNU/Linux 12 (bookworm)".
	OS string
}

// HasRuntime reports whether the engine has registered the named runtime.
func (e *Engine) HasRuntime(name string) bool {
	return slices.Contains(e.Runtimes, name)
}

// Close releases the client's connections.
func (e *Engine) Close() error { return e.Client.Close() }

// String describes the engine in one line, as `backyard doctor` prints it.
// String names the engine for messages: kind, version, API version and address.
func (e *Engine) String() string {
	return fmt.Sprintf("%s %s (API %s) at %s", e.Kind, e.Version, e.APIVersion, e.Host)
}

// Attempt is one address detection tried, and why it did not do.
type Attempt struct {
	Host string
	Err  error
}

// NoEngineError is returned by [Connect] when no engine answers. Tests branch on it to
// skip outside CI; users read its message, which says what to install.
type NoEngineError struct {
	Tried []Attempt
}

// Error lists each address tried with its failure, then how to start an engine.
func (e *NoEngineError) Error() string {
	var b strings.Builder
	b.WriteString("no container engine answers")
	for _, a := range e.Tried {
		fmt.Fprintf(&b, "\n  %s: %v", a.Host, a.Err)
	}
	b.WriteString("\nstart one: as root on Debian `apt-get install -y docker.io runsc && dockerd &`," +
		" or `systemctl --user start podman.socket`, or set DOCKER_HOST")
	return b.String()
}

// Candidates lists the addresses detection tries, in order, for the given environment
// lookup (os.Getenv in real use). With DOCKER_HOST set it is the only candidate.
func Candidates(getenv func(string) string) []string {
	if h := getenv("DOCKER_HOST"); h != "" {
		return []string{h}
	}
	hosts := []string{"unix:///var/run/docker.sock"}
	if run := getenv("XDG_RUNTIME_DIR"); run != "" {
		hosts = append(hosts,
			"unix://"+filepath.Join(run, "docker.sock"),
			"unix://"+filepath.Join(run, "podman", "podman.sock"))
	}
	return append(hosts, "unix:///run/podman/podman.sock")
}

// Connect detects the engine as the package documentation describes and returns the
// first that answers. When none does, the error is a *NoEngineError.
func Connect(ctx context.Context) (*Engine, error) {
	var tried []Attempt
	for _, host := range Candidates(os.Getenv) {
		if path, ok := strings.CutPrefix(host, "unix://"); ok && os.Getenv("DOCKER_HOST") == "" {
			if _, err := os.Stat(path); err != nil {
				tried = append(tried, Attempt{host, errors.New("no socket")})
				continue
			}
		}
		e, err := connectHost(ctx, host)
		if err == nil {
			return e, nil
		}
		if ctx.Err() != nil {
			return nil, err
		}
		tried = append(tried, Attempt{host, err})
	}
	return nil, &NoEngineError{Tried: tried}
}

// ConnectHost connects to the engine at host (e.g. "unix:///run/podman/podman.sock"),
// negotiates the API version and reads what the engine is.
func ConnectHost(ctx context.Context, host string) (*Engine, error) {
	e, err := connectHost(ctx, host)
	if err != nil {
		return nil, fmt.Errorf("engine at %s: %w", host, err)
	}
	return e, nil
}

// connectHost is ConnectHost with errors that do not repeat the host, for Connect,
// whose NoEngineError names each host it tried.
func connectHost(ctx context.Context, host string) (*Engine, error) {
	opts := []client.Opt{client.WithHost(host), client.WithAPIVersionNegotiation()}
	if host == os.Getenv("DOCKER_HOST") {
		// Honour the TLS and version settings that go with DOCKER_HOST.
		opts = []client.Opt{client.FromEnv, client.WithAPIVersionNegotiation()}
	}
	cli, err := client.NewClientWithOpts(opts...)
	if err != nil {
		return nil, fmt.Errorf("engine client: %w", err)
	}
	e, err := describe(ctx, cli)
	if err != nil {
		cli.Close()
		return nil, err
	}
	return e, nil
}

func describe(ctx context.Context, cli *client.Client) (*Engine, error) {
	pctx, cancel := context.WithTimeout(ctx, pingTimeout)
	defer cancel()
	if _, err := cli.Ping(pctx); err != nil {
		return nil, fmt.Errorf("ping: %w", err)
	}
	cli.NegotiateAPIVersion(ctx)
	ver, err := cli.ServerVersion(ctx)
	if err != nil {
		return nil, fmt.Errorf("version: %w", err)
	}
	info, err := cli.Info(ctx)
	if err != nil {
		return nil, fmt.Errorf("info: %w", err)
	}
	e := &Engine{
		Client:         cli,
		Kind:           Docker,
		Host:           cli.DaemonHost(),
		Version:        ver.Version,
		APIVersion:     cli.ClientVersion(),
		DefaultRuntime: info.DefaultRuntime,
		OS:             info.OperatingSystem,
	}
	for _, c := range ver.Components {
		if strings.Contains(strings.ToLower(c.Name), "podman") {
			e.Kind = Podman
			e.Version = c.Version
		}
	}
	for name := range info.Runtimes {
		e.Runtimes = append(e.Runtimes, name)
	}
	if e.Kind == Podman && info.DefaultRuntime != "" {
		// Podman's Docker API (4.3) ignores a container's HostConfig.Runtime
		// and runs every container with its default runtime, whatever else it
		// lists: a container asked for on runsc would run on runc. Only the
		// default is a runtime one can have through it.
		e.Runtimes = []string{info.DefaultRuntime}
	}
	slices.Sort(e.Runtimes)
	return e, nil
}
