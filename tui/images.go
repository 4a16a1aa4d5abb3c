package tui

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"

	tea "charm.land/bubbletea/v2"
	"github.com/backyard-dev/backyard/cells"
	"github.com/backyard-dev/backyard/kernel"
	"github.com/charmbracelet/colorprofile"
)

// Graphics is how the terminal can show images.
//
// Only the kitty graphics protocol through Unicode placeholders fits a
// Bubble Tea program: its renderer keeps a grid of text cells and drops
// escape sequences it does not know, so an image written into the view
// (kitty's direct placement, or sixel) would be lost or land anywhere.
// With placeholders the image is sent once, out of band (tea.Raw), and
// the view holds ordinary text cells (U+10EEEE, whose colour names the
// image and whose combining marks its row and column): they scroll, clip
// and redraw like any other text, and the terminal paints the image into
// them.
type Graphics int

const (
	// NoGraphics shows an image as its path or a one-line label.
	NoGraphics Graphics = iota
	// KittyGraphics shows images inline with the kitty graphics protocol.
	KittyGraphics
)

// String names the mode as the --images flag spells it.
func (g Graphics) String() string {
	if g == KittyGraphics {
		return "kitty"
	}
	return "none"
}

// DetectGraphics decides from the environment (getenv) and the colour
// profile whether images can be shown inline. It says yes only for
// terminals known to draw kitty's Unicode placeholders — kitty
// (KITTY_WINDOW_ID, TERM=xterm-kitty) and Ghostty — and never under tmux
// or screen, which do not pass the protocol on, nor without 256 colours,
// since a placeholder's colour is its image's id.
func DetectGraphics(getenv func(string) string, profile colorprofile.Profile) Graphics {
	term := getenv("TERM")
	switch {
	case profile < colorprofile.ANSI256:
		return NoGraphics
	case getenv("TMUX") != "", getenv("STY") != "",
		strings.HasPrefix(term, "screen"), strings.HasPrefix(term, "tmux"):
		return NoGraphics
	case getenv("KITTY_WINDOW_ID") != "", term == "xterm-kitty",
		term == "xterm-ghostty", strings.EqualFold(getenv("TERM_PROGRAM"), "ghostty"):
		return KittyGraphics
	}
	return NoGraphics
}

// ParseGraphics reads the --images flag: auto, kitty or none. kitty is
// refused without 256 colours, where the placeholders would lose the
// colour that names their image.
func ParseGraphics(s string, getenv func(string) string, profile colorprofile.Profile) (Graphics, error) {
	switch s {
	case "", "auto":
		return DetectGraphics(getenv, profile), nil
	case "kitty":
		if profile < colorprofile.ANSI256 {
			return NoGraphics, errors.New("--images kitty needs a terminal of 256 colours or more (not NO_COLOR): an image's cells carry its id as their colour")
		}
		return KittyGraphics, nil
	case "none", "off":
		return NoGraphics, nil
	}
	return NoGraphics, fmt.Errorf("unknown --images %q (want auto, kitty or none)", s)
}

// maxImageBytes bounds the image files a cell's output shows inline.
const maxImageBytes = 16 << 20

// Sizing of inline images, in terminal cells. Without asking the terminal
// for its cell size, a cell is taken as 10×20 pixels; kitty fits the
// image into the cells it is given, keeping its aspect ratio.
const (
	cellPixelW     = 10
	cellPixelH     = 20
	maxImageCols   = 80
	maxImageRows   = 20
	firstImageID   = 16 // ids below 16 would be colours a renderer may rewrite as 30–37
	imageIDs       = 256 - firstImageID
	kittyChunkSize = 4096
)

// pngSize returns a PNG's width and height from its header.
func pngSize(data []byte) (w, h int, err error) {
	// The signature (8 bytes), IHDR's length and type (8), width, height.
	if len(data) < 24 || !bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")) || string(data[12:16]) != "IHDR" {
		return 0, 0, errors.New("not a PNG image")
	}
	return int(binary.BigEndian.Uint32(data[16:20])), int(binary.BigEndian.Uint32(data[20:24])), nil
}

