package vm

import (
	"math/big"
	"math/rand/v2"
	"testing"
	"time"
)

func randBig(r *rand.Rand, words int, neg bool) *big.Int {
	w := make([]big.Word, words)
	for i := range w {
		w[i] = big.Word(r.Uint64())
	}
	x := new(big.Int).SetBits(w)
	if neg {
		x.Neg(x)
	}
	return x
}

// TestBigMulMatchesMathBig checks the interruptible product against
// math/big's, for balanced and unbalanced sizes around the leaf size.
func TestBigMulMatchesMathBig(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	th := NewThread(Options{})
	sizes := [][2]int{{1, 1}, {mulLeafWords, mulLeafWords}, {3 * mulLeafWords, 2*mulLeafWords + 7},
		{5*mulLeafWords + 3, mulLeafWords + 1}, {20 * mulLeafWords, mulLeafWords}, {9000, 30}, {4 * mulLeafWords, 4 * mulLeafWords}}
	for _, s := range sizes {
		for _, neg := range [][2]bool{{false, false}, {true, false}, {true, true}} {
			a, b := randBig(r, s[0], neg[0]), randBig(r, s[1], neg[1])
			got, err := th.bigMul(a, b)
			if err != nil {
				t.Fatal(err)
			}
			if want := new(big.Int).Mul(a, b); got.Cmp(want) != 0 {
				t.Errorf("%d×%d words (neg %v): product differs", s[0], s[1], neg)
			}
		}
	}
}

func TestBigExpMatchesMathBig(t *testing.T) {
	th := NewThread(Options{})
	for _, c := range [][2]int64{{3, 100000}, {7, 150001}, {-3, 5}, {12345678901, 30000}} {
		x, y := big.NewInt(c[0]), big.NewInt(c[1])
		got, err := th.bigExp(x, y)
		if err != nil {
			t.Fatal(err)
		}
		if want := new(big.Int).Exp(x, y, nil); got.Cmp(want) != 0 {
			t.Errorf("%d**%d differs", c[0], c[1])
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	for _, s := range [][2]int{{1, 1}, {40, 2}, {200, 20}, {3, 300}, {64, 300}} {
		x, y, m := randBig(r, s[0], false), randBig(r, s[1], false), randBig(r, s[0], false)
		got, err := th.bigExpMod(x, y, m)
		if err != nil {
			t.Fatal(err)
		}
		if want := new(big.Int).Exp(x, y, m); got.Cmp(want) != 0 {
			t.Errorf("modular power of %v words differs", s)
		}
	}
}

// TestBigOpsStopWhenInterrupted checks that a product and powers that
// would run for seconds stop soon after an interruption.
func TestBigOpsStopWhenInterrupted(t *testing.T) {
	th := NewThread(Options{})
	r := rand.New(rand.NewPCG(5, 6))
	a := randBig(r, 1<<20, false)
	big10 := new(big.Int).Exp(big.NewInt(10), big.NewInt(100000), nil)
	mod := new(big.Int).Add(new(big.Int).Exp(big.NewInt(10), big.NewInt(3000), nil), big.NewInt(1))
	ops := map[string]func() error{
		"mul":    func() error { _, err := th.bigMul(a, a); return err },
		"pow":    func() error { _, err := th.bigExp(big.NewInt(3), big.NewInt(1e8)); return err },
		"powmod": func() error { _, err := th.bigExpMod(big.NewInt(3), big10, mod); return err },
	}
	for name, op := range ops {
		th.ClearInterrupt()
		time.AfterFunc(50*time.Millisecond, func() { th.Interrupt(LimitTimeout, "stop") })
		start := time.Now()
		err := op()
		if _, ok := err.(*LimitError); !ok {
			t.Errorf("%s: want the interruption, got %v", name, err)
		}
		if d := time.Since(start); d > 150*time.Millisecond {
			t.Errorf("%s: stopped after %v", name, d)
		}
	}
}
