package dataclasses_test

import (
	"context"
	"testing"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/monty"
)

// BenchmarkImport measures `import dataclasses` in a fresh interpreter: the
// kernel is made outside the timer, the import inside it.
func BenchmarkImport(b *testing.B) {
	ctx := context.Background()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		k, err := monty.New()
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		res, err := k.Execute(ctx, kernel.Request{Code: "import dataclasses"})
		b.StopTimer()
		if err != nil || !res.Success {
			b.Fatalf("import dataclasses: %v %+v", err, res)
		}
		k.Close()
	}
}
