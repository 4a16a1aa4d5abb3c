//go:build !linux

package mountfs

import "io/fs"

// statTimes leaves the times as ModTime where the stat structure is not
// Linux's.
func statTimes(out *FileInfo, fi fs.FileInfo) {}

// hostUsage reports nothing where the stat structure is not Linux's.
func hostUsage(m *mount) (Usage, error) { return Usage{}, nil }
