package tui

import (
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"

	"github.com/backyard-dev/backyard/cells"
)

// figurePaths names the PNG files the selected cell's figures are saved
// as: next to the notebook, "<notebook>-<n>-<k>.png" for the k-th figure
// of the run numbered n.
func (m *Model) figurePaths(c *cells.Cell, count int) []string {
	dir, stem := ".", "notebook"
	if m.path != "" {
		dir = filepath.Dir(m.path)
		stem = strings.TrimSuffix(filepath.Base(m.path), filepath.Ext(m.path))
	}
	n := c.ExecutionCount
	if n <= 0 {
		n = m.sel + 1
	}
	paths := make([]string, count)
	for k := range paths {
		paths[k] = filepath.Join(dir, stem+"-"+itoa(n)+"-"+itoa(k+1)+".png")
	}
	return paths
}

// saveFigures writes the selected cell's PNG figures next to the
// notebook and says where.
func (m *Model) saveFigures() {
	c := m.selected()
	var pngs [][]byte
	for _, o := range c.Outputs {
		if o.Kind != cells.Display || o.MIME != "image/png" {
			continue
		}
		data, err := base64.StdEncoding.DecodeString(strings.Map(dropSpace, o.Data))
		if err != nil {
			m.warn("a figure is not valid base64: " + err.Error())
			return
		}
		pngs = append(pngs, data)
	}
	if len(pngs) == 0 {
		m.warn("this cell has no PNG figure to save")
		return
	}
	paths := m.figurePaths(c, len(pngs))
	for i, data := range pngs {
		if err := os.WriteFile(paths[i], data, 0o644); err != nil {
			m.warn("could not save the figure: " + err.Error())
			return
		}
	}
	msg := "saved " + filepath.Base(paths[0])
	if len(paths) > 1 {
		msg = "saved " + itoa(len(paths)) + " figures: " + filepath.Base(paths[0]) + " … " + filepath.Base(paths[len(paths)-1])
	}
	m.note(msg + " in " + filepath.Dir(paths[0]))
}

func dropSpace(r rune) rune {
	if r == '\n' || r == '\r' || r == ' ' {
		return -1
	}
	return r
}
