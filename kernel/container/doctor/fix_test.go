package doctor

import (
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// TestRunscFixNamesTheEnginesConfig: the runsc hint tells Podman users
// about containers.conf and Docker users about daemon.json.
func TestRunscFixNamesTheEnginesConfig(t *testing.T) {
	tests := []struct {
		kind       engine.Kind
		registered bool
		want, not  string
	}{
		{engine.Docker, false, "/etc/docker/daemon.json", "containers.conf"},
		{engine.Docker, true, "/etc/docker/daemon.json", "containers.conf"},
		{engine.Podman, false, "containers.conf", "daemon.json"},
		{engine.Podman, true, "containers.conf", "daemon.json"},
	}
	for _, tt := range tests {
		fix := runscFix(tt.kind, tt.registered)
		if !strings.Contains(fix, tt.want) || strings.Contains(fix, tt.not) || !strings.Contains(fix, "--network=none") {
			t.Errorf("runscFix(%s, registered %v) = %q, want %s and --network=none, no %s", tt.kind, tt.registered, fix, tt.want, tt.not)
		}
	}
}