// pngSizeBase64 is pngSize of base64-encoded data, decoding only the
// header. Line breaks are skipped, as .ipynb files may hold them.
func pngSizeBase64(data string) (w, h int, err error) {
	var head []byte
	for i := 0; i < len(data) && len(head) < 32; i++ { // 32 characters: 24 bytes
		if c := data[i]; c != '\n' && c != '\r' {
			head = append(head, c)
		}
	}
	b, err := base64.StdEncoding.DecodeString(string(head))
	if err != nil {
		return 0, 0, err
	}
	return pngSize(b)
}

// imageCells is the cells an image of w×h pixels takes: its size at
// cellPixelW×cellPixelH, shrunk to fit maxCols and maxImageRows.
func imageCells(w, h, maxCols int) (cols, rows int) {
	if w <= 0 || h <= 0 {
		return 0, 0
	}
	maxCols = min(maxCols, maxImageCols)
	fw, fh := float64(w)/cellPixelW, float64(h)/cellPixelH
	if s := float64(maxCols) / fw; s < 1 {
		fw, fh = fw*s, fh*s
	}
	if s := float64(maxImageRows) / fh; s < 1 {
		fw, fh = fw*s, fh*s
	}
	return max(1, int(fw+0.5)), max(1, int(fh+0.5))
}

// kittyTransmit returns the escape sequences that send a PNG to the
// terminal as image id and make a virtual placement of cols×rows cells
// for Unicode placeholders (a=T, U=1), quietly (q=2: no replies to read).
// The data goes base64-encoded in chunks of 4096 bytes, m=1 on all but
// the last.
func kittyTransmit(id int, pngData []byte, cols, rows int) string {
	enc := base64.StdEncoding.EncodeToString(pngData)
	var b strings.Builder
	for i := 0; i == 0 || i < len(enc); i += kittyChunkSize {
		chunk := enc[i:min(i+kittyChunkSize, len(enc))]
		last := i+kittyChunkSize >= len(enc)
		b.WriteString("\x1b_G")
		if i == 0 {
			fmt.Fprintf(&b, "a=T,U=1,f=100,q=2,i=%d,c=%d,r=%d", id, cols, rows)
			if !last {
				b.WriteString(",m=1")
			}
		} else if last {
			b.WriteString("m=0")
		} else {
			b.WriteString("m=1")
		}
		b.WriteByte(';')
		b.WriteString(chunk)
		b.WriteString("\x1b\\")
	}
	return b.String()
}

// kittyPlaceholder is the character whose cells the terminal paints with
// an image.
const kittyPlaceholder = '\U0010EEEE'

// placeholderDiacritics are the first entries of kitty's table of the
// combining marks that number a placeholder's row and column
// (rowcolumn-diacritics.txt: mark i means i).
var placeholderDiacritics = [...]rune{
	0x0305, 0x030D, 0x030E, 0x0310, 0x0312, 0x033D, 0x033E, 0x033F, 0x0346, 0x034A, 0x034B, 0x034C,
	0x0350, 0x0351, 0x0352, 0x0357, 0x035B, 0x0363, 0x0364, 0x0365, 0x0366, 0x0367, 0x0368, 0x0369,
	0x036A, 0x036B, 0x036C, 0x036D, 0x036E, 0x036F, 0x0483, 0x0484, 0x0485, 0x0486, 0x0487, 0x0592,
	0x0593, 0x0594, 0x0595, 0x0597, 0x0598, 0x0599, 0x059C, 0x059D, 0x059E, 0x059F, 0x05A0, 0x05A1,
	0x05A8, 0x05A9, 0x05AB, 0x05AC, 0x05AF, 0x05C4, 0x0610, 0x0611, 0x0612, 0x0613, 0x0614, 0x0615,
	0x0616, 0x0617, 0x0657, 0x0658, 0x0659, 0x065A, 0x065B, 0x065D, 0x065E, 0x06D6, 0x06D7, 0x06D8,
	0x06D9, 0x06DA, 0x06DB, 0x06DC, 0x06DF, 0x06E0, 0x06E1, 0x06E2, 0x06E4, 0x06E7, 0x06E8, 0x06EB,
	0x06EC, 0x0730, 0x0732, 0x0733, 0x0735, 0x0736, 0x073A, 0x073D, 0x073F, 0x0740, 0x0741, 0x0743,
}

