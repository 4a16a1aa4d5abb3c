package pyre

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
)

// TestCatastrophicPatternStopsAtDeadline runs the classic ReDoS pattern
// (a+)+$ on 'a'*30+'b' (2**30 backtracking paths) under a 300 ms
// deadline: the match must stop with ErrDeadline within the deadline
// plus 100 ms.
func TestCatastrophicPatternStopsAtDeadline(t *testing.T) {
	re, err := Compile(`(a+)+$`, 0)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSubject(strings.Repeat("a", 30) + "b")
	for _, call := range []struct {
		name string
		run  func(ctx context.Context) error
	}{
		{"search", func(ctx context.Context) error { _, err := re.Search(ctx, s, 0, s.Len()); return err }},
		{"findall", func(ctx context.Context) error { _, err := re.FindAll(ctx, s, 0, s.Len(), nil); return err }},
		{"sub", func(ctx context.Context) error {
			tmpl, _ := re.ParseTemplate("x")
			_, _, err := re.Sub(ctx, tmpl, s, 0)
			return err
		}},
	} {
		const budget = 300 * time.Millisecond
		ctx, cancel := context.WithTimeout(context.Background(), budget)
		start := time.Now()
		err := call.run(ctx)
		elapsed := time.Since(start)
		cancel()
		if !errors.Is(err, ErrDeadline) {
			t.Errorf("%s: err = %v, want ErrDeadline", call.name, err)
		}
		if slack := loadfactor.Scale(100 * time.Millisecond); elapsed > budget+slack {
			t.Errorf("%s: stopped after %v, want at most %v", call.name, elapsed, budget+slack)
		}
		t.Logf("%s stopped after %v", call.name, elapsed)
	}
}

// TestCancelledContextStopsBeforeMatching checks that a cancelled context
// is refused before any work.
func TestCancelledContextStopsBeforeMatching(t *testing.T) {
	re, _ := Compile(`a`, 0)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	s := NewSubject("aaa")
	if _, err := re.Search(ctx, s, 0, 3); !errors.Is(err, ErrDeadline) {
		t.Errorf("Search on a cancelled context: %v, want ErrDeadline", err)
	}
}

// TestBacktrackLimit checks that a match needing more backtracking
// memory than the cache allows fails with ErrBacktrackLimit.
func TestBacktrackLimit(t *testing.T) {
	c := NewCache(10, 1000)
	re, err := c.Compile(`(a|bc?)*d`, false, 0)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSubject(strings.Repeat("ab", 5000))
	if _, err := re.Search(context.Background(), s, 0, s.Len()); !errors.Is(err, ErrBacktrackLimit) {
		t.Errorf("Search = %v, want ErrBacktrackLimit", err)
	}
}

// TestConcurrentUse shares one Regexp between goroutines with and without
// deadlines, on ASCII and non-ASCII subjects (go test -race checks it).
func TestConcurrentUse(t *testing.T) {
	re, err := Compile(`(\w+)@(\w+)\.com`, IgnoreCase)
	if err != nil {
		t.Fatal(err)
	}
	subjects := []*Subject{NewSubject("mail bob@example.com now"), NewSubject("écrire à zoé@exemple.com")}
	done := make(chan error)
	for i := range 8 {
		go func() {
			ctx := context.Background()
			if i%2 == 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, time.Minute)
				defer cancel()
			}
			for range 200 {
				s := subjects[i%2]
				m, err := re.Search(ctx, s, 0, s.Len())
				if err != nil || m == nil {
					done <- fmt.Errorf("search: %v, %v", m, err)
					return
				}
			}
			done <- nil
		}()
	}
	for range 8 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
