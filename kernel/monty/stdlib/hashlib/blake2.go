package hashlib

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"hash"
	"math/bits"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// BLAKE2b and BLAKE2s (RFC 7693) with the whole parameter block: digest
// size, key, salt, personalisation and the tree parameters, which
// golang.org/x/crypto does not expose. hashlib.blake2b and blake2s are
// types, as CPython's _blake2 types are.

// blakeVariant is the constants of BLAKE2b or BLAKE2s.
type blakeVariant struct {
	name                 string
	block, maxDigest     int
	saltSize, personSize int
	maxOffset            uint64 // node_offset must be below it (0: 64 bits)
	typ                  *vm.Type
}

var variantB = &blakeVariant{name: "blake2b", block: 128, maxDigest: 64, saltSize: 16, personSize: 16}
var variantS = &blakeVariant{name: "blake2s", block: 64, maxDigest: 32, saltSize: 8, personSize: 8, maxOffset: 1 << 48}

// The IVs: those of SHA-512 and of SHA-256.
var ivB = [8]uint64{
	0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
	0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
}
var ivS = [8]uint32{
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
}

// sigma is the message schedule, a permutation per round.
var sigma = [10][16]byte{
	{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
	{14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
	{11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
	{7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
	{9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
	{2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
	{12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
	{13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
	{6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
	{10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
}

// blakeParams is the parameter block, decoded.
type blakeParams struct {
	digest, fanout, depth, nodeDepth, inner int
	leaf                                    uint32
	offset                                  uint64
	key, salt, person                       []byte
	lastNode                                bool
}

// block64 is the parameter block of BLAKE2b (64 bytes) or BLAKE2s (32).
func (p *blakeParams) block(v *blakeVariant) []byte {
	b := make([]byte, v.maxDigest)
	b[0], b[1], b[2], b[3] = byte(p.digest), byte(len(p.key)), byte(p.fanout), byte(p.depth)
	binary.LittleEndian.PutUint32(b[4:], p.leaf)
	if v == variantB {
		binary.LittleEndian.PutUint64(b[8:], p.offset)
		b[16], b[17] = byte(p.nodeDepth), byte(p.inner)
		copy(b[32:48], p.salt)
		copy(b[48:64], p.person)
		return b
	}
	for i := 0; i < 6; i++ {
		b[8+i] = byte(p.offset >> (8 * i))
	}
	b[14], b[15] = byte(p.nodeDepth), byte(p.inner)
	copy(b[16:24], p.salt)
	copy(b[24:32], p.person)
	return b
}

// blake2b is a BLAKE2b state.
type blake2b struct {
	h      [8]uint64
	t      [2]uint64
	buf    [128]byte
	n      int // bytes in buf
	size   int
	last   bool // last_node: the final block also sets f1
	init   [8]uint64
	keyBuf []byte // the padded key block, for Reset
}

func newBlake2b(p *blakeParams) *blake2b {
	d := &blake2b{size: p.digest, last: p.lastNode}
	pb := p.block(variantB)
	for i := range d.init {
		d.init[i] = ivB[i] ^ binary.LittleEndian.Uint64(pb[8*i:])
	}
	if len(p.key) > 0 {
		d.keyBuf = make([]byte, 128)
		copy(d.keyBuf, p.key)
	}
	d.Reset()
	return d
}

func (d *blake2b) Reset() {
	d.h, d.t, d.n = d.init, [2]uint64{}, 0
	if d.keyBuf != nil {
		d.n = copy(d.buf[:], d.keyBuf)
	}
}

func (d *blake2b) Size() int      { return d.size }
func (d *blake2b) BlockSize() int { return 128 }

func (d *blake2b) Write(p []byte) (int, error) {
	total := len(p)
	for len(p) > 0 {
		// The last block is compressed by Sum, with the final flag: a full
		// buffer waits until more input comes.
		if d.n == 128 {
			d.addCount(128)
			d.compress(&d.buf, false)
			d.n = 0
		}
		k := copy(d.buf[d.n:], p)
		d.n += k
		p = p[k:]
	}
	return total, nil
}

func (d *blake2b) addCount(n uint64) {
	d.t[0] += n
	if d.t[0] < n {
		d.t[1]++
	}
}

func (d *blake2b) Sum(in []byte) []byte {
	c := *d
	clear(c.buf[c.n:])
	c.addCount(uint64(c.n))
	c.compress(&c.buf, true)
	var out [64]byte
	for i, w := range c.h {
		binary.LittleEndian.PutUint64(out[8*i:], w)
	}
	return append(in, out[:c.size]...)
}

func (d *blake2b) clone() hash.Hash {
	c := *d
	return &c
}

func (d *blake2b) compress(block *[128]byte, final bool) {
	var m [16]uint64
	for i := range m {
		m[i] = binary.LittleEndian.Uint64(block[8*i:])
	}
	var v [16]uint64
	copy(v[:8], d.h[:])
	copy(v[8:], ivB[:])
	v[12] ^= d.t[0]
	v[13] ^= d.t[1]
	if final {
		v[14] = ^v[14]
		if d.last {
			v[15] = ^v[15]
		}
	}
	g := func(a, b, c, e int, x, y uint64) {
		v[a] += v[b] + x
		v[e] = bits.RotateLeft64(v[e]^v[a], -32)
		v[c] += v[e]
		v[b] = bits.RotateLeft64(v[b]^v[c], -24)
		v[a] += v[b] + y
		v[e] = bits.RotateLeft64(v[e]^v[a], -16)
		v[c] += v[e]
		v[b] = bits.RotateLeft64(v[b]^v[c], -63)
	}
	for r := 0; r < 12; r++ {
		s := &sigma[r%10]
		g(0, 4, 8, 12, m[s[0]], m[s[1]])
		g(1, 5, 9, 13, m[s[2]], m[s[3]])
		g(2, 6, 10, 14, m[s[4]], m[s[5]])
		g(3, 7, 11, 15, m[s[6]], m[s[7]])
		g(0, 5, 10, 15, m[s[8]], m[s[9]])
		g(1, 6, 11, 12, m[s[10]], m[s[11]])
		g(2, 7, 8, 13, m[s[12]], m[s[13]])
		g(3, 4, 9, 14, m[s[14]], m[s[15]])
	}
	for i := range d.h {
		d.h[i] ^= v[i] ^ v[i+8]
	}
}

// blake2s is a BLAKE2s state.
type blake2s struct {
	h      [8]uint32
	t      [2]uint32
	buf    [64]byte
	n      int
	size   int
	last   bool
	init   [8]uint32
	keyBuf []byte
}

func newBlake2s(p *blakeParams) *blake2s {
	d := &blake2s{size: p.digest, last: p.lastNode}
	pb := p.block(variantS)
	for i := range d.init {
		d.init[i] = ivS[i] ^ binary.LittleEndian.Uint32(pb[4*i:])
	}
	if len(p.key) > 0 {
		d.keyBuf = make([]byte, 64)
		copy(d.keyBuf, p.key)
	}
	d.Reset()
	return d
}

func (d *blake2s) Reset() {
	d.h, d.t, d.n = d.init, [2]uint32{}, 0
	if d.keyBuf != nil {
		d.n = copy(d.buf[:], d.keyBuf)
	}
}

func (d *blake2s) Size() int      { return d.size }
func (d *blake2s) BlockSize() int { return 64 }

func (d *blake2s) Write(p []byte) (int, error) {
	total := len(p)
	for len(p) > 0 {
		if d.n == 64 {
			d.addCount(64)
			d.compress(&d.buf, false)
			d.n = 0
		}
		k := copy(d.buf[d.n:], p)
		d.n += k
		p = p[k:]
	}
	return total, nil
}

func (d *blake2s) addCount(n uint32) {
	d.t[0] += n
	if d.t[0] < n {
		d.t[1]++
	}
}

func (d *blake2s) Sum(in []byte) []byte {
	c := *d
	clear(c.buf[c.n:])
	c.addCount(uint32(c.n))
	c.compress(&c.buf, true)
	var out [32]byte
	for i, w := range c.h {
		binary.LittleEndian.PutUint32(out[4*i:], w)
	}
	return append(in, out[:c.size]...)
}

func (d *blake2s) clone() hash.Hash {
	c := *d
	return &c
}

func (d *blake2s) compress(block *[64]byte, final bool) {
	var m [16]uint32
	for i := range m {
		m[i] = binary.LittleEndian.Uint32(block[4*i:])
	}
	var v [16]uint32
	copy(v[:8], d.h[:])
	copy(v[8:], ivS[:])
	v[12] ^= d.t[0]
	v[13] ^= d.t[1]
	if final {
		v[14] = ^v[14]
		if d.last {
			v[15] = ^v[15]
		}
	}
	g := func(a, b, c, e int, x, y uint32) {
		v[a] += v[b] + x
		v[e] = bits.RotateLeft32(v[e]^v[a], -16)
		v[c] += v[e]
		v[b] = bits.RotateLeft32(v[b]^v[c], -12)
		v[a] += v[b] + y
		v[e] = bits.RotateLeft32(v[e]^v[a], -8)
		v[c] += v[e]
		v[b] = bits.RotateLeft32(v[b]^v[c], -7)
	}
	for r := 0; r < 10; r++ {
		s := &sigma[r]
		g(0, 4, 8, 12, m[s[0]], m[s[1]])
		g(1, 5, 9, 13, m[s[2]], m[s[3]])
		g(2, 6, 10, 14, m[s[4]], m[s[5]])
		g(3, 7, 11, 15, m[s[6]], m[s[7]])
		g(0, 5, 10, 15, m[s[8]], m[s[9]])
		g(1, 6, 11, 12, m[s[10]], m[s[11]])
		g(2, 7, 8, 13, m[s[12]], m[s[13]])
		g(3, 4, 9, 14, m[s[14]], m[s[15]])
	}
	for i := range d.h {
		d.h[i] ^= v[i] ^ v[i+8]
	}
}

// cloner is a hash that copies itself.
type cloner interface{ clone() hash.Hash }

// blakeObj is a blake2b or blake2s object.
type blakeObj struct {
	v *blakeVariant
	h hash.Hash
}

// Type returns hashlib.blake2b or blake2s.
func (o *blakeObj) Type() *vm.Type { return o.v.typ }

func blakeSelf(v vm.Value) *blakeObj { return native.Unwrap(v).(*blakeObj) }

func setupBlake2() {
	for _, v := range []*blakeVariant{variantB, variantS} {
		v := v
		v.typ = vm.NewNativeType(vm.NativeType{
			Name: v.name, Module: "_blake2",
			New: func(t *vm.Thread, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
				return newBlake(t, v, cls, args, kw)
			},
			Methods: map[string]vm.BuiltinFunc{
				"update":    blakeUpdate,
				"digest":    blakeDigest(false),
				"hexdigest": blakeDigest(true),
				"copy":      blakeCopy,
				"__repr__":  blakeRepr,
			},
			Getters: map[string]func(t *vm.Thread, self vm.Value) (vm.Value, error){
				"name": func(t *vm.Thread, self vm.Value) (vm.Value, error) { return vm.NewStr(blakeSelf(self).v.name), nil },
				"digest_size": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
					return vm.MakeInt(int64(blakeSelf(self).h.Size())), nil
				},
				"block_size": func(t *vm.Thread, self vm.Value) (vm.Value, error) {
					return vm.MakeInt(int64(blakeSelf(self).v.block)), nil
				},
			},
			Attrs: map[string]vm.Value{
				"SALT_SIZE": vm.MakeInt(int64(v.saltSize)), "PERSON_SIZE": vm.MakeInt(int64(v.personSize)),
				"MAX_KEY_SIZE": vm.MakeInt(int64(v.maxDigest)), "MAX_DIGEST_SIZE": vm.MakeInt(int64(v.maxDigest)),
			},
		})
	}
}

// blakeBytes reads a bytes-like parameter no longer than max.
func blakeBytes(v vm.Value, what string, max int) ([]byte, error) {
	b, ok := native.Buffer(v)
	if !ok {
		return nil, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required, not '%s'", native.TypeName(v))
	}
	if len(b) > max {
		return nil, vm.Errorf(vm.ValueErrorType, "maximum %s length is %d bytes", what, max)
	}
	return append([]byte(nil), b...), nil
}

// byteParam reads a parameter that must lie in lo..hi.
func byteParam(t *vm.Thread, v vm.Value, name string, lo, hi int64) (int, error) {
	n, err := native.Index(t, v)
	if err != nil {
		return 0, err
	}
	i, ok := vm.AsInt64(n)
	if !ok || i < lo || i > hi {
		if name == "inner_size" {
			return 0, vm.Errorf(vm.ValueErrorType, "inner_size must be between 0 and is %d", hi)
		}
		return 0, vm.Errorf(vm.ValueErrorType, "%s must be between %d and %d", name, lo, hi)
	}
	return int(i), nil
}

func newBlake(t *vm.Thread, v *blakeVariant, cls *vm.Type, args []vm.Value, kw []string) (vm.Value, error) {
	pos, kwargs := native.Kwargs(args, kw)
	if len(pos) > 1 {
		return nil, vm.Errorf(vm.TypeErrorType, "%s() takes at most 1 positional argument (%d given)", v.name, len(pos))
	}
	p := &blakeParams{digest: v.maxDigest, fanout: 1, depth: 1}
	for _, k := range kw {
		val := kwargs[k]
		var err error
		switch k {
		case "digest_size":
			var n vm.Value
			if n, err = native.Index(t, val); err == nil {
				i, ok := vm.AsInt64(n)
				if !ok || i < 1 || i > int64(v.maxDigest) {
					return nil, vm.Errorf(vm.ValueErrorType, "digest_size must be between 1 and %d bytes", v.maxDigest)
				}
				p.digest = int(i)
			}
		case "key":
			p.key, err = blakeBytes(val, "key", v.maxDigest)
		case "salt":
			p.salt, err = blakeBytes(val, "salt", v.saltSize)
		case "person":
			p.person, err = blakeBytes(val, "person", v.personSize)
		case "fanout":
			p.fanout, err = byteParam(t, val, "fanout", 0, 255)
		case "depth":
			p.depth, err = byteParam(t, val, "depth", 1, 255)
		case "node_depth":
			p.nodeDepth, err = byteParam(t, val, "node_depth", 0, 255)
		case "inner_size":
			p.inner, err = byteParam(t, val, "inner_size", 0, int64(v.maxDigest))
		case "leaf_size":
			var n vm.Value
			if n, err = native.Index(t, val); err == nil {
				b, _ := native.Big(n)
				switch {
				case b.Sign() < 0:
					return nil, vm.Errorf(vm.ValueErrorType, "value must be positive")
				case !b.IsUint64() || b.Uint64() > 1<<32-1:
					return nil, vm.Errorf(vm.OverflowErrorType, "leaf_size is too large")
				}
				p.leaf = uint32(b.Uint64())
			}
		case "node_offset":
			var n vm.Value
			if n, err = native.Index(t, val); err == nil {
				b, _ := native.Big(n)
				switch {
				case b.Sign() < 0:
					return nil, vm.Errorf(vm.ValueErrorType, "value must be positive")
				case !b.IsUint64():
					return nil, vm.Errorf(vm.OverflowErrorType, "int too big to convert")
				case v.maxOffset != 0 && b.Uint64() >= v.maxOffset:
					return nil, vm.Errorf(vm.OverflowErrorType, "node_offset is too large")
				}
				p.offset = b.Uint64()
			}
		case "last_node":
			p.lastNode, err = t.Truth(val)
		case "usedforsecurity":
		default:
			return nil, vm.Errorf(vm.TypeErrorType, "'%s' is an invalid keyword argument for %s()", k, v.name)
		}
		if err != nil {
			return nil, err
		}
	}
	o := &blakeObj{v: v}
	if v == variantB {
		o.h = newBlake2b(p)
	} else {
		o.h = newBlake2s(p)
	}
	if len(pos) == 1 {
		b, err := data(pos[0])
		if err != nil {
			return nil, err
		}
		o.h.Write(b)
	}
	if cls != v.typ {
		return vm.WrapInstance(cls, o), nil
	}
	return o, nil
}

func blakeUpdate(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.One("update", args[1:], kw); err != nil {
		return nil, err
	}
	b, err := data(args[1])
	if err != nil {
		return nil, err
	}
	blakeSelf(args[0]).h.Write(b)
	return vm.None, nil
}

func blakeDigest(hexa bool) vm.BuiltinFunc {
	name := "digest"
	if hexa {
		name = "hexdigest"
	}
	return func(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
		o := blakeSelf(args[0])
		if len(args) > 1 || len(kw) > 0 {
			return nil, vm.Errorf(vm.TypeErrorType, "%s.%s() takes no arguments (%d given)", o.v.name, name, len(args)-1)
		}
		sum := o.h.Sum(nil)
		if hexa {
			return vm.NewStr(hex.EncodeToString(sum)), nil
		}
		return vm.NewBytes(sum), nil
	}
}

func blakeCopy(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	o := blakeSelf(args[0])
	return &blakeObj{v: o.v, h: o.h.(cloner).clone()}, nil
}

// blakeHash is a plain BLAKE2 of the largest digest, for pbkdf2_hmac.
func blakeHash(v *blakeVariant) func() hash.Hash {
	return func() hash.Hash {
		p := &blakeParams{digest: v.maxDigest, fanout: 1, depth: 1}
		if v == variantB {
			return newBlake2b(p)
		}
		return newBlake2s(p)
	}
}

// blakeRepr is CPython's default repr, with the module-qualified name a C
// type has.
func blakeRepr(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	id, _ := t.Builtins().GetString("id")
	r, err := t.Call(id, args[:1], nil)
	if err != nil {
		return nil, err
	}
	n, _ := vm.AsInt64(r)
	return vm.NewStr(fmt.Sprintf("<_blake2.%s object at 0x%012x>", blakeSelf(args[0]).v.name, n)), nil
}