// kittyRows returns the view's lines of image id placed in cols×rows
// cells: each cell a placeholder with its row's and column's marks, in
// the image's colour (256-colour index id).
func kittyRows(id, cols, rows int) []string {
	fg := "\x1b[38;5;" + strconv.Itoa(id) + "m"
	lines := make([]string, rows)
	var b strings.Builder
	for r := range rows {
		b.Reset()
		b.WriteString(fg)
		for c := range cols {
			b.WriteRune(kittyPlaceholder)
			b.WriteRune(placeholderDiacritics[r])
			b.WriteRune(placeholderDiacritics[c])
		}
		b.WriteString("\x1b[m")
		lines[r] = b.String()
	}
	return lines
}

// isImageRow reports whether a rendered line is a row of an inline image.
func isImageRow(line string) bool { return strings.ContainsRune(line, kittyPlaceholder) }

// inlineImage is an image the terminal holds.
type inlineImage struct {
	id         int
	cols, rows int
}

// imageStore names the images sent to the terminal, by what they show:
// "file:" and a sandbox path, or "data:" and an output's base64 data.
type imageStore struct {
	graphics Graphics
	next     int // the next id, counted from 0
	images   map[string]inlineImage
}

func newImageStore(g Graphics) *imageStore {
	return &imageStore{graphics: g, images: map[string]inlineImage{}}
}

// add records a PNG under key and returns the escape sequence that sends
// it, or "" when inline images are off or the data is not a PNG. Ids are
// reused after 240 images; an old output then shows a newer image.
func (s *imageStore) add(key string, pngData []byte, maxCols int) string {
	if s.graphics != KittyGraphics {
		return ""
	}
	w, h, err := pngSize(pngData)
	if err != nil {
		return ""
	}
	cols, rows := imageCells(w, h, maxCols)
	if cols == 0 || cols > len(placeholderDiacritics) || rows > len(placeholderDiacritics) {
		return ""
	}
	img := inlineImage{id: firstImageID + s.next%imageIDs, cols: cols, rows: rows}
	s.next++
	s.images[key] = img
	return kittyTransmit(img.id, pngData, cols, rows)
}

// lines returns the view's lines of the image under key, if it was sent
// and fits in width.
func (s *imageStore) lines(key string, width int) ([]string, bool) {
	img, ok := s.images[key]
	if !ok || img.cols > width {
		return nil, false
	}
	return kittyRows(img.id, img.cols, img.rows), true
}

// fileImage is a PNG file a cell wrote, read off the Bubble Tea loop.
type fileImage struct {
	path string // in the sandbox
	data []byte
}

// isPNGPath reports whether a sandbox path names a PNG file.
func isPNGPath(p string) bool { return strings.EqualFold(path.Ext(p), ".png") }

// hostPath maps a sandbox path to the host file a mount exposes there.
func hostPath(mounts []kernel.Mount, p string) (string, bool) {
	p = path.Clean(p)
	for _, m := range mounts {
		t := m.Target()
		switch {
		case p == t && !m.Dir:
			return m.HostPath, true
		case m.Dir && strings.HasPrefix(p, t+"/"):
			return filepath.Join(m.HostPath, filepath.FromSlash(strings.TrimPrefix(p, t+"/"))), true
		}
	}
	return "", false
}

