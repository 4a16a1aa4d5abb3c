package mersenne

import (
	"crypto/sha512"
	"encoding/binary"
	"math/big"

	"github.com/backyard-dev/backyard/kernel/monty/text"
)

// The period parameters of MT19937.
const (
	n         = 624
	m         = 397
	matrixA   = 0x9908b0df
	upperMask = 0x80000000
	lowerMask = 0x7fffffff
)

// Random is the state of one generator: random.Random's data. The zero
// value is not seeded; use New or a Seed method.
type Random struct {
	mt        [n]uint32
	index     int
	gaussNext float64
	hasGauss  bool
}

// New returns a generator seeded from entropy, as random.Random() is
// (CPython reads 2,496 bytes from the OS; the VM passes them in).
func New(entropy []byte) *Random {
	r := &Random{}
	r.SeedEntropy(entropy)
	return r
}

// initGenrand is init_genrand.
func (r *Random) initGenrand(s uint32) {
	r.mt[0] = s
	for i := 1; i < n; i++ {
		r.mt[i] = 1812433253*(r.mt[i-1]^(r.mt[i-1]>>30)) + uint32(i)
	}
	r.index = n
}

// initByArray is init_by_array.
func (r *Random) initByArray(key []uint32) {
	r.initGenrand(19650218)
	i, j := 1, 0
	k := max(n, len(key))
	for ; k > 0; k-- {
		r.mt[i] = (r.mt[i] ^ ((r.mt[i-1] ^ (r.mt[i-1] >> 30)) * 1664525)) + key[j] + uint32(j)
		i++
		j++
		if i >= n {
			r.mt[0] = r.mt[n-1]
			i = 1
		}
		if j >= len(key) {
			j = 0
		}
	}
	for k = n - 1; k > 0; k-- {
		r.mt[i] = (r.mt[i] ^ ((r.mt[i-1] ^ (r.mt[i-1] >> 30)) * 1566083941)) - uint32(i)
		i++
		if i >= n {
			r.mt[0] = r.mt[n-1]
			i = 1
		}
	}
	r.mt[0] = 0x80000000
}

// Uint32 is genrand_uint32: the next 32 bits of the stream.
func (r *Random) Uint32() uint32 {
	if r.index >= n {
		mag01 := [2]uint32{0, matrixA}
		var kk int
		for kk = 0; kk < n-m; kk++ {
			y := (r.mt[kk] & upperMask) | (r.mt[kk+1] & lowerMask)
			r.mt[kk] = r.mt[kk+m] ^ (y >> 1) ^ mag01[y&1]
		}
		for ; kk < n-1; kk++ {
			y := (r.mt[kk] & upperMask) | (r.mt[kk+1] & lowerMask)
			r.mt[kk] = r.mt[kk+(m-n)] ^ (y >> 1) ^ mag01[y&1]
		}
		y := (r.mt[n-1] & upperMask) | (r.mt[0] & lowerMask)
		r.mt[n-1] = r.mt[m-1] ^ (y >> 1) ^ mag01[y&1]
		r.index = 0
	}
	y := r.mt[r.index]
	r.index++
	y ^= y >> 11
	y ^= (y << 7) & 0x9d2c5680
	y ^= (y << 15) & 0xefc60000
	y ^= y >> 18
	return y
}

// SeedInt is random.seed(a) for an int a: the words of |a|, least
// significant first, feed init_by_array.
func (r *Random) SeedInt(a *big.Int) {
	words := a.Bits() // magnitude, little-endian
	var key []uint32
	for _, w := range words {
		key = append(key, uint32(w))
		if bitsPerWord == 64 {
			key = append(key, uint32(uint64(w)>>32))
		}
	}
	for len(key) > 1 && key[len(key)-1] == 0 {
		key = key[:len(key)-1]
	}
	if len(key) == 0 {
		key = []uint32{0}
	}
	r.initByArray(key)
	r.hasGauss = false
}

const bitsPerWord = 32 << (^big.Word(0) >> 63)

// SeedInt64 is SeedInt for a small int.
func (r *Random) SeedInt64(a int64) { r.SeedInt(big.NewInt(a)) }

// SeedHash is random.seed(a) for a hashable a that is not an int, str or
// bytes (a float, say): CPython seeds with hash(a) read as an unsigned
// size_t.
func (r *Random) SeedHash(hash int64) {
	r.SeedInt(new(big.Int).SetUint64(uint64(hash)))
}

