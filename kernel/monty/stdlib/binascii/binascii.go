// Package binascii is Python's binascii module for monty: hex and base64
// conversions and the CRC checksums. The base64 decoder follows CPython's own loop rather than Go's
// encoding/base64, because CPython skips characters Go rejects and stops
// at the first complete padding.
package binascii

import (
	"encoding/base64"
	"encoding/hex"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/stdlib/zlib"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// The exceptions of binascii.
var errorType, incompleteType *vm.Type

func init() {
	errorType = vm.NewNativeType(vm.NativeType{Name: "Error", Module: "binascii", Base: vm.ValueErrorType})
	incompleteType = vm.NewNativeType(vm.NativeType{Name: "Incomplete", Module: "binascii", Base: vm.ExceptionType})
	vm.RegisterModule("binascii", newModule)
}

func binError(msg string) error { return vm.NewException(errorType, vm.NewStr(msg)) }

// buffer reads a bytes-like argument.
func buffer(v vm.Value) ([]byte, error) {
	if b, ok := native.Buffer(v); ok {
		return b, nil
	}
	return nil, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required, not '%s'", native.TypeName(v))
}

// asciiBuffer reads the input of the a2b functions: bytes, or a str of
// ASCII characters.
func asciiBuffer(v vm.Value) ([]byte, error) {
	if s, ok := native.Str(v); ok {
		for i := 0; i < len(s); i++ {
			if s[i] >= 0x80 {
				return nil, vm.Errorf(vm.ValueErrorType, "string argument should contain only ASCII characters")
			}
		}
		return []byte(s), nil
	}
	if b, ok := native.Buffer(v); ok {
		return b, nil
	}
	return nil, vm.Errorf(vm.TypeErrorType, "argument should be bytes, buffer or ASCII string, not '%s'", native.TypeName(v))
}

func hexlify(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var data, sep vm.Value
	perSep := 1
	if err := t.UnpackArgs("hexlify", args, kw, "data", &data, "sep?", &sep, "bytes_per_sep?", &perSep); err != nil {
		return nil, err
	}
	b, err := buffer(data)
	if err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(len(b)) * 3); err != nil {
		return nil, err
	}
	h := hex.EncodeToString(b)
	if sep == nil || sep == vm.None || len(b) == 0 {
		return vm.NewBytes([]byte(h)), nil
	}
	var s string
	if str, ok := native.Str(sep); ok {
		s = str
	} else if sb, ok := native.Bytes(sep); ok {
		s = string(sb)
	} else {
		return nil, vm.Errorf(vm.TypeErrorType, "sep must be str or bytes.")
	}
	if len(s) != 1 {
		return nil, vm.Errorf(vm.ValueErrorType, "sep must be length 1.")
	}
	group := perSep
	fromLeft := group < 0
	if fromLeft {
		group = -group
	}
	if group == 0 {
		return vm.NewBytes([]byte(h)), nil
	}
	n := len(b)
	var out []byte
	for i := 0; i < n; i++ {
		// groups count from the right unless bytes_per_sep is negative
		if i > 0 {
			var boundary bool
			if fromLeft {
				boundary = i%group == 0
			} else {
				boundary = (n-i)%group == 0
			}
			if boundary {
				out = append(out, s[0])
			}
		}
		out = append(out, h[2*i], h[2*i+1])
	}
	return vm.NewBytes(out), nil
}

func unhexlify(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var v vm.Value
	if err := t.UnpackArgs("unhexlify", args, kw, "hexstr", &v); err != nil {
		return nil, err
	}
	b, err := asciiBuffer(v)
	if err != nil {
		return nil, err
	}
	if len(b)%2 != 0 {
		return nil, binError("Odd-length string")
	}
	out := make([]byte, len(b)/2)
	if _, err := hex.Decode(out, b); err != nil {
		return nil, binError("Non-hexadecimal digit found")
	}
	return vm.NewBytes(out), nil
}

