package mcp

import (
	"fmt"
	"reflect"

	"github.com/google/jsonschema-go/jsonschema"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// addTool registers a tool as sdk.AddTool does, with its input and output
// schemas inferred from In and Out and then made portable.
func addTool[In, Out any](s *sdk.Server, t *sdk.Tool, h sdk.ToolHandlerFor[In, Out]) {
	t.InputSchema = portableSchema[In]()
	if reflect.TypeFor[Out]() != reflect.TypeFor[any]() {
		t.OutputSchema = portableSchema[Out]()
	}
	sdk.AddTool(s, t, h)
}

// portableSchema infers T's schema (of its element for a pointer, as the
// SDK does) and makes it portable.
func portableSchema[T any]() *jsonschema.Schema {
	rt := reflect.TypeFor[T]()
	if rt.Kind() == reflect.Pointer {
		rt = rt.Elem()
	}
	s, err := jsonschema.ForType(rt, &jsonschema.ForOptions{})
	if err != nil {
		// The types are this package's own: a failure is a bug here.
		panic(fmt.Sprintf("mcp: schema of %v: %v", rt, err))
	}
	portable(s)
	return s
}

// portable rewrites every nullable type the inference writes as a type
// array (a slice or pointer field: "type": ["null", "array"]) as anyOf
// two single-type branches. Both say the same, but clients that map tool
// schemas onto a one-type dialect (the OpenAPI subset of some model
// providers) reject or drop the array form; the MCP Inspector warns of it.
//
// A schema with no keyword at all (an interface field such as run_python's
// result) becomes anyOf the six JSON types: it says what the value is,
// and a client need not guess that an empty object means "anything".
func portable(s *jsonschema.Schema) {
	if s == nil {
		return
	}
	if reflect.DeepEqual(*s, jsonschema.Schema{Description: s.Description}) {
		for _, t := range []string{"null", "boolean", "number", "string", "array", "object"} {
			s.AnyOf = append(s.AnyOf, &jsonschema.Schema{Type: t})
		}
		return
	}
	if len(s.Types) == 2 && (s.Types[0] == "null" || s.Types[1] == "null") {
		branch := *s
		branch.Types, branch.Type = nil, s.Types[0]
		if branch.Type == "null" {
			branch.Type = s.Types[1]
		}
		branch.Description = ""
		*s = jsonschema.Schema{Description: s.Description, AnyOf: []*jsonschema.Schema{{Type: "null"}, &branch}}
		portable(&branch)
		return
	}
	for _, sub := range s.Properties {
		portable(sub)
	}
	for _, sub := range s.PatternProperties {
		portable(sub)
	}
	for _, sub := range s.Defs {
		portable(sub)
	}
	for _, list := range [][]*jsonschema.Schema{s.PrefixItems, s.AllOf, s.AnyOf, s.OneOf} {
		for _, sub := range list {
			portable(sub)
		}
	}
	portable(s.Items)
	portable(s.AdditionalProperties)
	portable(s.Not)
}
