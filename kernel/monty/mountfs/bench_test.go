package mountfs_test

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/backyard-dev/backyard/kernel/monty/mountfs"
)

// The costs of the walk (an Lstat per component through os.Root, a
// visibility check per component), next to the bare system calls.
func benchFixture(b *testing.B) (*mountfs.FS, string) {
	host := filepath.Join(b.TempDir(), "w")
	files := map[string]string{".gitignore": "*.log\nbuild/\n", "a/b/c/data.csv": "x,y\n1,2\n"}
	for i := range 100 {
		files[fmt.Sprintf("many/f%03d.txt", i)] = "x"
	}
	tree(b, host, files)
	return newFS(b, mountfs.Options{}, host), host
}

func BenchmarkStat(b *testing.B) {
	fsys, host := benchFixture(b)
	b.Run("mountfs", func(b *testing.B) {
		for b.Loop() {
			if _, err := fsys.Stat("a/b/c/data.csv"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("os", func(b *testing.B) {
		for b.Loop() {
			if _, err := os.Stat(filepath.Join(host, "a/b/c/data.csv")); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkOpenReadClose(b *testing.B) {
	fsys, host := benchFixture(b)
	b.Run("mountfs", func(b *testing.B) {
		for b.Loop() {
			f, err := fsys.Open("a/b/c/data.csv", os.O_RDONLY, 0)
			if err != nil {
				b.Fatal(err)
			}
			f.ReadAll(0)
			f.Close()
		}
	})
	b.Run("os", func(b *testing.B) {
		for b.Loop() {
			f, err := os.Open(filepath.Join(host, "a/b/c/data.csv"))
			if err != nil {
				b.Fatal(err)
			}
			io.ReadAll(f)
			f.Close()
		}
	})
}

func BenchmarkReadDir100(b *testing.B) {
	fsys, host := benchFixture(b)
	b.Run("mountfs", func(b *testing.B) {
		for b.Loop() {
			if _, err := fsys.ReadDir("many"); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("os", func(b *testing.B) {
		for b.Loop() {
			if _, err := os.ReadDir(filepath.Join(host, "many")); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkTmpWriteRead(b *testing.B) {
	fsys, _ := benchFixture(b)
	data := make([]byte, 4096)
	for b.Loop() {
		f, _ := fsys.Open("/tmp/x", os.O_RDWR|os.O_CREATE|os.O_TRUNC, 0o666)
		f.Write(data)
		f.Seek(0, io.SeekStart)
		f.ReadAll(0)
		f.Close()
	}
}
