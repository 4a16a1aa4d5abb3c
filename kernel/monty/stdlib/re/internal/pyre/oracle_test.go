package pyre

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