func b2aBase64(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var data vm.Value
	newline := true
	if err := t.UnpackArgs("b2a_base64", args, kw, "data", &data, "*newline?", &newline); err != nil {
		return nil, err
	}
	b, err := buffer(data)
	if err != nil {
		return nil, err
	}
	if err := t.Alloc(int64(len(b))*4/3 + 8); err != nil {
		return nil, err
	}
	out := base64.StdEncoding.AppendEncode(nil, b)
	if newline {
		out = append(out, '\n')
	}
	return vm.NewBytes(out), nil
}

var b64Table = func() (t [256]byte) {
	for i := range t {
		t[i] = 0xff
	}
	for i, c := range "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/" {
		t[c] = byte(i)
	}
	return
}()

func a2bBase64(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	var data vm.Value
	strict := false
	if err := t.UnpackArgs("a2b_base64", args, kw, "data", &data, "*strict_mode?", &strict); err != nil {
		return nil, err
	}
	b, err := asciiBuffer(data)
	if err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(b)*3/4+3)
	quad, pads, chars := 0, 0, 0
	var left byte
	padStarted := false
	if strict && len(b) > 0 && b[0] == '=' {
		return nil, binError("Leading padding not allowed")
	}
	for i, c := range b {
		if c == '=' {
			padStarted = true
			pads++
			if quad >= 2 && quad+pads >= 4 {
				if strict && i+1 < len(b) {
					return nil, binError("Excess data after padding")
				}
				return vm.NewBytes(out), nil
			}
			continue
		}
		v := b64Table[c]
		if v == 0xff {
			if strict {
				return nil, binError("Only base64 data is allowed")
			}
			continue
		}
		if strict && padStarted {
			return nil, binError("Discontinuous padding not allowed")
		}
		pads = 0
		chars++
		switch quad {
		case 0:
			quad, left = 1, v
		case 1:
			quad = 2
			out = append(out, left<<2|v>>4)
			left = v & 0x0f
		case 2:
			quad = 3
			out = append(out, left<<4|v>>2)
			left = v & 0x03
		case 3:
			quad = 0
			out = append(out, left<<6|v)
			left = 0
		}
	}
	switch quad {
	case 0:
		return vm.NewBytes(out), nil
	case 1:
		return nil, binError("Invalid base64-encoded string: number of data characters (" + itoa(chars) + ") cannot be 1 more than a multiple of 4")
	}
	return nil, binError("Incorrect padding")
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// crcHqx is CRC-CCITT (XModem), binascii.crc_hqx.
func crcHqx(prev uint32, b []byte) uint32 {
	crc := uint16(prev)
	for _, c := range b {
		crc ^= uint16(c) << 8
		for i := 0; i < 8; i++ {
			if crc&0x8000 != 0 {
				crc = crc<<1 ^ 0x1021
			} else {
				crc <<= 1
			}
		}
	}
	return uint32(crc)
}

func newModule(t *vm.Thread) (*vm.Module, error) {
	m := native.NewModule("binascii", native.Funcs{
		"hexlify":    hexlify,
		"b2a_hex":    hexlify,
		"unhexlify":  unhexlify,
		"a2b_hex":    unhexlify,
		"b2a_base64": b2aBase64,
		"a2b_base64": a2bBase64,
		"crc32":      zlib.CRC32,
		"crc_hqx":    crcHqxFunc,
	})
	m.Dict().SetString("Error", errorType)
	m.Dict().SetString("Incomplete", incompleteType)
	return m, nil
}

// crcHqxFunc is binascii.crc_hqx(data, value).
func crcHqxFunc(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if err := native.Count("crc_hqx", "crc_hqx", args, kw, 2, 2); err != nil {
		return nil, err
	}
	b, err := buffer(args[0])
	if err != nil {
		return nil, err
	}
	v, err := native.IndexBig(t, args[1])
	if err != nil {
		return nil, err
	}
	prev := uint32(v.Uint64() & 0xffffffff)
	if v.Sign() < 0 {
		prev = uint32(int32(v.Int64()))
	}
	return vm.MakeInt(int64(crcHqx(prev, b))), nil
}
