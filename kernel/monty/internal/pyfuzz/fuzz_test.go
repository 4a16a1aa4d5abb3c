package pyfuzz_test

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/kernel/monty/internal/pyfuzz"
)

// TestMain serves monty to the driver when started as its worker.
func TestMain(m *testing.M) {
	if os.Getenv(pyfuzz.MontyWorkerEnv) != "" {
		// The protocol is on stdout; keep the testing framework's lines off it.
		out := os.Stdout
		os.Stdout = os.Stderr
		if err := pyfuzz.ServeMonty(os.Stdin, out); err != nil {
			fmt.Fprintln(os.Stderr, "monty worker:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

const (
	chunksPerProgram = 12
	// grace is how long past monty's timeout the driver waits for the
	// worker's answer before it calls the worker hung (stretched by the
	// machine's load); the worker's own measure of the run is held to
	// deadline + 1 s by Judge. The second more covers making the kernel
	// and the answer's trip.
	grace        = 2 * time.Second
	minimiseRuns = 150
	foundDir     = "testdata/found"
	knownFile    = "testdata/known_differences.txt"
)

// fuzzer holds the two workers and what the run has found.
type fuzzer struct {
	t      *testing.T
	monty  *pyfuzz.Worker
	python *pyfuzz.Worker
	known  []pyfuzz.KnownDifference
}

func newFuzzer(t *testing.T) *fuzzer {
	t.Helper()
	b, err := os.ReadFile(knownFile)
	if err != nil {
		t.Fatal(err)
	}
	known, err := pyfuzz.ParseKnown(string(b))
	if err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	f := &fuzzer{t: t, monty: pyfuzz.NewMonty(self), python: pyfuzz.NewCPython(pyfuzz.Limits.Timeout), known: known}
	t.Cleanup(func() { f.monty.Close(); f.python.Close() })
	return f
}

// judge runs src on both interpreters at once and judges monty's run.
func (f *fuzzer) judge(src string) *pyfuzz.Failure {
	type cpAnswer struct {
		o   pyfuzz.Outcome
		err error
	}
	ch := make(chan cpAnswer, 1)
	go func() {
		o, err := f.python.Run(src, 5*time.Second)
		ch <- cpAnswer{o, err}
	}()
	m, merr := f.monty.Run(src, grace)
	cp := <-ch
	if errors.Is(merr, pyfuzz.ErrDied) || merr == nil {
		var oracle *pyfuzz.Outcome
		if cp.err == nil {
			oracle = &cp.o
		}
		return pyfuzz.Judge(m, merr, oracle)
	}
	f.t.Fatalf("monty worker: %v", merr)
	return nil
}

// record minimises a failing program and writes it to the corpus.
func (f *fuzzer) record(p *pyfuzz.Program, first *pyfuzz.Failure, seed uint64) string {
	src := p.Source()
	if first.Kind != "hang" { // a hang costs seconds a trial
		src = pyfuzz.Minimise(p, func(s string) bool { return first.SameAs(f.judge(s)) }, minimiseRuns)
	}
	sum := sha256.Sum256([]byte(src))
	name := filepath.Join(foundDir, fmt.Sprintf("%s-%x.py", first.Kind, sum[:4]))
	header := fmt.Sprintf("# pyfuzz seed %d: %s\n", seed, strings.ReplaceAll(firstLine(first.Detail), "\n", " "))
	if err := os.MkdirAll(foundDir, 0o755); err != nil {
		f.t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(header+src), 0o644); err != nil {
		f.t.Fatal(err)
	}
	return name
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// fuzzSeed is the first seed of a run: PYFUZZ_SEED, or the day, so that
// every day's CI explores new programs and any run can be repeated.
func fuzzSeed(t *testing.T) uint64 {
	if s := os.Getenv("PYFUZZ_SEED"); s != "" {
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil {
			t.Fatalf("PYFUZZ_SEED: %v", err)
		}
		return n
	}
	return uint64(time.Now().UTC().Unix()/86400) * 1_000_000
}

// fuzzTime is how long TestGrammarFuzz generates programs: PYFUZZ_TIME, or
// 4 minutes under CI (with FuzzRun's and FuzzCompile's 30 s each, five
// minutes of fuzzing a run), or 15 programs locally.
func fuzzTime(t *testing.T) (time.Duration, int) {
	if s := os.Getenv("PYFUZZ_TIME"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil {
			t.Fatalf("PYFUZZ_TIME: %v", err)
		}
		return d, 1 << 30
	}
	if os.Getenv("CI") != "" && !testing.Short() {
		return 4 * time.Minute, 1 << 30
	}
	return time.Hour, 15
}

// TestGrammarFuzz generates programs from seeds and runs each on monty
// and on CPython: a monty internal error, a crash of the worker (a Go
// panic or fatal error), a hang past the deadline + 1 s, a limit overrun
// or an unlisted difference in how a chunk ended fails the test, with the
// minimised program written to testdata/found/.
func TestGrammarFuzz(t *testing.T) {
	budget, maxPrograms := fuzzTime(t)
	f := newFuzzer(t)
	seed := fuzzSeed(t)
	start := time.Now()
	n, explored, knownHits := 0, 0, 0
	var found []string
	for ; n < maxPrograms && time.Since(start) < budget; n++ {
		s := seed + uint64(n)
		p := pyfuzz.Generate(s, chunksPerProgram)
		fail := f.judge(p.Source())
		if fail == nil {
			continue
		}
		if k := pyfuzz.Known(f.known, p.Source(), fail); k != nil {
			knownHits++
			continue
		}
		if os.Getenv("PYFUZZ_EXPLORE") != "" && fail.Kind == "mismatch" {
			t.Logf("seed %d chunk %d: %s", s, fail.Chunk, fail.Detail)
			explored++
			continue
		}
		name := f.record(p, fail, s)
		found = append(found, name)
		t.Errorf("seed %d: %v\nminimised to %s", s, fail, name)
		if len(found) >= 10 {
			break
		}
	}
	t.Logf("pyfuzz: %d programs (%d chunks each) from seed %d in %v: %d failures, %d known differences, %d mismatches logged",
		n, chunksPerProgram, seed, time.Since(start).Round(time.Second), len(found), knownHits, explored)
}

// TestFoundCorpus reruns every program the fuzzer has found: each must
// now run on monty as on CPython.
func TestFoundCorpus(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(foundDir, "*.py"))
	if len(files) == 0 {
		return
	}
	f := newFuzzer(t)
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if fail := f.judge(string(src)); fail != nil && pyfuzz.Known(f.known, string(src), fail) == nil {
			t.Errorf("%s: %v", name, fail)
		}
	}
	t.Logf("pyfuzz corpus: %d programs", len(files))
}

// TestGenerateIsDeterministic pins that a seed names one program.
func TestGenerateIsDeterministic(t *testing.T) {
	for _, seed := range []uint64{0, 1, 99, 1 << 40} {
		a, b := pyfuzz.Generate(seed, 8).Source(), pyfuzz.Generate(seed, 8).Source()
		if a != b {
			t.Errorf("seed %d gives two programs", seed)
		}
		if c := pyfuzz.Generate(seed+1, 8).Source(); c == a {
			t.Errorf("seeds %d and %d give the same program", seed, seed+1)
		}
	}
}
