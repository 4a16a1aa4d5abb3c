package container

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/engine"
)

// TestDiskRefusal: where the quota's image cannot be mounted, the reason is
// a UsageError that says why and what to do, never a quota that does not
// hold.
func TestDiskRefusal(t *testing.T) {
	tests := []struct {
		name string
		e    *engine.Engine
		want string
	}{
		{"remote engine", &engine.Engine{Host: "tcp://10.0.0.1:2375"}, "another machine"},
	}
	if os.Geteuid() != 0 {
		tests = []struct {
			name string
			e    *engine.Engine
			want string
		}{{"not root", nil, "needs root"}}
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			why := diskPossible(context.Background(), tt.e)
			if why == nil || !strings.Contains(why.Error(), tt.want) {
				t.Fatalf("diskPossible: %v, want a reason with %q", why, tt.want)
			}
			err := diskRefusal(why)
			var ue *kernel.UsageError
			if !errors.As(err, &ue) || !strings.Contains(err.Error(), "--disk") || !strings.Contains(err.Error(), "read-only") {
				t.Fatalf("diskRefusal: %v, want a UsageError naming --disk and the ways out", err)
			}
		})
	}
}
