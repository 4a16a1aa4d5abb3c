package tui

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/cells"
	"github.com/backyard-dev/backyard/themes"
	"github.com/charmbracelet/colorprofile"
	"github.com/charmbracelet/x/ansi"
)

// bigNotebook is a notebook of n cells as people write them: mostly code
// with a few lines of output, a markdown cell every tenth.
func bigNotebook(n int) []byte {
	nb := &cells.Notebook{}
	for i := range n {
		if i%10 == 0 {
			nb.Cells = append(nb.Cells, cells.NewCell(cells.Markdown, "## Step "+itoa(i)+"\n\nWhat this part *does*, and `why`."))
			continue
		}
		c := cells.NewCell(cells.Code, "def f"+itoa(i)+"(x):\n    return [x * k for k in range(10)]\n\nys = f"+itoa(i)+"(3)\nprint(len(ys), ys[:3])\nys")
		c.ExecutionCount = i
		c.Duration = 1200 * time.Microsecond
		c.Outputs = []cells.Output{
			{Kind: cells.Stream, Name: cells.Stdout, Text: "10 [0, 3, 6]\n"},
			{Kind: cells.Result, Text: "[0, 3, 6, 9, 12, 15, 18, 21, 24, 27]", JSON: json.RawMessage("[0,3,6,9,12,15,18,21,24,27]")},
		}
		nb.Cells = append(nb.Cells, c)
	}
	data, err := cells.EncodeBynb(nb)
	if err != nil {
		panic(err)
	}
	return data
}

// timeJSON returns how long json.Unmarshal of data into a generic value
// takes, the floor any reader of the file pays.
func timeJSON(b *testing.B, data []byte) time.Duration {
	const rounds = 5
	start := time.Now()
	for range rounds {
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			b.Fatal(err)
		}
	}
	return time.Since(start) / rounds
}

// BenchmarkOpenAndFirstRender1000Cells: parsing a 1,000-cell .bynb,
// building the model and drawing the first screen (target: under
// 100 ms), against json.Unmarshal of the same file.
func BenchmarkOpenAndFirstRender1000Cells(b *testing.B) {
	data := bigNotebook(1000)
	th := themes.Dark(colorprofile.TrueColor)
	jsonTime := timeJSON(b, data)
	b.SetBytes(int64(len(data)))
	b.ResetTimer()
	for b.Loop() {
		nb, err := cells.DecodeBynb("big.bynb", data)
		if err != nil {
			b.Fatal(err)
		}
		m := New(Options{Notebook: nb, Path: "big.bynb", Session: newFake(), Theme: th, Width: 120, Height: 40, AutosaveEvery: -1})
		m.scroll()
		if !strings.Contains(ansi.Strip(m.Content()), "Step 0") {
			b.Fatal("first screen does not show the first cell")
		}
	}
	perOp := b.Elapsed() / time.Duration(b.N)
	b.ReportMetric(float64(perOp.Microseconds())/1000, "ms/open")
	b.ReportMetric(float64(jsonTime.Microseconds())/1000, "ms/json.Unmarshal")
	b.ReportMetric(float64(perOp)/float64(jsonTime), "x-json.Unmarshal")
}

// BenchmarkKeystroke1000Cells: one key typed into a cell in the middle of
// a 1,000-cell notebook, Update and View (target: median under 5 ms),
// against json.Unmarshal of the file.
func BenchmarkKeystroke1000Cells(b *testing.B) {
	data := bigNotebook(1000)
	jsonTime := timeJSON(b, data)
	nb, err := cells.DecodeBynb("big.bynb", data)
	if err != nil {
		b.Fatal(err)
	}
	m := New(Options{Notebook: nb, Path: "big.bynb", Session: newFake(), Theme: themes.Dark(colorprofile.TrueColor), Width: 120, Height: 40, AutosaveEvery: -1})
	m.sel = 501
	m.enterEdit()
	m.scroll()
	m.Content()
	keys := []string{"x", "backspace"}
	var times []time.Duration
	b.ResetTimer()
	i := 0
	for b.Loop() {
		start := time.Now()
		m.Update(keyMsg(keys[i%2]))
		m.Content()
		times = append(times, time.Since(start))
		i++
	}
	slices.Sort(times)
	median := times[len(times)/2]
	b.ReportMetric(float64(median.Microseconds())/1000, "ms/key-median")
	b.ReportMetric(float64(median)/float64(jsonTime), "x-json.Unmarshal")
}

// hugeOutputNotebook is a few small cells around two huge outputs: a
// 100,000-line print and a 10 MB single line.
func hugeOutputNotebook() *cells.Notebook {
	nb := &cells.Notebook{}
	small := func(src string) {
		c := cells.NewCell(cells.Code, src)
		c.ExecutionCount = len(nb.Cells) + 1
		c.Outputs = []cells.Output{{Kind: cells.Stream, Name: cells.Stdout, Text: "ok\n"}}
		nb.Cells = append(nb.Cells, c)
	}
	small("x = 1")
	var sb strings.Builder
	for i := range 100_000 {
		sb.WriteString("line ")
		sb.WriteString(itoa(i))
		sb.WriteByte('\n')
	}
	c := cells.NewCell(cells.Code, "for i in range(100_000): print('line', i)")
	c.ExecutionCount = 2
	c.Outputs = []cells.Output{{Kind: cells.Stream, Name: cells.Stdout, Text: sb.String()}}
	nb.Cells = append(nb.Cells, c)
	c = cells.NewCell(cells.Code, "print('x' * 10_000_000)")
	c.ExecutionCount = 3
	c.Outputs = []cells.Output{{Kind: cells.Stream, Name: cells.Stdout, Text: strings.Repeat("x", 10_000_000) + "\n"}}
	nb.Cells = append(nb.Cells, c)
	small("y = 2")
	return nb
}

// BenchmarkKeystrokeHugeOutputs: j and k moving the selection between
// cells while a 100,000-line and a 10 MB single-line output are on
// screen, folded and unfolded, Update and View (target: median under
// 5 ms): rendering costs what is visible, not what is stored.
func BenchmarkKeystrokeHugeOutputs(b *testing.B) {
	for _, unfold := range []bool{false, true} {
		name := "folded"
		if unfold {
			name = "unfolded"
		}
		b.Run(name, func(b *testing.B) {
			m := New(Options{Notebook: hugeOutputNotebook(), Path: "huge.bynb", Session: newFake(), Theme: themes.Dark(colorprofile.TrueColor), Width: 120, Height: 40, AutosaveEvery: -1})
			if unfold {
				for i := range m.nb.Cells {
					m.view(m.nb.Cells[i]).expanded = true
				}
			}
			m.scroll()
			m.Content()
			keys := []string{"j", "j", "j", "k", "k", "k"}
			var times []time.Duration
			i := 0
			for b.Loop() {
				start := time.Now()
				m.Update(keyMsg(keys[i%len(keys)]))
				m.Content()
				times = append(times, time.Since(start))
				i++
			}
			slices.Sort(times)
			median := times[len(times)/2]
			b.ReportMetric(float64(median.Microseconds())/1000, "ms/key-median")
		})
	}
}
