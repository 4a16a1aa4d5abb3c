package base64

import (
	"encoding/binary"

	"github.com/backyard-dev/backyard/kernel/monty/stdlib/internal/native"
	"github.com/backyard-dev/backyard/kernel/monty/vm"
)

// The byte loops of Base32, Ascii85 and Base85, which base64.py calls
// through the private module _base64 once it has checked and normalised
// its arguments (so the messages of wrong arguments stay in Python).

func newCodecModule(t *vm.Thread) (*vm.Module, error) {
	m := vm.NewModule("_base64")
	for name, fn := range map[string]vm.BuiltinFunc{
		"b32encode": b32encode,
		"b32decode": b32decode,
		"encode85":  encode85,
		"a85decode": a85decode,
		"b85decode": b85decode,
	} {
		m.Dict().SetString(name, vm.NewBuiltin(name, fn))
	}
	return m, nil
}

// bytesArgs reads n bytes-like arguments.
func bytesArgs(fname string, args []vm.Value, n int) ([][]byte, error) {
	if len(args) < n {
		return nil, vm.Errorf(vm.TypeErrorType, "%s() takes %d arguments", fname, n)
	}
	out := make([][]byte, n)
	for i := range out {
		b, ok := native.Bytes(args[i])
		if !ok {
			return nil, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required, not '%s'", native.TypeName(args[i]))
		}
		out[i] = b
	}
	return out, nil
}

// b32padding is how many '=' end the text of a last group of 1 to 4 bytes.
var b32padding = [5]int{0, 6, 4, 3, 1}

// b32encode is b32encode(alphabet, data).
func b32encode(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	bs, err := bytesArgs("b32encode", args, 2)
	if err != nil {
		return nil, err
	}
	alphabet, data := bs[0], bs[1]
	if len(alphabet) != 32 {
		return nil, vm.Errorf(vm.ValueErrorType, "alphabet must have 32 characters")
	}
	groups := (len(data) + 4) / 5
	if err := t.Alloc(int64(groups) * 8); err != nil {
		return nil, err
	}
	out := make([]byte, 0, groups*8)
	var group [8]byte
	for start := 0; start < len(data); start += 5 {
		var n uint64
		for k := 0; k < 5; k++ {
			n <<= 8
			if start+k < len(data) {
				n |= uint64(data[start+k])
			}
		}
		for k := 7; k >= 0; k-- {
			group[k] = alphabet[n&31]
			n >>= 5
		}
		out = append(out, group[:]...)
	}
	if tail := len(data) % 5; tail != 0 {
		for k := len(out) - b32padding[tail]; k < len(out); k++ {
			out[k] = '='
		}
	}
	return vm.NewBytes(out), nil
}

// b32decode is b32decode(alphabet, data) for data already checked to be
// a whole number of 8-character groups: the bytes, or 1 for a character
// outside the alphabet, 2 for padding of a wrong length.
func b32decode(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	bs, err := bytesArgs("b32decode", args, 2)
	if err != nil {
		return nil, err
	}
	alphabet, data := bs[0], bs[1]
	var value [256]int16
	for i := range value {
		value[i] = -1
	}
	for i, c := range alphabet {
		value[c] = int16(i)
	}
	body := len(data)
	for body > 0 && data[body-1] == '=' {
		body--
	}
	pad := len(data) - body
	if err := t.Alloc(int64(len(data)/8*5) + 8); err != nil {
		return nil, err
	}
	out := make([]byte, 0, (body+7)/8*5)
	var n uint64
	var word [8]byte
	for start := 0; start < body; start += 8 {
		n = 0
		for k := start; k < min(start+8, body); k++ {
			d := value[data[k]]
			if d < 0 {
				return vm.MakeInt(1), nil
			}
			n = n<<5 | uint64(d)
		}
		binary.BigEndian.PutUint64(word[:], n)
		out = append(out, word[3:]...)
	}
	switch pad {
	case 0, 1, 3, 4, 6:
	default:
		return vm.MakeInt(2), nil
	}
	if pad > 0 && len(out) > 0 {
		// The last group was short: shift it into place and keep the
		// bytes its digits carry.
		n <<= 5 * uint(pad)
		keep := (43 - 5*pad) / 8
		binary.BigEndian.PutUint64(word[:], n)
		out = append(out[:len(out)-5], word[3:3+keep]...)
	}
	return vm.NewBytes(out), nil
}

