package cells

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// IsIPYNB reports whether path names a Jupyter notebook (by its extension).
func IsIPYNB(path string) bool {
	return strings.EqualFold(filepath.Ext(path), ".ipynb")
}

// Decode reads a notebook in the format path's extension names: .ipynb is
// Jupyter's, anything else .bynb.
func Decode(path string, data []byte) (*Notebook, error) {
	if IsIPYNB(path) {
		return DecodeIPYNB(path, data)
	}
	return DecodeBynb(path, data)
}

// Encode writes nb in the format path's extension names.
func Encode(path string, nb *Notebook) ([]byte, error) {
	if IsIPYNB(path) {
		return EncodeIPYNB(nb)
	}
	return EncodeBynb(nb)
}

// Load reads the notebook at path. A file that does not parse is a
// *FormatError and is left as it is.
func Load(path string) (*Notebook, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("open notebook: %w", err)
	}
	return Decode(path, data)
}

// Save writes nb to path atomically, in the format its extension names.
func Save(path string, nb *Notebook) error {
	data, err := Encode(path, nb)
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, data, 0o644)
}

// WriteFileAtomic replaces the file at path with data so that a reader,
// or the file after a crash, sees either the old contents or the new, never
// a mix: it writes a temporary file in the same directory, syncs it to
// disk, renames it over path and syncs the directory. An existing file's
// permissions are kept; perm applies to a new one. A symbolic link at path
// is followed, so the link stays a link.
func WriteFileAtomic(path string, data []byte, perm fs.FileMode) error {
	return writeAtomic(path, bytes.NewReader(data), perm)
}

func writeAtomic(path string, r io.Reader, perm fs.FileMode) (err error) {
	if target, err := filepath.EvalSymlinks(path); err == nil {
		path = target
	}
	if fi, err := os.Stat(path); err == nil {
		perm = fi.Mode().Perm()
	}
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".tmp*")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = io.Copy(tmp, r); err != nil {
		return fmt.Errorf("save %s: write: %w", path, err)
	}
	if err = tmp.Chmod(perm); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("save %s: sync: %w", path, err)
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("save %s: close: %w", path, err)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	// The rename is durable only once the directory is synced; a failure
	// here leaves a good file in place, so it is not reported.
	if d, derr := os.Open(dir); derr == nil {
		_ = d.Sync()
		d.Close()
	}
	return nil
}

// AutosavePath returns where the autosave copy of the notebook at path
// lives: a hidden file beside it, ".NAME.autosave".
func AutosavePath(path string) string {
	dir, base := filepath.Split(path)
	return filepath.Join(dir, "."+base+".autosave")
}

// WriteAutosave writes nb, in the .bynb format whatever path's format, to
// path's autosave copy.
func WriteAutosave(path string, nb *Notebook) error {
	data, err := EncodeBynb(nb)
	if err != nil {
		return err
	}
	if err := WriteFileAtomic(AutosavePath(path), data, 0o600); err != nil {
		return fmt.Errorf("autosave: %w", err)
	}
	return nil
}

// RemoveAutosave deletes path's autosave copy, as a successful save makes
// it stale. A missing copy is not an error.
func RemoveAutosave(path string) error {
	err := os.Remove(AutosavePath(path))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("remove autosave: %w", err)
	}
	return nil
}

// Opened says where Open found a notebook.
type Opened int

// Where a notebook came from.
const (
	// FromFile is the file itself.
	FromFile Opened = iota
	// FromAutosave is the autosave copy, newer than the file: the last
	// session ended with unsaved edits.
	FromAutosave
	// Fresh is a new notebook: neither the file nor an autosave exists.
	Fresh
)

// Open reads the notebook at path for editing. When an autosave copy newer
// than the file exists (the last session crashed with unsaved edits), it
// returns that copy instead. A missing file gives a new notebook. A file
// that does not parse is an error and is never replaced by its autosave.
func Open(path string) (*Notebook, Opened, error) {
	fi, ferr := os.Stat(path)
	if ferr != nil && !errors.Is(ferr, fs.ErrNotExist) {
		return nil, FromFile, fmt.Errorf("open notebook: %w", ferr)
	}
	var nb *Notebook
	if ferr == nil {
		var err error
		if nb, err = Load(path); err != nil {
			return nil, FromFile, err
		}
	}
	if ai, err := os.Stat(AutosavePath(path)); err == nil && (nb == nil || !ai.ModTime().Before(fi.ModTime())) {
		if data, err := os.ReadFile(AutosavePath(path)); err == nil {
			if saved, err := DecodeBynb(AutosavePath(path), data); err == nil {
				return saved, FromAutosave, nil
			}
		}
	}
	if nb == nil {
		return New(), Fresh, nil
	}
	return nb, FromFile, nil
}
