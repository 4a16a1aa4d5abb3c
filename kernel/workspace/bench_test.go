package workspace_test

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel"
	"github.com/backyard-dev/backyard/kernel/workspace"
)

// BenchmarkScan measures the snapshot a Sandbox takes before and after
// every cell, on trees of 100, 1,000 and 10,000 files, and reports it as a
// ratio to a bare filepath.WalkDir that stats every file (the least any
// scan must do), measured in the same run.
func BenchmarkScan(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		b.Run(fmt.Sprintf("files=%d", n), func(b *testing.B) {
			dir := filepath.Join(b.TempDir(), "w")
			for i := range n {
				sub := filepath.Join(dir, fmt.Sprintf("d%02d", i%50))
				os.MkdirAll(sub, 0o755)
				os.WriteFile(filepath.Join(sub, fmt.Sprintf("f%d.txt", i)), []byte("data"), 0o644)
			}
			os.WriteFile(filepath.Join(dir, ".gitignore"), []byte("*.log\nbuild/\n"), 0o644)
			// Age the files so the scan hashes none, as in a workspace
			// that was not just written.
			old := time.Now().Add(-time.Hour)
			filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error { return os.Chtimes(p, old, old) })
			mounts, _ := kernel.Mounts([]string{dir})

			var walk time.Duration
			start := time.Now()
			for range 5 {
				filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
					if err == nil && !d.IsDir() {
						d.Info()
					}
					return nil
				})
			}
			walk = time.Since(start) / 5

			b.ResetTimer()
			for b.Loop() {
				if _, err := workspace.Scan(context.Background(), mounts); err != nil {
					b.Fatal(err)
				}
			}
			perScan := b.Elapsed() / time.Duration(b.N)
			b.ReportMetric(float64(perScan.Microseconds()), "µs/scan")
			b.ReportMetric(perScan.Seconds()/walk.Seconds(), "x-walkdir")
		})
	}
}