// encode85 is encode85(data, alphabet, pad, zero_z, space_y): each 4-byte
// group as 5 base-85 digits, the short last one trimmed unless pad; z and
// y abbreviate groups of zeros and of spaces.
func encode85(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	bs, err := bytesArgs("encode85", args, 2)
	if err != nil {
		return nil, err
	}
	if len(args) != 5 {
		return nil, vm.Errorf(vm.TypeErrorType, "encode85() takes 5 arguments")
	}
	data, alphabet := bs[0], bs[1]
	if len(alphabet) != 85 {
		return nil, vm.Errorf(vm.ValueErrorType, "alphabet must have 85 characters")
	}
	var flags [3]bool
	for i := range flags {
		if flags[i], err = t.Truth(args[2+i]); err != nil {
			return nil, err
		}
	}
	pad, zeroZ, spaceY := flags[0], flags[1], flags[2]
	groups := (len(data) + 3) / 4
	if err := t.Alloc(int64(groups) * 5); err != nil {
		return nil, err
	}
	out := make([]byte, 0, groups*5)
	short := (4 - len(data)%4) % 4
	var digits [5]byte
	for start := 0; start < len(data); start += 4 {
		var n uint32
		for k := 0; k < 4; k++ {
			n <<= 8
			if start+k < len(data) {
				n |= uint32(data[start+k])
			}
		}
		last := start+4 >= len(data)
		switch {
		case zeroZ && n == 0 && !(last && short != 0 && !pad):
			out = append(out, 'z')
		case spaceY && n == 0x20202020:
			out = append(out, 'y')
		default:
			for k := 4; k >= 0; k-- {
				digits[k] = alphabet[n%85]
				n /= 85
			}
			out = append(out, digits[:]...)
		}
	}
	if short != 0 && !pad {
		out = out[:len(out)-short]
	}
	return vm.NewBytes(out), nil
}

// a85decode is a85decode(data, foldspaces, ignorechars), the frame
// removed already.
func a85decode(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	if len(args) != 3 {
		return nil, vm.Errorf(vm.TypeErrorType, "a85decode() takes 3 arguments")
	}
	data, ok := native.Bytes(args[0])
	ignore, ok2 := native.Bytes(args[2])
	if !ok || !ok2 {
		return nil, vm.Errorf(vm.TypeErrorType, "a bytes-like object is required")
	}
	fold, err := t.Truth(args[1])
	if err != nil {
		return nil, err
	}
	var skip [256]bool
	for _, c := range ignore {
		skip[c] = true
	}
	if err := t.Alloc(int64(len(data))); err != nil {
		return nil, err
	}
	out := make([]byte, 0, len(data)*4/5+4)
	var n uint64
	count := 0
	put := func() error {
		if n > 0xFFFFFFFF {
			return vm.Errorf(vm.ValueErrorType, "Ascii85 overflow")
		}
		out = binary.BigEndian.AppendUint32(out, uint32(n))
		n, count = 0, 0
		return nil
	}
	for i := 0; i < len(data)+4; i++ {
		c := byte('u')
		if i < len(data) {
			c = data[i]
		}
		switch {
		case c >= 33 && c <= 117:
			n = n*85 + uint64(c-33)
			count++
			if count == 5 {
				if err := put(); err != nil {
					return nil, err
				}
			}
		case c == 'z' || fold && c == 'y':
			if count != 0 {
				return nil, vm.Errorf(vm.ValueErrorType, "%c inside Ascii85 5-tuple", c)
			}
			if c == 'z' {
				out = append(out, 0, 0, 0, 0)
			} else {
				out = append(out, "    "...)
			}
		case !skip[c]:
			return nil, vm.Errorf(vm.ValueErrorType, "Non-Ascii85 digit found: %c", c)
		}
	}
	// The 'u' padding made a last partial group: drop what it added.
	if extra := 4 - count; extra > 0 {
		out = out[:len(out)-extra]
	}
	return vm.NewBytes(out), nil
}

// b85alphabet is the Base85 alphabet (git's binary patches).
const b85alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"

// b85decode is b85decode(data).
func b85decode(t *vm.Thread, args []vm.Value, kw []string) (vm.Value, error) {
	bs, err := bytesArgs("b85decode", args, 1)
	if err != nil {
		return nil, err
	}
	data := bs[0]
	var value [256]int16
	for i := range value {
		value[i] = -1
	}
	for i := 0; i < len(b85alphabet); i++ {
		value[b85alphabet[i]] = int16(i)
	}
	short := (5 - len(data)%5) % 5
	if err := t.Alloc(int64(len(data))); err != nil {
		return nil, err
	}
	out := make([]byte, 0, (len(data)+short)/5*4)
	for start := 0; start < len(data); start += 5 {
		var n uint64
		for k := start; k < start+5; k++ {
			d := value['~']
			if k < len(data) {
				d = value[data[k]]
			}
			if d < 0 {
				return nil, vm.Errorf(vm.ValueErrorType, "bad base85 character at position %d", k)
			}
			n = n*85 + uint64(d)
		}
		if n > 0xFFFFFFFF {
			return nil, vm.Errorf(vm.ValueErrorType, "base85 overflow in hunk starting at byte %d", start)
		}
		out = binary.BigEndian.AppendUint32(out, uint32(n))
	}
	return vm.NewBytes(out[:len(out)-short]), nil
}
