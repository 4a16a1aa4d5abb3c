package vm

import (
	"math/big"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/backyard-dev/backyard/internal/loadfactor"
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
		if d := time.Since(start); d > 50*time.Millisecond+loadfactor.Scale(100*time.Millisecond) {
			t.Errorf("%s: stopped after %v", name, d)
		}
	}
}

// TestBigDivMatchesMathBig checks the interruptible division against
// math/big's, for small and large divisors and every sign.
func TestBigDivMatchesMathBig(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	th := NewThread(Options{})
	for _, s := range [][2]int{{5, 3}, {20000, 1}, {30000, 7}, {9000, 60}, {40000, 300}, {12000, 5000}, {30000, 9000}, {20000, 19990}} {
		for _, neg := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
			x, y := randBig(r, s[0], neg[0]), randBig(r, s[1], neg[1])
			q, m, err := th.bigQuoRem(x, y)
			if err != nil {
				t.Fatal(err)
			}
			wq, wm := new(big.Int).QuoRem(x, y, new(big.Int))
			if q.Cmp(wq) != 0 || m.Cmp(wm) != 0 {
				t.Errorf("%d / %d words (neg %v): quotient or remainder differs", s[0], s[1], neg)
			}
			fq, fm, err := th.bigFloorDivMod(x, y)
			if err != nil {
				t.Fatal(err)
			}
			if check := new(big.Int).Add(new(big.Int).Mul(fq, y), fm); check.Cmp(x) != 0 || (fm.Sign() != 0 && fm.Sign() != y.Sign()) {
				t.Errorf("%d / %d words (neg %v): floor division wrong", s[0], s[1], neg)
			}
		}
	}
}

func TestBigDivStopsWhenInterrupted(t *testing.T) {
	th := NewThread(Options{})
	r := rand.New(rand.NewPCG(9, 10))
	x, y := randBig(r, 1<<19, false), randBig(r, 1<<17, false)
	small := randBig(r, 40, false)
	for name, op := range map[string]func() error{
		"large divisor": func() error { _, _, err := th.bigQuoRem(x, y); return err },
		"small divisor": func() error {
			for range 1000 {
				if _, _, err := th.bigQuoRem(x, small); err != nil {
					return err
				}
			}
			return nil
		},
	} {
		th.ClearInterrupt()
		time.AfterFunc(50*time.Millisecond, func() { th.Interrupt(LimitTimeout, "stop") })
		start := time.Now()
		err := op()
		if _, ok := err.(*LimitError); !ok {
			t.Errorf("%s: want the interruption, got %v", name, err)
		}
		if d := time.Since(start); d > 50*time.Millisecond+loadfactor.Scale(100*time.Millisecond) {
			t.Errorf("%s: stopped after %v", name, d)
		}
	}
}

func TestSqrtIntMatchesMathBig(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	th := NewThread(Options{})
	for _, words := range []int{1, 3, 64*mulLeafWords/64 + 1, 3 * mulLeafWords, 10 * mulLeafWords} {
		n := randBig(r, words, false)
		got, err := th.SqrtInt(n)
		if err != nil {
			t.Fatal(err)
		}
		if want := new(big.Int).Sqrt(n); got.Cmp(want) != 0 {
			t.Errorf("isqrt of %d words differs", words)
		}
	}
	for _, x := range []int64{0, 1, 2, 3, 4, 15, 16, 17} {
		got, _ := th.SqrtInt(big.NewInt(x))
		if want := new(big.Int).Sqrt(big.NewInt(x)); got.Cmp(want) != 0 {
			t.Errorf("isqrt(%d) = %v, want %v", x, got, want)
		}
	}
}
