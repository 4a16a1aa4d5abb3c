package format

import (
	"bytes"
	"encoding/json"
	"os/exec"
	"testing"
)

// python runs script under python3 (CPython 3.11 is the oracle), feeding it
// in as JSON on stdin and decoding its JSON stdout into out. Each oracle
// test batches all its cases into one call to keep the suite fast.
func python(t testing.TB, script string, in, out any) {
	t.Helper()
	input, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("python3", "-c", script)
	cmd.Stdin = bytes.NewReader(input)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	output, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v\n%s", err, stderr.Bytes())
	}
	if err := json.Unmarshal(output, out); err != nil {
		t.Fatalf("decode python3 output: %v", err)
	}
}

// pyPrelude is shared by the oracle scripts: it reads the cases and
// defines helpers that turn a call into a comparable [result, error] pair.
const pyPrelude = `
import json, sys, struct, math
cases = json.load(sys.stdin)
def f64(bits):
    return struct.unpack('<d', bits.to_bytes(8, 'little'))[0]
def attempt(fn):
    try:
        return [fn(), None]
    except Exception as e:
        return [None, type(e).__name__ + ': ' + str(e)]
`

// outcome is a result or the error message "Type: msg", as attempt returns.
type outcome struct {
	Value *string
	Err   *string
}

func (o *outcome) UnmarshalJSON(b []byte) error {
	var pair [2]*string
	if err := json.Unmarshal(b, &pair); err != nil {
		return err
	}
	o.Value, o.Err = pair[0], pair[1]
	return nil
}

func (o outcome) String() string {
	if o.Err != nil {
		return "error " + *o.Err
	}
	if o.Value == nil {
		return "<nil>"
	}
	return *o.Value
}

func newOutcome(v string, err error) outcome {
	if err != nil {
		msg := err.Error()
		return outcome{Err: &msg}
	}
	return outcome{Value: &v}
}