// readImageFiles reads the PNG files among changes that a mount exposes:
// regular files, within their mount once symbolic links are resolved (a
// cell could leave a link named plot.png pointing anywhere), of at most
// maxImageBytes. Files that fail any of this are left out: the output
// still names them.
func readImageFiles(mounts []kernel.Mount, changes []kernel.FileChange) []fileImage {
	var out []fileImage
	for _, fc := range changes {
		if fc.Type == kernel.Deleted || !isPNGPath(fc.Path) {
			continue
		}
		if data, err := readMounted(mounts, fc.Path); err == nil {
			out = append(out, fileImage{path: fc.Path, data: data})
		}
	}
	return out
}

func readMounted(mounts []kernel.Mount, p string) ([]byte, error) {
	host, ok := hostPath(mounts, p)
	if !ok {
		return nil, errors.New("not in the workspace")
	}
	real, err := filepath.EvalSymlinks(host)
	if err != nil {
		return nil, err
	}
	inside := false
	for _, m := range mounts {
		root, err := filepath.EvalSymlinks(m.HostPath)
		if err != nil {
			continue
		}
		if real == root || (m.Dir && strings.HasPrefix(real, root+string(filepath.Separator))) {
			inside = true
			break
		}
	}
	if !inside {
		return nil, errors.New("outside the workspace")
	}
	f, err := os.Open(real)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil || !fi.Mode().IsRegular() || fi.Size() > maxImageBytes {
		return nil, errors.New("not a regular file of a readable size")
	}
	data, err := io.ReadAll(io.LimitReader(f, maxImageBytes))
	if err != nil {
		return nil, err
	}
	if _, err := png.DecodeConfig(bytes.NewReader(data)); err != nil {
		return nil, err
	}
	return data, nil
}

// figure is an image output's base64 data, decoded off the loop.
type figure struct {
	data string // as the output holds it: the key
	png  []byte
}

// imagesMsg brings the images of outputs, read off the Bubble Tea loop.
type imagesMsg struct {
	files   []fileImage
	figures []figure
}

// isPNGOutput reports whether an output is a PNG image.
func isPNGOutput(o cells.Output) bool { return o.Kind == cells.Display && o.MIME == "image/png" }

// decodeFigures decodes the PNG outputs' data; what does not decode is
// left out (its output shows a label).
func decodeFigures(data []string) []figure {
	var out []figure
	for _, d := range data {
		b, err := base64.StdEncoding.DecodeString(d)
		if err == nil && len(b) <= maxImageBytes {
			out = append(out, figure{data: d, png: b})
		}
	}
	return out
}

// loadImages reads, off the loop, the images the notebook's outputs show:
// PNG outputs and the PNG files cells wrote. It does nothing when inline
// images are off.
func (m *Model) loadImages() tea.Cmd {
	if m.images.graphics == NoGraphics {
		return nil
	}
	var changes []kernel.FileChange
	var data []string
	for _, c := range m.nb.Cells {
		for _, o := range c.Outputs {
			switch {
			case isPNGOutput(o):
				data = append(data, o.Data)
			case o.Kind == cells.Files:
				for _, f := range o.FileChanges {
					changes = append(changes, kernel.FileChange{Type: kernel.ChangeType(f.Type), Path: f.Path})
				}
			}
		}
	}
	if len(changes) == 0 && len(data) == 0 {
		return nil
	}
	mounts := m.mounts
	return func() tea.Msg {
		return imagesMsg{files: readImageFiles(mounts, changes), figures: decodeFigures(data)}
	}
}

// addImages sends images to the terminal and redraws the cells; it
// returns the command that writes the escape sequences.
func (m *Model) addImages(files []fileImage, figures []figure) tea.Cmd {
	textW := max(m.width-gutterWidth-barWidth, 1)
	var seqs []tea.Cmd
	for _, f := range files {
		if seq := m.images.add("file:"+f.path, f.data, textW); seq != "" {
			seqs = append(seqs, tea.Raw(seq))
		}
	}
	for _, f := range figures {
		if seq := m.images.add("data:"+f.data, f.png, textW); seq != "" {
			seqs = append(seqs, tea.Raw(seq))
		}
	}
	if len(seqs) == 0 {
		return nil
	}
	for _, v := range m.views {
		v.version++
		v.outVersion++
	}
	return tea.Batch(seqs...)
}
