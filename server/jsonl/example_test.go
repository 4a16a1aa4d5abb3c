package jsonl_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"strings"

	"github.com/backyard-dev/backyard/kernel/sandbox"
	"github.com/backyard-dev/backyard/server/jsonl"
)

// The JSON-lines protocol for agent harnesses is a Server: one
// request per line in, one answer per line out, ids echoed, and a
// malformed line answered without stopping.
func ExampleServer() {
	ctx := context.Background()
	sb, err := sandbox.New(ctx, sandbox.Options{ReadOnly: true})
	if err != nil {
		log.Fatal(err)
	}
	defer sb.Close()

	requests := strings.NewReader(`{"id": 1, "action": "execute", "code": "x = 40\nx + 2"}
{"id": 2, "action": "execute", "code": "sum(nums)", "inputs": {"nums": [1, 2, 3]}}
{"id": 3, "action": "execute", "code": "1/0"}
not json
{"id": 4, "action": "reset"}
{"id": 5, "action": "ping"}
`)
	r, w := io.Pipe()
	go func() {
		(&jsonl.Server{Sandbox: sb}).Serve(ctx, requests, w)
		w.Close()
	}()
	answers := bufio.NewScanner(r)
	for answers.Scan() {
		var a struct {
			ID      any    `json:"id"`
			Success bool   `json:"success"`
			Result  any    `json:"result"`
			Error   string `json:"error"`
			Backend string `json:"backend"`
		}
		json.Unmarshal(answers.Bytes(), &a)
		fmt.Printf("id=%v success=%v result=%v error=%.40q\n", a.ID, a.Success, a.Result, a.Error)
	}
	// Output:
	// id=1 success=true result=42 error=""
	// id=2 success=true result=6 error=""
	// id=3 success=false result=<nil> error="ZeroDivisionError: division by zero"
	// id=<nil> success=false result=<nil> error="malformed request: invalid character 'o'"
	// id=4 success=true result=<nil> error=""
	// id=5 success=true result=<nil> error=""
}
