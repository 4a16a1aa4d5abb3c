package agent_test

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/container/agent"
)

func TestFramesRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	frames := []*agent.Frame{
		{Type: agent.Execute, ID: 1, Cell: 3, Code: "print('é')", Functions: []string{"f"}, Limits: &agent.FrameLimits{Recursion: 50}},
		{Type: agent.Result, ID: 1, Success: true, Value: json.RawMessage(`{"repr":"2","json":2}`)},
		{Type: agent.Result, ID: 2, Error: &kernel.PyError{Type: "ValueError", Message: "m", Traceback: "t"}},
	}
	for _, f := range frames {
		if err := agent.WriteFrame(&buf, f); err != nil {
			t.Fatal(err)
		}
	}
	for _, want := range frames {
		got, err := agent.ReadFrame(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("read %+v, want %+v", got, want)
		}
	}
	if _, err := agent.ReadFrame(&buf); err != io.EOF {
		t.Errorf("at the end: %v, want io.EOF", err)
	}
}

func TestReadFrameRejectsBrokenStreams(t *testing.T) {
	huge := make([]byte, 4)
	binary.BigEndian.PutUint32(huge, agent.MaxFrame+1)
	short := append(binary.BigEndian.AppendUint32(nil, 10), `{"ty`...)
	notJSON := append(binary.BigEndian.AppendUint32(nil, 3), "abc"...)
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"length past the limit", huge, "exceeds"},
		{"body cut short", short, io.ErrUnexpectedEOF.Error()},
		{"header cut short", []byte{0, 0}, io.ErrUnexpectedEOF.Error()},
		{"not JSON", notJSON, "decode frame"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := agent.ReadFrame(bytes.NewReader(tt.data))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestValuesEncodeAsTaggedJSON(t *testing.T) {
	tests := []struct {
		name string
		in   any
		want string
		back any // what Decode returns, when it differs from in
	}{
		{"nil", nil, `null`, nil},
		{"int", 3, `3`, int64(3)},
		{"whole float keeps its point", 2.0, `2.0`, 2.0},
		{"float exponent", 1e300, `1e+300`, 1e300},
		{"infinity", math.Inf(-1), `{"$float":"-inf"}`, math.Inf(-1)},
		{"bytes", []byte{0, 255}, `{"$bytes":"AP8="}`, []byte{0, 255}},
		{"tuple", kernel.Tuple{1, "a"}, `{"$tuple":[1,"a"]}`, kernel.Tuple{int64(1), "a"}},
		{"set", kernel.Set{true}, `{"$set":[true]}`, kernel.Set{true}},
		{"map sorted", map[string]any{"b": 1, "a": nil}, `{"a":null,"b":1}`, map[string]any{"a": nil, "b": int64(1)}},
		{"map with a $ key", map[string]any{"$x": 1}, `{"$dict":[["$x",1]]}`, map[string]any{"$x": int64(1)}},
		{"dict", kernel.Dict{{Key: 1, Value: 2}}, `{"$dict":[[1,2]]}`, kernel.Dict{{Key: int64(1), Value: int64(2)}}},
		{"typed slice", []string{"x"}, `["x"]`, []any{"x"}},
		{"pointer", ptr(5), `5`, int64(5)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			raw, err := agent.Encode(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if string(raw) != tt.want {
				t.Errorf("Encode = %s, want %s", raw, tt.want)
			}
			back, err := agent.Decode(raw)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(back, tt.back) {
				t.Errorf("Decode = %#v, want %#v", back, tt.back)
			}
		})
	}
	if _, err := agent.Encode(func() {}); err == nil {
		t.Error("a func encoded")
	}
	if _, err := agent.Decode(json.RawMessage(`{"$what":1}`)); err == nil {
		t.Error("an unknown tag decoded")
	}
}

func ptr[T any](v T) *T { return &v }
