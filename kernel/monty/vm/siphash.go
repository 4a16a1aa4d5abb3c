package vm

import (
	"encoding/binary"
	"math/bits"
)

// Strings and bytes hash as CPython's do with PYTHONHASHSEED=0: SipHash
// 1-3 with a zero key over the bytes of CPython's representation (Latin-1,
// UCS-2 or UCS-4 by the largest code point). Sets of strings then iterate
// in the order CPython's do in that mode, and hashes are reproducible.

func siphash13[S string | []byte](src S) uint64 {
	const k0, k1 = 0, 0
	b := uint64(len(src)) << 56
	v0 := k0 ^ uint64(0x736f6d6570736575)
	v1 := k1 ^ uint64(0x646f72616e646f6d)
	v2 := k0 ^ uint64(0x6c7967656e657261)
	v3 := k1 ^ uint64(0x7465646279746573)
	round := func() {
		v0 += v1
		v2 += v3
		v1 = bits.RotateLeft64(v1, 13) ^ v0
		v3 = bits.RotateLeft64(v3, 16) ^ v2
		v0 = bits.RotateLeft64(v0, 32)
		v2 += v1
		v0 += v3
		v1 = bits.RotateLeft64(v1, 17) ^ v2
		v3 = bits.RotateLeft64(v3, 21) ^ v0
		v2 = bits.RotateLeft64(v2, 32)
	}
	for len(src) >= 8 {
		_ = src[7]
		m := uint64(src[0]) | uint64(src[1])<<8 | uint64(src[2])<<16 | uint64(src[3])<<24 |
			uint64(src[4])<<32 | uint64(src[5])<<40 | uint64(src[6])<<48 | uint64(src[7])<<56
		src = src[8:]
		v3 ^= m
		round()
		v0 ^= m
	}
	var t uint64
	for i := len(src) - 1; i >= 0; i-- {
		t = t<<8 | uint64(src[i])
	}
	b |= t
	v3 ^= b
	round()
	v0 ^= b
	v2 ^= 0xff
	round()
	round()
	round()
	return (v0 ^ v1) ^ (v2 ^ v3)
}

// hashBytes is _Py_HashBytes, of a []byte or of the bytes of a string.
func hashBytes[S string | []byte](b S) int64 {
	if len(b) == 0 {
		return 0
	}
	h := int64(siphash13(b))
	if h == -1 {
		h = -2
	}
	return h
}

// strHash hashes s as CPython hashes the str with the same code points.
func strHash(s string, ascii bool) int64 {
	if len(s) == 0 {
		return 0
	}
	if ascii {
		return hashBytes(s)
	}
	maxr := rune(0)
	n := 0
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		if r > maxr {
			maxr = r
		}
		n++
		i += size
	}
	width := 4
	switch {
	case maxr < 0x100:
		width = 1
	case maxr < 0x10000:
		width = 2
	}
	buf := make([]byte, 0, width*n)
	for i := 0; i < len(s); {
		r, size := decodeRune(s[i:])
		switch width {
		case 1:
			buf = append(buf, byte(r))
		case 2:
			buf = binary.LittleEndian.AppendUint16(buf, uint16(r))
		default:
			buf = binary.LittleEndian.AppendUint32(buf, uint32(r))
		}
		i += size
	}
	return hashBytes(buf)
}
