package schema_test

import (
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/server/schema"
)

// The schema accepts the results the interfaces write and refuses what
// breaks the shape, so the tests that validate against it can fail.
func TestSchemaTellsResultsFromOtherShapes(t *testing.T) {
	base := `"stdout": "", "stderr": "", "success": true, "result": 2, "duration_sec": 0.001, "timed_out": false, "memory_limit_hit": false, "backend": "monty"`
	tests := []struct {
		name, json string
		wantErr    string // "" when valid
	}{
		{"minimal", `{` + base + `}`, ""},
		{"with id, error and file changes", `{"id": 1, "error": "ValueError: x", "error_type": "ValueError", "traceback": "...", ` + base +
			`, "file_changes": {"added": [{"change_type": "added", "path": "/sandbox/w/a", "timestamp": 1.5}], "modified": [], "deleted": []}}`, ""},
		{"a conversion and a display", `{` + base + `, "conversion": {"from": "monty", "to": "container", "reason": "auto", "warm": false, "steps": 1, "duration_sec": 0.4}, "displays": [{"mime_type": "image/png", "size": 3}]}`, ""},
		{"Go's field names", `{"Stdout": "", "Success": true, "Duration": 422962}`, "additional properties"},
		{"a missing field", `{` + strings.Replace(base, `"stderr": "", `, "", 1) + `}`, "stderr"},
		{"nanoseconds as duration", `{` + strings.Replace(base, `"duration_sec": 0.001`, `"duration": 422962`, 1) + `}`, "duration"},
		{"an unknown backend", `{` + strings.Replace(base, `"monty"`, `"cpython"`, 1) + `}`, "backend"},
		{"a bad change type", `{` + base + `, "file_changes": {"added": [{"change_type": "made", "path": "a", "timestamp": 1}], "modified": [], "deleted": []}}`, "change_type"},
		{"a string success", `{` + strings.Replace(base, `"success": true`, `"success": "yes"`, 1) + `}`, "success"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := schema.Validate([]byte(tt.json))
			switch {
			case tt.wantErr == "" && err != nil:
				t.Errorf("valid result refused: %v", err)
			case tt.wantErr != "" && err == nil:
				t.Errorf("accepted, want an error about %s", tt.wantErr)
			case tt.wantErr != "" && !strings.Contains(err.Error(), tt.wantErr):
				t.Errorf("error %v, want one about %s", err, tt.wantErr)
			}
		})
	}
}