// SeedBytes is random.seed(a) (version 2) for bytes a, or a str a given
// as its UTF-8: the seed is int.from_bytes(a + sha512(a).digest()).
func (r *Random) SeedBytes(a []byte) {
	sum := sha512.Sum512(a)
	buf := append(append([]byte(nil), a...), sum[:]...)
	r.SeedInt(new(big.Int).SetBytes(buf))
}

// SeedV1 is random.seed(a, version=1) for a str or bytes a, given as
// its code points (a bytes object's bytes): CPython 2's string hash.
func (r *Random) SeedV1(codes []rune) {
	var x uint64
	if len(codes) > 0 {
		x = uint64(codes[0]) << 7
	}
	for _, c := range codes {
		x = (1000003 * x) ^ uint64(c)
	}
	x ^= uint64(len(codes))
	r.SeedInt(new(big.Int).SetUint64(x))
}

// SeedEntropy is random.seed(None): bytes from the OS (CPython reads
// 2,496, one per bit of state) taken as little-endian 32-bit words.
func (r *Random) SeedEntropy(entropy []byte) {
	key := make([]uint32, 0, len(entropy)/4+1)
	for len(entropy) >= 4 {
		key = append(key, binary.LittleEndian.Uint32(entropy))
		entropy = entropy[4:]
	}
	if len(entropy) > 0 {
		var last [4]byte
		copy(last[:], entropy)
		key = append(key, binary.LittleEndian.Uint32(last[:]))
	}
	if len(key) == 0 {
		key = []uint32{0}
	}
	r.initByArray(key)
	r.hasGauss = false
}

// Random is random.random(): a float in [0.0, 1.0) from 53 random bits.
func (r *Random) Random() float64 {
	a := r.Uint32() >> 5
	b := r.Uint32() >> 6
	return (float64(a)*67108864.0 + float64(b)) * (1.0 / 9007199254740992.0)
}

// GetRandBits is random.getrandbits(k).
func (r *Random) GetRandBits(k int) (*big.Int, error) {
	if k < 0 {
		return nil, valueError("number of bits must be non-negative")
	}
	if k <= 64 {
		return new(big.Int).SetUint64(r.bits64(k)), nil
	}
	words := (k-1)/32 + 1
	buf := make([]byte, words*4)
	for i := range words {
		w := r.Uint32()
		if k < 32 {
			w >>= 32 - k
		}
		binary.BigEndian.PutUint32(buf[len(buf)-4*(i+1):], w)
		k -= 32
	}
	return new(big.Int).SetBytes(buf), nil
}

// bits64 is getrandbits(k) for 0 <= k <= 64.
func (r *Random) bits64(k int) uint64 {
	switch {
	case k == 0:
		return 0
	case k <= 32:
		return uint64(r.Uint32() >> (32 - k))
	}
	lo := uint64(r.Uint32())
	hi := uint64(r.Uint32() >> (64 - k))
	return hi<<32 | lo
}

// RandBytes is random.randbytes(n).
func (r *Random) RandBytes(nbytes int) ([]byte, error) {
	if nbytes < 0 {
		return nil, valueError("number of bits must be non-negative")
	}
	out := make([]byte, nbytes)
	for i := 0; i < nbytes; i += 4 {
		w := r.Uint32()
		if left := nbytes - i; left < 4 {
			w >>= 32 - 8*left
		}
		var b [4]byte
		binary.LittleEndian.PutUint32(b[:], w)
		copy(out[i:], b[:])
	}
	return out, nil
}

// State is random.getstate()'s data: the 624 words and the position of
// the generator, and gauss()'s cached value (HasGauss false for None).
type State struct {
	Words     [n]uint32
	Index     int
	GaussNext float64
	HasGauss  bool
}

// GetState is random.getstate(); the VM builds (3, (*Words, Index),
// GaussNext or None).
func (r *Random) GetState() State {
	return State{Words: r.mt, Index: r.index, GaussNext: r.gaussNext, HasGauss: r.hasGauss}
}

// SetState is random.setstate() after the VM has checked the tuple's type
// and size and converted each word as CPython does (the low 32 bits of an
// unsigned long). An index outside [0, 624] is CPython's ValueError.
func (r *Random) SetState(s State) error {
	if s.Index < 0 || s.Index > n {
		return valueError("invalid state")
	}
	r.mt, r.index = s.Words, s.Index
	r.gaussNext, r.hasGauss = s.GaussNext, s.HasGauss
	return nil
}

// Error is a Python exception: the VM raises Type with message Msg. It is
// text.Error, so one case in the VM converts this package's errors and
// those of text and format.
type Error = text.Error

func valueError(msg string) error { return &Error{Type: "ValueError", Msg: msg} }
