package json_test

import (
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/internal/difftest"
)

// benchSetup builds a document of about 1 MB of agent-style records.
const benchSetup = `import json
data = {"rows": [{"id": i, "name": "user%d" % i, "email": "user%d@example.com" % i,
                  "score": i * 1.25, "active": i % 3 == 0, "tags": ["a", "b", "c%d" % (i % 10)],
                  "meta": {"k": None, "n": -i, "note": "caf\u00e9"}} for i in range(6000)]}
doc = json.dumps(data)
assert 900_000 < len(doc) < 1_200_000, len(doc)
`

func BenchmarkDumps1MB(b *testing.B) { difftest.Bench(b, benchSetup, "json.dumps(data)") }

func BenchmarkLoads1MB(b *testing.B) { difftest.Bench(b, benchSetup, "json.loads(doc)") }

func BenchmarkDumpsIndent1MB(b *testing.B) {
	difftest.Bench(b, benchSetup, "json.dumps(data, indent=2, sort_keys=True)")
}
