package mountfs

import (
	"io"
	"math"
	"os"
)

// The write quota (Options.QuotaBytes) bounds the net growth of the
// mounted workspace in one session: what writes add past a file's end,
// less what truncation, removal and replacement give back. Past it a
// write stores what fits and fails with ENOSPC, as a full disk does.
// Files that were there before the session count only by how they change.
// /tmp has its own budget (Options.TmpBytes).

// room is how many more bytes the mounts may grow by.
func (fsys *FS) room() int64 {
	if fsys.quota <= 0 {
		return math.MaxInt64
	}
	return fsys.quota - fsys.grown.Load()
}

// Grown returns the net bytes the session has added to its mounts.
func (fsys *FS) Grown() int64 { return fsys.grown.Load() }

// writeHost writes p to a mounted file, within the quota.
func (fsys *FS) writeHost(f *File, p []byte) (int, error) {
	if fsys.quota <= 0 {
		return f.host.Write(p)
	}
	st, err := f.host.Stat()
	if err != nil {
		return 0, err
	}
	size, pos := st.Size(), st.Size()
	if f.flag&os.O_APPEND == 0 {
		if pos, err = f.host.Seek(0, io.SeekCurrent); err != nil {
			return 0, err
		}
	}
	want := p
	if limit := size + max(0, fsys.room()); pos+int64(len(p)) > limit {
		want = p[:max(0, min(int64(len(p)), limit-pos))]
	}
	n, err := f.host.Write(want)
	fsys.grown.Add(max(0, pos+int64(n)-size))
	if err == nil && n < len(p) {
		err = ENOSPC
	}
	return n, err
}

// resizeHost truncates or extends an open mounted file, within the quota.
func (fsys *FS) resizeHost(h *os.File, size int64) error {
	if fsys.quota <= 0 {
		return h.Truncate(size)
	}
	st, err := h.Stat()
	if err != nil {
		return err
	}
	delta := size - st.Size()
	if delta > fsys.room() {
		return ENOSPC
	}
	if err := h.Truncate(size); err != nil {
		return err
	}
	fsys.grown.Add(delta)
	return nil
}

// released gives back the size of a mounted regular file that is going:
// removed, replaced by a rename, or truncated by open.
func (fsys *FS) released(l *loc) {
	if fsys.quota > 0 && l.area == areaMount && l.fi != nil && l.fi.Mode().IsRegular() {
		fsys.grown.Add(-l.fi.Size())
	}
}
