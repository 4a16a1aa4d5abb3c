// Package schema holds the JSON Schema of the result that backyard's
// interfaces report for a run of code: `backyard run --json` and
// `--batch`, `backyard serve`'s answer to execute, and MCP's structured
// output of run_python (see server.Execution). Tools outside Go validate
// against the file, result.schema.json; Go code reads it from here.
package schema

import (
	_ "embed"
	"encoding/json"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
)

//go:embed result.schema.json
var resultJSON []byte

// ResultJSON returns the schema's text.
func ResultJSON() []byte { return append([]byte(nil), resultJSON...) }

// Result returns the schema, resolved and ready to validate values
// decoded from JSON (json.Unmarshal into an any).
func Result() (*jsonschema.Resolved, error) {
	var s jsonschema.Schema
	if err := json.Unmarshal(resultJSON, &s); err != nil {
		return nil, fmt.Errorf("read result.schema.json: %w", err)
	}
	r, err := s.Resolve(nil)
	if err != nil {
		return nil, fmt.Errorf("resolve result.schema.json: %w", err)
	}
	return r, nil
}

// Validate checks one result, as JSON text, against the schema.
func Validate(result []byte) error {
	r, err := Result()
	if err != nil {
		return err
	}
	var v any
	if err := json.Unmarshal(result, &v); err != nil {
		return fmt.Errorf("result is not JSON: %w", err)
	}
	return r.Validate(v)
}
